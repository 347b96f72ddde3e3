// Modiar's solver in a Web Worker: the page's own thread never solves.
// Loads the bare solver module (solver.wasm: exported functions and its
// memory, no wasm-bindgen), solves in steps, reports progress, and hands
// the finished table to the page as a transferable ArrayBuffer.
"use strict";

const STEP_UNITS = 400000;

async function solve() {
  const started = performance.now();
  const response = await fetch("solver.wasm");
  if (!response.ok) throw new Error(`solver.wasm: HTTP ${response.status}`);
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  const solver = instance.exports;
  solver.solver_new();
  let reported = 0;
  while (!solver.solver_step(STEP_UNITS)) {
    const progress = solver.solver_progress();
    if (progress - reported >= 0.02) {
      reported = progress;
      postMessage({ progress });
    }
  }
  const bytes = new Uint8Array(solver.memory.buffer, solver.table_ptr(), solver.table_len());
  // A copy of its own, so its buffer can be transferred, not cloned.
  const table = new Uint8Array(bytes.length);
  table.set(bytes);
  postMessage({ table: table.buffer, seconds: (performance.now() - started) / 1000 }, [table.buffer]);
}

solve().catch((error) => postMessage({ error: String(error) }));
