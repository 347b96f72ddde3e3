// The web build in a real browser: Debian's Chromium, headless, WebGL2 on
// SwiftShader, serving dist/web on 127.0.0.1 only. Plays a move by touch,
// one by mouse and one by keyboard, checks each against the board the game
// writes on the page; reloads to check the saved game, a corrupt settings
// entry and an Urdu browser; checks the messages for a browser without
// WebGL2 and for a failed download; saves screenshots and prints figures.
//
// Usage: node web/test.mjs [dist/web] [out-dir]

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { createServer } from "node:net";

const root = process.argv[2] || "dist/web";
const out = process.argv[3] || "dist/web-test";
mkdirSync(out, { recursive: true });

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--ignore-gpu-blocklist",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--autoplay-policy=no-user-gesture-required",
];

const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serve() {
  const port = await freePort();
  const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root], {
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/index.html`);
      return { server, url: `http://127.0.0.1:${port}/index.html` };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the static server did not start");
}

const data = (page, name) => page.evaluate((n) => document.body.getAttribute("data-modiar-" + n), name);

async function waitFor(page, what, test, timeout = 60000) {
  const started = Date.now();
  for (;;) {
    const value = await test();
    if (value) return Date.now() - started;
    if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function targets(page) {
  return JSON.parse((await data(page, "targets")) || "{}");
}

/// Waits until a target is on screen and has stopped moving (fonts and text
/// sizes settle in the first frames), and returns where it is.
async function steadyTarget(page, name) {
  let last = null;
  await waitFor(page, `${name} to settle`, async () => {
    const at = (await targets(page))[name];
    const steady = at && last && at[0] === last[0] && at[1] === last[1];
    last = at;
    if (!steady) await new Promise((r) => setTimeout(r, 400));
    return steady;
  });
  return last;
}

/// Waits until a person may move and nothing is moving.
async function humanTurn(page, moves) {
  await waitFor(page, `the player's turn after ${moves} moves`, async () =>
    Number(await data(page, "moves")) === moves && (await data(page, "turn")) === "human");
  // The board is steady once the turn is the player's; give the frame a moment.
  await page.waitForTimeout(300);
}

/// A South pit that can be played, from the board the game reports.
async function legalSouthPit(page) {
  const board = (await data(page, "board")).split(",").map(Number);
  const pit = [0, 1, 2].find((p) => board[p] >= 2);
  return pit;
}

async function main() {
  const wasm = statSync(join(root, "modiar_bg.wasm")).size;
  const wasmGzip = gzipSync(readFileSync(join(root, "modiar_bg.wasm")), { level: 9 }).length;
  const js = readFileSync(join(root, "modiar.js"));
  let assetsGzip = 0;
  for (const f of ["assets/fonts/NotoSans-Regular.ttf", "assets/fonts/NotoSans-Bold.ttf", "assets/fonts/NotoNaskhArabic-Regular.ttf", "index.html"]) {
    try {
      assetsGzip += gzipSync(readFileSync(join(root, f)), { level: 9 }).length;
    } catch {}
  }
  const total = wasmGzip + gzipSync(js, { level: 9 }).length + assetsGzip;
  console.log(`wasm: ${(wasm / 1e6).toFixed(2)} MB raw, ${(wasmGzip / 1e6).toFixed(2)} MB gzip; whole download ${(total / 1e6).toFixed(2)} MB gzip`);
  check(total <= 6e6, "the whole download is at most 6 MB gzip");

  const { server, url } = await serve();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });

    // 1. The loading bar, on a throttled connection so it can be seen.
    {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false, latency: 20, downloadThroughput: 1_500_000, uploadThroughput: 1_000_000,
      });
      await page.goto(url);
      await waitFor(page, "the loading bar to move", async () => {
        const text = await page.textContent("#status");
        const percent = Number((text.match(/(\d+)%/) || [])[1] || 0);
        return percent >= 25 && percent <= 80;
      }, 60000);
      await page.screenshot({ path: join(out, "1-loading.png") });
      const text = await page.textContent("#status");
      check(/Loading… \d+%/.test(text), `the loading bar shows a real percentage (${text})`);
      await page.close();
    }

    // 2. A fresh load at full speed: time to the first frame and to the board.
    const page = await context.newPage();
    const logs = [];
    page.on("console", (m) => logs.push(m.text()));
    page.on("pageerror", (e) => logs.push("pageerror: " + e.message));
    const navigated = Date.now();
    await page.goto(url);
    await waitFor(page, "the first frame", async () => Number(await data(page, "frames")) >= 2, 60000);
    const firstFrame = Date.now() - navigated;
    console.log(`first frame (title screen): ${firstFrame} ms after navigation`);
    check(firstFrame <= 5000, "the first frame appears within 5 s");

    // Touch: tap Play, then a South pit.
    const play = await steadyTarget(page, "play");
    await page.touchscreen.tap(play[0], play[1]);
    await waitFor(page, "the board", async () => (await data(page, "screen")) === "playing" && (await targets(page)).pit2);
    await humanTurn(page, 0);
    const boardFrame = Date.now() - navigated;
    console.log(`first board frame: ${boardFrame} ms after navigation (including the tap on Play)`);
    check(boardFrame <= 5000, "the board appears within 5 s");
    await page.screenshot({ path: join(out, "2-board.png") });

    const pit2 = await steadyTarget(page, "pit2");
    await page.touchscreen.tap(pit2[0], pit2[1]);
    await waitFor(page, "the touch move", async () => Number(await data(page, "moves")) >= 1, 10000);
    const afterTouch = await data(page, "board");
    check(afterTouch === "8,8,2,8,8,8", `a finger tap on pit 2 played it (board ${afterTouch})`);
    check(logs.some((l) => l.includes("modiar: move 1 (pit 2)")), "the game logged the move to the console");
    await humanTurn(page, 2);
    await page.screenshot({ path: join(out, "3-after-touch-move.png") });

    // Mouse.
    const mousePit = await legalSouthPit(page);
    const mouseAt = (await targets(page))["pit" + mousePit];
    const before = await data(page, "board");
    await page.mouse.click(mouseAt[0], mouseAt[1]);
    await waitFor(page, "the mouse move", async () => Number(await data(page, "moves")) >= 3, 10000);
    check((await data(page, "board")) !== before, `a mouse click on pit ${mousePit} played it`);
    await humanTurn(page, 4);

    // Keyboard: 1, 2 or 3 play South's pits from the left.
    const keyPit = await legalSouthPit(page);
    await page.keyboard.press(`Digit${keyPit + 1}`);
    await waitFor(page, "the keyboard move", async () => Number(await data(page, "moves")) >= 5, 10000);
    check(true, `the key ${keyPit + 1} played pit ${keyPit}`);
    await humanTurn(page, 6);
    await page.screenshot({ path: join(out, "4-after-mouse-and-keyboard.png") });

    const longest = await data(page, "longest-busy-frame-ms");
    const median = await data(page, "median-busy-frame-ms");
    const p95 = await data(page, "p95-busy-frame-ms");
    const slice = await data(page, "longest-solver-slice-ms");
    console.log(`frames while the computer or the solver worked: median ${median} ms, 95th percentile ${p95} ms, longest ${longest} ms`);
    console.log(`the solver's longest slice of a frame while stones moved: ${slice} ms (budget 6 ms; solved ${await data(page, "solved")})`);
    const errors = logs.filter((l) => l.startsWith("pageerror") && !l.includes("Using exceptions for control flow"));
    check(errors.length === 0, `no page errors ${errors.join(" | ")}`);

    // Audio: a context suspended by the browser resumes on the next gesture.
    const resumed = await page.evaluate(async () => {
      const contexts = window.modiarAudioContexts || [];
      if (contexts.length === 0) return "no audio context";
      await Promise.all(contexts.map((c) => c.suspend()));
      document.dispatchEvent(new Event("pointerup"));
      await new Promise((r) => setTimeout(r, 300));
      return contexts.every((c) => c.state === "running") ? "resumed" : "still suspended";
    });
    console.log(`audio after a gesture: ${resumed}`);

    // The solve in the background: how long until the table is whole.
    await waitFor(page, "the solved table", async () => (await data(page, "solved")) === "1.00", 300000);
    const solvedAt = Date.now() - navigated;
    console.log(`the table was solved ${(solvedAt / 1000).toFixed(1)} s after navigation`);
    console.log(`frames while the computer or the solver worked, to the end of the solve: median ${await data(page, "median-busy-frame-ms")} ms, longest ${await data(page, "longest-busy-frame-ms")} ms; longest solver slice ${await data(page, "longest-solver-slice-ms")} ms while stones moved (budget 6 ms), ${await data(page, "longest-still-solver-slice-ms")} ms while nothing moved (budget 20 ms)`);

    // 3. The game in progress is kept in localStorage: a reload comes back
    // to the same board.
    const savedBoard = await data(page, "board");
    const savedMoves = await data(page, "moves");
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    check(stored.includes("modiar.game.json") && stored.includes("modiar.settings.json"),
      `the game and the settings are in localStorage (${stored.join(", ")})`);
    await page.reload();
    await waitFor(page, "the restored game", async () =>
      (await data(page, "screen")) === "playing" && (await data(page, "moves")) === savedMoves, 30000);
    check((await data(page, "board")) === savedBoard,
      `a reload restores the game in progress (${savedMoves} moves, board ${savedBoard})`);

    // 4. A corrupt settings entry is set aside, never overwritten, and
    // the player is told; the saved game is unharmed.
    const corrupt = '{"version": 1, "language": ';
    await page.evaluate((text) => localStorage.setItem("modiar.settings.json", text), corrupt);
    await page.reload();
    await waitFor(page, "the game after a corrupt settings entry", async () =>
      (await data(page, "screen")) === "playing" && Number(await data(page, "frames")) >= 2, 30000);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("modiar.settings.json.bad-")).map((k) => localStorage.getItem(k)));
    check(kept.length === 1 && kept[0] === corrupt, "the corrupt settings are kept under a .bad- name, unchanged");
    const notices = (await data(page, "notices")) || "";
    check(notices.includes("notice-settings-reset"), `a notice says the settings were reset (${notices})`);
    check((await data(page, "board")) === savedBoard, "the saved game survives a corrupt settings entry");
    await steadyTarget(page, "pit0");
    await page.screenshot({ path: join(out, "5-notice-after-corrupt-settings.png") });
    await page.close();

    // 5. A browser set to Urdu gets the game in Urdu, right to left.
    const urdu = await browser.newContext({
      viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1, locale: "ur-PK",
    });
    const urduPage = await urdu.newPage();
    await urduPage.goto(url);
    await waitFor(urduPage, "the Urdu title", async () => Number(await data(urduPage, "frames")) >= 2, 60000);
    check((await data(urduPage, "language")) === "ur", "a browser set to ur-PK gets the Urdu interface");
    await steadyTarget(urduPage, "play");
    await urduPage.screenshot({ path: join(out, "6-urdu-title.png") });
    await urdu.close();

    // 6. Without WebGL2, and when the download fails, the page says so.
    const plain = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const message = (p) => p.evaluate(() => {
      const box = document.getElementById("message");
      return box && getComputedStyle(box).display !== "none" ? document.getElementById("message-text").textContent : "";
    });
    const noWebgl = await plain.newPage();
    await noWebgl.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === "webgl2" ? null : getContext.call(this, kind, ...rest);
      };
    });
    await noWebgl.goto(url);
    await waitFor(noWebgl, "the WebGL2 message", async () => (await message(noWebgl)) !== "", 20000);
    check((await message(noWebgl)).includes("WebGL2"), `without WebGL2 the page says: ${await message(noWebgl)}`);
    await noWebgl.screenshot({ path: join(out, "7-no-webgl2.png") });
    await noWebgl.close();
    const noWasm = await plain.newPage();
    await noWasm.route("**/*.wasm", (route) => route.abort());
    await noWasm.goto(url);
    await waitFor(noWasm, "the download message", async () => (await message(noWasm)) !== "", 20000);
    check((await message(noWasm)).includes("could not be downloaded"), `a failed download says: ${await message(noWasm)}`);
    await noWasm.close();
    await plain.close();
  } finally {
    await browser.close();
    server.kill();
  }
  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log("\nweb test passed");
}

main().catch((e) => {
  console.error("web test failed:", e.message);
  process.exit(1);
});
