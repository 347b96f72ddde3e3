// The web build in a real browser: Debian's Chromium, headless, WebGL2 on
// SwiftShader, serving dist/web on 127.0.0.1 only. Plays a move by touch,
// one by mouse and one by keyboard, checks each against the board the game
// writes on the page; times the solver's worker until the table is in the
// game; reloads to check the saved game, a corrupt settings entry and an
// Urdu browser; measures every touch target at a phone's and a tablet's
// size held both ways, and plays whole games there by touch; compares
// frames with and without a solving worker; checks a linked game, the
// pause of a hidden page, the full screen and the orientation; checks the
// messages for a browser without WebGL2 and for a failed download; saves
// screenshots and prints figures.
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

/// A speed goal: measured and reported, never failing the test (this
/// machine's timings are noisy, and speed is judged from figures).
function goal(met, what) {
  console.log(`${met ? "met " : "MISS"} goal: ${what}`);
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

/// Settings for the games by touch: fast stones, the first level.
const FAST_BEGINNER = JSON.stringify({
  version: 2, language: null, mode: "computer", level: "beginner", starts: "south", speed: "fast",
  sound: false, volume: 0.8, text_scale: 1.0, reduced_motion: false,
  lessons: { offered: true, done: [] },
});
/// Settings for the frame comparison: two players, stones at slow speed
/// (more frames to compare).
const SLOW_TWO_PLAYERS = JSON.stringify({
  version: 2, language: null, mode: "two-players", level: "club", starts: "south", speed: "slow",
  sound: false, volume: 0.8, text_scale: 1.0, reduced_motion: false, preview: false,
  lessons: { offered: true, done: [] },
});
/// A game's code (a reference record of random play), for index.html#g=.
const LINKED_GAME = "EBQUmkZiUGFI";

async function rects(page) {
  return JSON.parse((await data(page, "rects")) || "{}");
}

/// Every target at least 44×44, inside the window, and none overlapping
/// another (the pits are discs inside their squares; `pits: false` leaves
/// them out, as under the result).
function checkRects(all, width, height, where, { pits = true } = {}) {
  const names = Object.keys(all).filter((n) => pits || !n.startsWith("pit"));
  const small = names.filter((n) => all[n][2] < 44 || all[n][3] < 44);
  const outside = names.filter((n) => {
    const [x, y, w, h] = all[n];
    return x < -0.5 || y < -0.5 || x + w > width + 0.5 || y + h > height + 0.5;
  });
  const overlaps = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [ax, ay, aw, ah] = all[names[i]];
      const [bx, by, bw, bh] = all[names[j]];
      const dx = Math.min(ax + aw, bx + bw) - Math.max(ax, bx);
      const dy = Math.min(ay + ah, by + bh) - Math.max(ay, by);
      if (dx > 1 && dy > 1) overlaps.push(`${names[i]}/${names[j]}`);
    }
  }
  const smallest = names.reduce((m, n) => Math.min(m, all[n][2], all[n][3]), Infinity);
  console.log(`${where}: ${names.length} targets, the smallest side ${smallest} CSS px`);
  check(names.length > 0 && small.length === 0, `${where}: every target at least 44x44 ${small.map((n) => n + "=" + all[n].join("x")).join(" ")}`);
  check(outside.length === 0, `${where}: every target inside the window ${outside.join(" ")}`);
  check(overlaps.length === 0, `${where}: no targets overlap ${overlaps.join(" ")}`);
}

/// The lessons offered on a first visit: skipped with a tap, if offered.
async function skipOffer(page) {
  await waitFor(page, "the title or the offer", async () => {
    const t = await targets(page);
    return t.play || t["offer-skip"];
  }, 20000);
  await page.waitForTimeout(500);
  if ((await targets(page))["offer-skip"]) {
    await tapTarget(page, "offer-skip");
    await waitFor(page, "the offer to close", async () => (await targets(page)).play, 10000);
  }
}

async function tapTarget(page, name) {
  const at = await steadyTarget(page, name);
  await page.touchscreen.tap(at[0], at[1]);
}

/// Plays South's first legal pit by touch each turn until the game ends;
/// returns how many moves that took.
async function playWholeGameByTouch(page) {
  let ours = 0;
  for (let guard = 0; guard < 300; guard++) {
    await waitFor(page, "our turn or the end", async () =>
      (await data(page, "screen")) === "over" || (await data(page, "turn")) === "human", 120000);
    if ((await data(page, "screen")) === "over") return ours;
    await page.waitForTimeout(150);
    const legal = ((await data(page, "legal")) || "").split(",").filter(Boolean).map(Number);
    if (legal.length === 0) continue;
    const moves = Number(await data(page, "moves"));
    const at = (await targets(page))["pit" + legal[0]];
    await page.touchscreen.tap(at[0], at[1]);
    await waitFor(page, "our move", async () =>
      Number(await data(page, "moves")) > moves || (await data(page, "screen")) === "over", 20000);
    ours += 1;
  }
  throw new Error("the game did not end in 300 turns");
}

/// Frame intervals (ms, from requestAnimationFrame) while `during` runs.
async function recordFrames(page, during) {
  await page.evaluate(() => {
    window.modiarFrames = [];
    window.modiarRecording = true;
    let last = performance.now();
    const step = (now) => {
      window.modiarFrames.push(now - last);
      last = now;
      if (window.modiarRecording) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await during();
  return page.evaluate(() => {
    window.modiarRecording = false;
    return window.modiarFrames.slice(1);
  });
}

function medianOf(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/// Tells the page it is hidden (or shown again), as a switch of tabs does.
async function setHidden(page, hidden) {
  await page.evaluate((h) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
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
  const solver = readFileSync(join(root, "solver.wasm"));
  const solverGzip = gzipSync(solver, { level: 9 }).length;
  const workerJsGzip = gzipSync(readFileSync(join(root, "solver-worker.js")), { level: 9 }).length;
  const total = wasmGzip + gzipSync(js, { level: 9 }).length + assetsGzip + solverGzip + workerJsGzip;
  console.log(`wasm: ${(wasm / 1e6).toFixed(2)} MB raw, ${(wasmGzip / 1e6).toFixed(2)} MB gzip`);
  console.log(`solver worker wasm: ${(solver.length / 1e3).toFixed(1)} kB raw, ${(solverGzip / 1e3).toFixed(1)} kB gzip`);
  console.log(`whole download, worker included: ${(total / 1e6).toFixed(2)} MB gzip`);
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
    // The worker solves from the first moment; note when the game has it.
    const tableReady = waitFor(page, "the solved table", async () => (await data(page, "solved")) === "1.00", 300000)
      .then(() => Date.now() - navigated);
    await waitFor(page, "the first frame", async () => Number(await data(page, "frames")) >= 2, 60000);
    const firstFrame = Date.now() - navigated;
    console.log(`first frame (title screen): ${firstFrame} ms after navigation`);
    goal(firstFrame <= 5000, "the first frame within 5 s of navigation");

    // A first visit is offered the lessons: skip them, by touch.
    const offerShown = Date.now();
    await skipOffer(page);
    const onOffer = Date.now() - offerShown;
    // Touch: tap Play, then a South pit.
    const play = await steadyTarget(page, "play");
    await page.touchscreen.tap(play[0], play[1]);
    await waitFor(page, "the board", async () => (await data(page, "screen")) === "playing" && (await targets(page)).pit2);
    await humanTurn(page, 0);
    const boardFrame = Date.now() - navigated - onOffer;
    console.log(`first board frame: ${boardFrame} ms after navigation (including the tap on Play, not the ${onOffer} ms spent skipping the lessons' offer)`);
    goal(boardFrame <= 5000, "the board within 5 s of navigation");
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
    // The mouse resting on a pit previews its move.
    const hoverPit = await legalSouthPit(page);
    const hoverAt = (await targets(page))["pit" + hoverPit];
    await page.mouse.move(hoverAt[0], hoverAt[1]);
    await page.waitForTimeout(700);
    await page.screenshot({ path: join(out, "4-preview-by-mouse.png") });
    await page.mouse.move(5, 5);

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

    // The solve in the worker: how long until the table is in the game.
    const solvedAt = await tableReady;
    const worker = await data(page, "worker");
    const workerSeconds = await data(page, "worker-seconds");
    console.log(`worker: ${worker}, solved in ${workerSeconds} s inside the worker; the table was in the game ${(solvedAt / 1000).toFixed(1)} s after navigation (solved ${await data(page, "solved")})`);
    check(worker === "done", "the solve ran in a Web Worker");
    goal(solvedAt <= 6000, `the table in the game within 6 s of navigation (${(solvedAt / 1000).toFixed(1)} s)`);
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
    await skipOffer(urduPage);
    await steadyTarget(urduPage, "play");
    await urduPage.screenshot({ path: join(out, "6-urdu-title.png") });
    await urdu.close();


    // 6. Every touch target at a phone's and a tablet's size, held both
    // ways: at least 44×44 CSS px, inside the window, none overlapping.
    // Whole games by touch on the phone and the tablet held upright.
    // The phone has two device pixels to the CSS pixel. Chromium's emulated
    // scale factor alone reports the canvas's device-pixel size in CSS
    // pixels, so that browser is started at a real scale of 2.
    const hidpi = await chromium.launch({
      executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, "--force-device-scale-factor=2"],
    });
    for (const [width, height, wholeGame] of [[390, 844, true], [844, 390, false], [820, 1180, true], [1180, 820, false]]) {
      const size = `${width}x${height}`;
      const scale = width === 390 ? 2 : 1;
      const ctx = await (scale === 2 ? hidpi : browser).newContext({
        viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: scale,
      });
      await ctx.addInitScript((settings) => {
        if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      }, FAST_BEGINNER);
      const p = await ctx.newPage();
      await p.goto(url);
      await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
      await steadyTarget(p, "play");
      checkRects(await rects(p), width, height, `title at ${size}`);
      await p.screenshot({ path: join(out, `8-title-${size}.png`) });
      const play = (await targets(p)).play;
      await p.touchscreen.tap(play[0], play[1]);
      await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2);
      await humanTurn(p, 0);
      await steadyTarget(p, "pit0");
      checkRects(await rects(p), width, height, `board at ${size}`);
      await p.screenshot({ path: join(out, `8-board-${size}.png`) });
      if (width === 390) {
        // A finger held on a pit previews its move; lifting it plays nothing.
        const at = (await targets(p)).pit2;
        const cdp = await ctx.newCDPSession(p);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at[0], y: at[1] }] });
        await p.waitForTimeout(1500);
        await p.screenshot({ path: join(out, `8-preview-held-${size}.png`) });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await p.waitForTimeout(600);
        check(Number(await data(p, "moves")) === 0, "a finger held on a pit and lifted plays nothing");
      }
      if (wholeGame) {
        const moves = await playWholeGameByTouch(p);
        const captured = await data(p, "captured");
        check((await data(p, "screen")) === "over", `a whole game played by touch at ${size}: ${moves} moves of ours, stones ${captured}`);
        await p.waitForTimeout(800);
        checkRects(await rects(p), width, height, `result at ${size}`, { pits: false });
        await p.screenshot({ path: join(out, `8-over-${size}.png`) });
        // The device turned on its side at the result: the result is still
        // whole, now between the side columns.
        await p.setViewportSize({ width: height, height: width });
        const turned = `${height}x${width}`;
        await waitFor(p, "the turned window", async () => (await data(p, "size")) === turned, 10000);
        await p.waitForTimeout(800);
        checkRects(await rects(p), height, width, `result turned to ${turned}`, { pits: false });
        await p.screenshot({ path: join(out, `8-over-${turned}.png`) });
        await p.setViewportSize({ width, height });
        await waitFor(p, "the window turned back", async () => (await data(p, "size")) === size, 10000);
      }
      check((await data(p, "size")) === size, `the game's window is ${size} CSS px (${await data(p, "size")}) at ${scale} device pixels to the CSS pixel`);
      await ctx.close();
    }
    await hidpi.close();

    // 7. Two players face to face across a tablet: North's seat turned,
    // its Undo and Hint within North's reach.
    {
      const ctx = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
      await ctx.addInitScript((settings) => localStorage.setItem("modiar.settings.json", settings), FAST_BEGINNER);
      const p = await ctx.newPage();
      await p.goto(url);
      await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
      await tapTarget(p, "mode-two-players");
      await waitFor(p, "the face-to-face choice", async () => (await targets(p))["face-to-face"]);
      await tapTarget(p, "face-to-face");
      await p.waitForTimeout(300);
      await tapTarget(p, "play");
      await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2);
      await humanTurn(p, 0);
      await tapTarget(p, "pit2");
      await humanTurn(p, 1);
      const seats = await rects(p);
      check(seats["north-undo"] && seats["north-hint"], "North has an Undo and a Hint of its own");
      check(seats["north-undo"] && seats["north-undo"][1] < seats.pit5[1], "North's buttons are on North's side of the board");
      checkRects(seats, 820, 1180, "face to face at 820x1180");
      await tapTarget(p, "north-undo");
      await waitFor(p, "North's undo", async () => Number(await data(p, "moves")) === 0, 10000);
      check(true, "North's own Undo takes the move back");
      await tapTarget(p, "pit2");
      await humanTurn(p, 1);
      await tapTarget(p, "pit0"); // South's pit on North's turn: refused
      await p.waitForTimeout(400);
      await p.screenshot({ path: join(out, "9-face-to-face-820x1180.png") });
      await ctx.close();
    }

    // 8. Frames of the same move with and without a worker solving beside
    // the game (two players, the table already in, so nothing else works).
    {
      const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
      await ctx.addInitScript((settings) => {
        if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      }, SLOW_TWO_PLAYERS);
      const p = await ctx.newPage();
      await p.goto(url);
      await waitFor(p, "the solved table", async () => (await data(p, "solved")) === "1.00", 120000);
      await tapTarget(p, "play");
      await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2);
      await humanTurn(p, 0);
      const runs = { without: [], with: [] };
      for (const run of ["without", "with", "without", "with", "without", "with", "without", "with"]) {
        if (run === "with") {
          // The game's own solver module, solving over and over in a worker
          // for as long as the move lasts.
          await p.evaluate(() => new Promise((resolve) => {
            const wasm = new URL("solver.wasm", location.href).href;
            const source = `(async () => {
              const module = await WebAssembly.instantiate(await (await fetch("${wasm}")).arrayBuffer(), {});
              const solver = module.instance.exports;
              postMessage("solving");
              for (let solves = 1; ; solves++) {
                solver.solver_new();
                while (!solver.solver_step(400000)) {}
                postMessage(solves);
              }
            })();`;
            window.modiarExtraWorker = new Worker(URL.createObjectURL(new Blob([source])));
            window.modiarExtraSolves = 0;
            window.modiarExtraWorker.onmessage = (e) => {
              if (e.data === "solving") resolve();
              else window.modiarExtraSolves = e.data;
            };
          }));
        }
        const frames = await recordFrames(p, async () => {
          await tapTarget(p, "pit2");
          await humanTurn(p, 1);
        });
        let solves = "";
        if (run === "with") {
          solves = ` (the worker solved the whole table ${await p.evaluate(() => window.modiarExtraSolves)} times meanwhile)`;
          await p.evaluate(() => window.modiarExtraWorker.terminate());
        }
        runs[run].push(...frames);
        console.log(`frames of the first move ${run} a solving worker: median ${medianOf(frames).toFixed(1)} ms over ${frames.length} frames${solves}`);
        await tapTarget(p, "undo");
        await waitFor(p, "the undo", async () => Number(await data(p, "moves")) === 0, 10000);
        await humanTurn(p, 0);
      }
      const ratio = medianOf(runs.with) / medianOf(runs.without);
      console.log(`busy frames: median ${medianOf(runs.with).toFixed(1)} ms with the worker solving, ${medianOf(runs.without).toFixed(1)} ms without (ratio ${ratio.toFixed(2)})`);
      // SwiftShader draws on the CPU, on both of this machine's cores, so a
      // worker busy on one of them takes its share; a GPU draws elsewhere.
      goal(ratio <= 1.05, `frames with a worker solving beside them no slower than without (ratio ${ratio.toFixed(2)})`);

      // A hidden page stops the clock: a move being sown halts, and goes on
      // when the page comes back.
      await tapTarget(p, "pit2");
      await waitFor(p, "the sowing", async () => (await data(p, "turn")) === "animating", 5000);
      await setHidden(p, true);
      await waitFor(p, "the pause", async () => (await data(p, "paused")) === "1", 5000);
      await p.waitForTimeout(4000);
      const heldStill = (await data(p, "turn")) === "animating";
      const audio = await p.evaluate(() => (window.modiarAudioContexts || []).map((c) => c.state).join(","));
      check(heldStill, `while the page is hidden the move waits mid-sowing (audio: ${audio || "no context yet"})`);
      await setHidden(p, false);
      await waitFor(p, "the move to go on", async () => (await data(p, "paused")) === "0" && (await data(p, "turn")) === "human", 15000);
      check(true, "when the page comes back the move goes on to its end");
      await ctx.close();
    }

    // 9. A link to a game opens it on the analysis board; the page unlocks
    // the orientation; the full screen where the browser offers it.
    {
      const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 }, hasTouch: true });
      await ctx.addInitScript((settings) => localStorage.setItem("modiar.settings.json", settings), FAST_BEGINNER);
      await ctx.addInitScript(() => {
        window.modiarUnlocks = 0;
        if (screen.orientation) screen.orientation.unlock = () => { window.modiarUnlocks += 1; };
      });
      const p = await ctx.newPage();
      await p.goto(url + "#g=" + LINKED_GAME);
      await waitFor(p, "the linked game", async () => (await data(p, "screen")) === "analysis", 60000);
      await p.waitForTimeout(1500);
      const shown = (await data(p, "analysis")) || "";
      check(shown.endsWith("/20"), `index.html#g=${LINKED_GAME} opens its 20 moves on the analysis board (step/moves: ${shown})`);
      await p.screenshot({ path: join(out, "10-linked-game.png") });
      check((await p.evaluate(() => window.modiarUnlocks)) >= 1, "the page calls screen.orientation.unlock()");
      const offered = await p.evaluate(() => document.fullscreenEnabled);
      await p.goto(url);
      await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2 && (await targets(p)).play, 60000);
      await steadyTarget(p, "play");
      const button = (await targets(p)).fullscreen;
      check(Boolean(button) === offered, `a fullscreen button exactly where the browser offers full screen (offered: ${offered})`);
      if (button) {
        await p.touchscreen.tap(button[0], button[1]);
        await waitFor(p, "the full screen", async () => p.evaluate(() => document.fullscreenElement !== null), 5000)
          .then(() => check(true, "the fullscreen button takes the whole screen"))
          .catch(() => check(false, "the fullscreen button takes the whole screen"));
      }
      await ctx.close();
    }

    // 10. Without WebGL2, and when the download fails, the page says so.
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
