// The web build in a real browser: Debian's Chromium, headless, WebGL2 on
// SwiftShader, serving dist/web on 127.0.0.1 only. Plays a move by touch,
// one by mouse and one by keyboard, checks each against the board the game
// writes on the page; checks the previews of a held finger and of the
// mouse, refused taps, and the sound after a tap and on a hidden page;
// times the solver's worker until the table is in the game; reloads to
// check the saved game, a corrupt settings entry and an Urdu and an Arabic browser (their
// buttons right to left); measures every touch target at a phone's and a
// tablet's size held both ways, and asks the game's own hit test whether a
// tap just inside each target's corners reaches it; plays whole games there
// by touch; compares frames with and without a solving worker; checks a
// linked game, the pause of a hidden page, the full screen and the
// orientation; plays a whole game by link between two browser contexts
// (two devices far apart, passing only the links) and opens links that do
// not fit; checks the app's manifest, plays a second visit with no network
// from the service worker's cache, takes a new version while a game goes
// on, and plays inside a frame of another origin; plays a game, a lesson
// and a puzzle by ear, from the accessibility tree alone (web/ear.mjs);
// checks the messages for a browser without WebGL2 and for a failed
// download; saves screenshots and prints figures.
//
// Each step is a check of its own: a step whose wait times out fails, and
// the steps after it still run. The exit status is non-zero if any failed.
// Speed goals are reported as figures ("met"/"MISS"), never as failures.
//
// Usage: node web/test.mjs [dist/web] [out-dir]; MODIAR_WEB_STEPS=REGEX runs
// only the steps whose names match.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { createServer } from "node:net";
import { playByEar } from "./ear.mjs";

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
let passed = 0;
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (ok) passed += 1;
  else failures.push(what);
}

/// Only the steps whose names match this pattern, when it is set (a
/// developer's rerun of a few: MODIAR_WEB_STEPS="by ear|by link").
const ONLY = process.env.MODIAR_WEB_STEPS ? new RegExp(process.env.MODIAR_WEB_STEPS) : null;
// CI runs every step: a run of a few must never pass as the whole test.
if (ONLY && process.env.CI) {
  console.error("MODIAR_WEB_STEPS is for a developer's rerun; CI runs the whole web test");
  process.exit(2);
}

/// A step of the test: its own checks, and one FAIL of its own if a wait
/// in it times out (or anything else throws); the next steps still run.
async function step(what, body) {
  if (ONLY && !ONLY.test(what)) return;
  try {
    await body();
  } catch (e) {
    check(false, `${what}: ${String((e && e.message) || e).split("\n")[0]}`);
  }
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

/// A static server of `dir` on `port`.
function serveDir(dir, port) {
  return spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dir], {
    stdio: "ignore",
  });
}

/// The build under test, served on a port of its own.
async function serve() {
  const port = await freePort();
  const server = serveDir(root, port);
  await waitForServer(port, "index.html");
  // `?modiar-test` wakes the hooks the test reads (README, "The web
  // test"); a player's page has none of them.
  const page = `http://127.0.0.1:${port}/index.html`;
  return { server, url: `${page}?modiar-test`, playerUrl: page };
}

/// Waits until a server answers on `port`.
async function waitForServer(port, file = "sw.js") {
  for (let i = 0; i < 100; i++) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/${file}`);
      if (answer.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
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

/// Whether `test` comes true within `timeout` ms (a wait that may fail and
/// is then reported by the check that follows).
async function comesTrue(page, what, test, timeout) {
  return waitFor(page, what, test, timeout).then(() => true, () => false);
}

async function targets(page) {
  return JSON.parse((await data(page, "targets")) || "{}");
}

/// Waits until the fonts are in and a target is on screen and has stopped
/// moving, and returns where it is. The game counts the frames since a
/// target last moved (`data-modiar-steady`): the place counts once that is
/// at least 2 (a layout settles over frames, which a loaded machine draws
/// slowly) and two reads apart agree.
async function steadyTarget(page, name) {
  // Read from frames begun after whatever the test did last: a tap the
  // game has not yet handled leaves the old layout steady.
  await framesPass(page, 2);
  let last = null;
  await waitFor(page, `${name} to settle`, async () => {
    const seen = await page.evaluate((name) => {
      const body = document.body;
      const all = JSON.parse(body.getAttribute("data-modiar-targets") || "{}");
      return {
        at: all[name] || null,
        steady: Number(body.getAttribute("data-modiar-steady") || 0),
        fonts: body.getAttribute("data-modiar-fonts"),
      };
    }, name);
    const at = seen.fonts !== "loading" && seen.steady >= 2 ? seen.at : null;
    const steady = at && last && at[0] === last[0] && at[1] === last[1];
    last = at;
    if (!steady) await framesPass(page, 1);
    return steady;
  });
  return last;
}

/// Waits until a person may move and nothing is moving.
async function humanTurn(page, moves) {
  await waitFor(page, `the player's turn after ${moves} moves`, async () =>
    Number(await data(page, "moves")) === moves && (await data(page, "turn")) === "human");
  // The board is steady once the turn is the player's: two frames draw it.
  await framesPass(page, 2);
}

/// The move count and the board, read together once at least `moves` moves
/// are played (before the computer's reply changes the board again).
async function boardAfterMove(page, moves, timeout = 10000) {
  let seen = null;
  await waitFor(page, `move ${moves}`, async () => {
    seen = await page.evaluate(() => ({
      moves: Number(document.body.getAttribute("data-modiar-moves")),
      board: document.body.getAttribute("data-modiar-board"),
    }));
    return seen.moves >= moves;
  }, timeout);
  return seen;
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
/// An init script: the browser's offer to install the game, made as soon
/// as the page is read, as Chrome makes it; its question only counts.
function offerInstall() {
  window.addEventListener("DOMContentLoaded", () => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = () => {
      window.modiarInstallAsked = (window.modiarInstallAsked || 0) + 1;
      return Promise.resolve({ outcome: "accepted" });
    };
    offer.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(offer);
  });
}
/// A game's code (a reference record of random play), for index.html#g=.
const LINKED_GAME = "EBQUmkZiUGFI";
/// The board after pit 2, and after pit 1, from the opening.
const AFTER_PIT_2 = "8,8,2,8,8,8";
const AFTER_PIT_1 = "8,2,8,8,8,8";

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

/// The rectangles once the layout has settled: the fonts are in, the game
/// has drawn frames without a target moving (`steady` ≥ 2), and two reads
/// apart agree.
async function settledRects(page) {
  await framesPass(page, 2);
  let last = null;
  await waitFor(page, "the layout to settle", async () => {
    const seen = await page.evaluate(() => ({
      rects: document.body.getAttribute("data-modiar-rects") || "{}",
      steady: Number(document.body.getAttribute("data-modiar-steady") || 0),
      fonts: document.body.getAttribute("data-modiar-fonts"),
    }));
    const ready = seen.fonts !== "loading" && seen.steady >= 2 && seen.rects !== "{}";
    const same = ready && last === seen.rects;
    last = ready ? seen.rects : null;
    if (!same) await framesPass(page, 1);
    return same;
  }, 60000);
  return JSON.parse(last);
}

/// Asks the game what a tap at each point (CSS px) would press, answered by
/// the taps' own hit test (`data-modiar-probe`); nothing is tapped.
let probes = 0;
async function probe(page, points) {
  probes += 1;
  const question = `${probes}|` + points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(";");
  await page.evaluate((q) => document.body.setAttribute("data-modiar-probe", q), question);
  await waitFor(page, "the game's answer to a probe", async () => (await data(page, "probe-at")) === question, 30000);
  return ((await data(page, "probe-hit")) || "").split(";");
}

/// Waits until the game has run `count` frames begun after this call: each
/// a probe that asks nothing, which wakes a resting game and is answered
/// from the frame that read it. What a test did before (a tap, a key) is
/// handled by then; a check that nothing happened counts frames this way.
async function framesPass(page, count) {
  for (let i = 0; i < count; i++) await probe(page, []);
}

/// The points a tap must reach for a published rectangle: 2 px inside each
/// of its corners. A pit takes taps on its disc, and its rectangle is the
/// disc's square: its points are the disc's top, bottom, left and right
/// (the square's sides' middles), 2 px inside, and its centre.
function cornersOf(name, [x, y, w, h]) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  if (name.startsWith("pit")) {
    return [["top", cx, y + 2], ["bottom", cx, y + h - 2], ["left", x + 2, cy], ["right", x + w - 2, cy], ["centre", cx, cy]];
  }
  return [
    ["top-left", x + 2, y + 2], ["top-right", x + w - 2, y + 2],
    ["bottom-left", x + 2, y + h - 2], ["bottom-right", x + w - 2, y + h - 2],
  ];
}

/// A tap just inside each corner of each published rectangle reaches that
/// target, by the game's own hit test. The probe wakes a resting game for a
/// frame: the rectangles it publishes then must be the ones the page read
/// before (a game resting on an old layout fails here).
async function checkCorners(page, where, { pits = true } = {}) {
  const cornersOfAll = (all) => {
    const asked = [];
    for (const [name, rect] of Object.entries(all)) {
      if (!pits && name.startsWith("pit")) continue;
      for (const [corner, x, y] of cornersOf(name, rect)) asked.push({ name, corner, x, y });
    }
    return asked;
  };
  const all = await settledRects(page);
  let asked = cornersOfAll(all);
  let answers = await probe(page, asked.map((a) => [a.x, a.y]));
  const now = await rects(page);
  const moved = Object.keys({ ...all, ...now })
    .filter((n) => JSON.stringify(all[n]) !== JSON.stringify(now[n]))
    .map((n) => `${n}:${all[n] || "-"}->${now[n] || "-"}`);
  // A game at rest shows its settled layout: waking it moves nothing.
  check(moved.length === 0, `${where}: the targets stay where the page read them when the game wakes ${moved.join(" ")}`);
  if (moved.length > 0) {
    // The taps are still judged, on the layout as it settles now.
    asked = cornersOfAll(await settledRects(page));
    answers = await probe(page, asked.map((a) => [a.x, a.y]));
  }
  const missed = asked
    .map((a, i) => ({ ...a, hit: answers[i] }))
    .filter((a) => a.hit !== a.name)
    .map((a) => `${a.name}@${a.corner}(${a.x.toFixed(0)},${a.y.toFixed(0)})->${a.hit}`);
  const count = new Set(asked.map((a) => a.name)).size;
  check(asked.length > 0 && missed.length === 0,
    `${where}: a tap 2 px inside each corner of each of the ${count} targets reaches it (${asked.length} points) ${missed.join(" ")}`);
}

/// The lessons offered on a first visit: skipped with a tap, if offered.
async function skipOffer(page) {
  if ((await titleTargets(page))["offer-skip"]) {
    await tapTarget(page, "offer-skip");
    await waitFor(page, "the offer to close", async () => {
      const t = await targets(page);
      return t.play && !t["offer-skip"];
    }, 20000);
  }
}

/// The title's targets once its layout has settled: the offer, spawned
/// with the title, is among them if it is shown at all.
async function titleTargets(page) {
  await waitFor(page, "the title or the offer", async () => {
    const t = await targets(page);
    return t.play || t["offer-skip"];
  }, 60000);
  await settledRects(page);
  return targets(page);
}

/// Scrolls the screen's page with the mouse's wheel (`way` 1 down, -1 up)
/// until the target `name` is whole in view, and returns where it is; null
/// if it never comes.
async function revealTarget(page, name, width, height, way = 1) {
  for (let turns = 0; turns < 12; turns++) {
    await framesPass(page, 2);
    if ((await targets(page))[name]) return steadyTarget(page, name);
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, way * 240);
  }
  return null;
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
    const legal = ((await data(page, "legal")) || "").split(",").filter(Boolean).map(Number);
    if (legal.length === 0) continue;
    const moves = Number(await data(page, "moves"));
    await tapTarget(page, "pit" + legal[0]);
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

/// The states of the audio contexts the game made (index.html keeps them).
async function audioStates(page) {
  return page.evaluate(() => (window.modiarAudioContexts || []).map((c) => c.state));
}

/// Waits up to `timeout` ms for every audio context to be in `state`;
/// returns the states seen last.
async function audioBecomes(page, state, timeout) {
  let states = [];
  await comesTrue(page, `the audio to be ${state}`, async () => {
    states = await audioStates(page);
    return states.length > 0 && states.every((s) => s === state);
  }, timeout);
  return states;
}
const allAre = (states, state) => states.length > 0 && states.every((s) => s === state);

/// The title's rows of buttons, in the order they are made (left to right
/// in a language written left to right).
const TITLE_ROWS = [
  ["play", "rules", "settings"],
  ["learn", "puzzles", "open-code", "fullscreen"],
  ["mode-computer", "mode-two-players"],
  ["level-beginner", "level-casual", "level-club", "level-expert", "level-master", "level-perfect"],
  ["starts-you", "starts-computer", "starts-alternate"],
];

/// Neighbours in a title row that sit on one line, each with how far the
/// later one's centre lies right of the earlier one's (CSS px).
function rowSteps(all) {
  const steps = [];
  for (const row of TITLE_ROWS) {
    const present = row.filter((n) => all[n]);
    for (let i = 0; i + 1 < present.length; i++) {
      const [ax, ay, aw, ah] = all[present[i]];
      const [bx, by, bw, bh] = all[present[i + 1]];
      if (Math.abs(ay + ah / 2 - (by + bh / 2)) > 3) continue; // wrapped onto another line
      steps.push({ pair: `${present[i]}>${present[i + 1]}`, dx: bx + bw / 2 - (ax + aw / 2) });
    }
  }
  return steps;
}

/// 12. A whole game by link between two players far apart: two browser
/// contexts (two devices, each with its own localStorage) that share
/// nothing but the links. A opens the game (A friend by link, You start,
/// Play), and then each device in turn plays a move by touch, taps Send and
/// reads the link from the notice; the other device opens that link in a
/// new page (a link tapped in a message loads the page afresh: the game
/// reads `#g=` once, at load) and the moves it missed are played out on its
/// board. At the end both devices must hold the same game, seen from
/// either side: the same final position (the board turned half round, the
/// stores swapped) and the same result (A's stones are B's friend's). Last,
/// the last link opened again on B changes nothing, and says so.
///
/// Reads only what the page publishes: `data-modiar-screen`, `-turn`
/// (`human` on this device's turn, `idle` on the friend's), `-moves`,
/// `-board`, `-captured`, `-legal`, `-to-move`, `-refusal`, `-notices` (the
/// notices' ids), `-targets` (where to tap), `-said` (the news, where a
/// sent link's notice is told with the link in it), the mirror's texts on
/// screen (`#mirror-screen p`: the turn line, the notice banner, the
/// result's headline) and `modiar.links.json` in localStorage. The
/// phone's share sheet is stood in for by a `navigator.share` that notes
/// the link it is given. Every wait is on the page's state and bounded;
/// the whole game is bounded by `MAX_MOVES` and a deadline.
async function playGameByLink(browser, url) {
  const MAX_MOVES = 300;
  const deadline = Date.now() + 25 * 60 * 1000;
  const started = Date.now();
  // What the page says, in English (the browser's language here).
  const ASK_SEND = /Your friend.s move: tap Send to send them the link\./;
  const WAIT_FOR_LINK = /Waiting for your friend.s move: open the link they send back\./;
  const YOUR_TURN = "Your turn: choose a pit";
  const HEADLINE = /(You win|Your friend wins|A draw), (\d+)–(\d+)/;
  const NOTICE_WORDS = {
    "notice-link-copied": "The link to your game has been copied: paste it into a message to your friend. ",
    "notice-link-shown": "Send this link to your friend in a message: ",
  };
  const REFUSED = /notice-link-(older|diverges|wrong-seat|unreadable)/;
  // A link in a sentence: the page's address, then #g= and a base64url code.
  const linkIn = (text) => (text.match(/https?:\/\/\S*?#g=[A-Za-z0-9_-]+/) || [null])[0];
  // The board as the other device shows it: its own row first.
  const turned = (csv) => { const b = csv.split(","); return [...b.slice(3), ...b.slice(0, 3)].join(","); };
  const swapped = (csv) => csv.split(",").reverse().join(",");

  const stateOf = (p) => p.evaluate(() => {
    const get = (n) => document.body.getAttribute("data-modiar-" + n);
    return {
      screen: get("screen"), turn: get("turn"), moves: Number(get("moves")), board: get("board") || "",
      captured: get("captured") || "", legal: get("legal") || "", toMove: get("to-move"),
      notices: get("notices") || "", refusal: get("refusal") || "",
    };
  });
  /// The texts on screen, as the mirror lists them (the notice banner is
  /// a button: a tap dismisses it).
  const shown = (p) => p.locator("#mirror-screen p, #mirror-screen button").allTextContents();
  /// The news so far, `[serial, text]`, oldest first (the last 24).
  const news = (p) => p.evaluate(() => JSON.parse(document.body.getAttribute("data-modiar-said") || "[]"));
  const kept = (p) => p.evaluate(() => localStorage.getItem("modiar.links.json"));

  const pageErrors = [];
  const refusedTaps = [];
  const linkFaults = [];
  const lineFaults = [];
  const boardFaults = [];
  let pages = 0;
  let linesChecked = 0;

  /// A device: a context of its own, with the fast settings and a share
  /// sheet that notes what it is given.
  const device = async (name) => {
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
    await ctx.addInitScript((settings) => {
      if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      window.modiarShared = [];
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (shared) => { window.modiarShared.push(shared && shared.url); return Promise.resolve(); },
      });
    }, FAST_BEGINNER);
    return { name, ctx, page: null };
  };
  /// Opens an address in a new page of the device, as a tapped link does.
  const open = async (dev, address) => {
    if (dev.page) await dev.page.close();
    dev.page = await dev.ctx.newPage();
    dev.page.on("pageerror", (e) => pageErrors.push(`${dev.name}: ${e.message}`));
    pages += 1;
    await dev.page.goto(address);
    return dev.page;
  };

  /// Plays this device's turn by touch: the first pit of 0–2 the page
  /// lists as legal, else the next with 2+ stones, until one is played.
  /// Returns the state once the board is still again (the friend's turn,
  /// or the result on screen).
  const playTurn = async (dev) => {
    const p = dev.page;
    let s = await stateOf(p);
    while (s.screen === "playing" && s.turn === "human") {
      if (s.moves >= MAX_MOVES) throw new Error(`no end after ${s.moves} moves`);
      const before = s.moves;
      const board = s.board.split(",").map(Number);
      const legal = s.legal.split(",").filter(Boolean).map(Number).filter((pit) => pit <= 2);
      const tries = [...legal, ...[0, 1, 2].filter((pit) => !legal.includes(pit) && board[pit] >= 2)];
      let played = false;
      for (const pit of tries) {
        await tapTarget(p, `pit${pit}`);
        await comesTrue(p, `pit ${pit} played or refused`, async () => {
          const now = await stateOf(p);
          return now.moves > before || now.refusal.startsWith(`${pit}:`);
        }, 8000);
        const now = await stateOf(p);
        if (now.moves > before) {
          played = true;
          break;
        }
        refusedTaps.push(`${dev.name} pit ${pit} at move ${before} (${now.refusal || "no answer"})`);
      }
      if (!played) throw new Error(`${dev.name}: no pit of 0–2 was taken at move ${before} (board ${s.board}, legal ${s.legal})`);
      await waitFor(p, `${dev.name}'s move ${before + 1} to end`, async () => {
        s = await stateOf(p);
        return s.moves > before && (s.screen === "over" || (s.screen === "playing" && ["idle", "human"].includes(s.turn)));
      }, 60000);
    }
    if (s.screen !== "over" && s.turn !== "idle") {
      throw new Error(`${dev.name} after its move: screen ${s.screen}, turn ${s.turn}, moves ${s.moves}`);
    }
    return s;
  };

  /// Taps Send and reads the link from the notice's news; checks the turn
  /// line before and after (mid-game), the notice's words, the banner on
  /// screen, the link's form and the share sheet's link.
  const send = async (dev, s) => {
    const p = dev.page;
    const at = `${dev.name} at move ${s.moves}`;
    const midGame = s.screen === "playing";
    if (midGame) {
      linesChecked += 1;
      if (!(await comesTrue(p, "the turn line asking for Send", async () => (await shown(p)).some((t) => ASK_SEND.test(t)), 10000))) {
        lineFaults.push(`${at}: no "tap Send" line (${(await shown(p)).join(" | ")})`);
      }
    }
    const heard = (await news(p)).reduce((m, [serial]) => Math.max(m, serial), -1);
    await tapTarget(p, "send");
    let link = null;
    let words = "";
    await waitFor(p, `${dev.name}'s link in the notice`, async () => {
      for (const [serial, text] of await news(p)) {
        if (serial > heard && linkIn(text)) [link, words] = [linkIn(text), text];
      }
      return link;
    }, 10000);
    const notices = (await stateOf(p)).notices;
    const kind = Object.keys(NOTICE_WORDS).find((k) => notices.includes(k));
    if (!kind || words !== NOTICE_WORDS[kind] + link) linkFaults.push(`${at}: notices ${notices}, words "${words}"`);
    const page = p.url().split("#")[0];
    if (!link.startsWith(page + "#g=")) linkFaults.push(`${at}: ${link} is not ${page}#g=CODE`);
    const sheet = await p.evaluate(() => window.modiarShared.slice(-1)[0]);
    if (sheet !== link) linkFaults.push(`${at}: the share sheet was given ${sheet}`);
    if (midGame) {
      // The banner shows the same sentence; the result card covers it at the end.
      if (!(await comesTrue(p, "the notice on screen", async () => (await shown(p)).some((t) => t.includes(link)), 10000))) {
        linkFaults.push(`${at}: the banner does not show the link`);
      }
      linesChecked += 1;
      if (!(await comesTrue(p, "the turn line saying to wait", async () => (await shown(p)).some((t) => WAIT_FOR_LINK.test(t)), 10000))) {
        lineFaults.push(`${at}: no "Waiting for your friend" line after Send (${(await shown(p)).join(" | ")})`);
      }
    }
    return { link, words };
  };

  /// Opens the link on the other device and waits for the moves it missed
  /// to be played out; checks the board against the sender's.
  const receive = async (dev, link, s) => {
    const p = await open(dev, link);
    let r = null;
    await waitFor(p, `${dev.name} to play out the link's ${s.moves} moves`, async () => {
      r = await stateOf(p);
      return REFUSED.test(r.notices)
        || (r.moves === s.moves && (r.screen === "over" || (r.screen === "playing" && r.turn === "human")));
    }, 120000);
    if (REFUSED.test(r.notices)) {
      const told = (await news(p)).map(([, t]) => t).slice(-1)[0];
      throw new Error(`${dev.name} refused the link of move ${s.moves}: ${r.notices} ("${told}")`);
    }
    if (r.board !== turned(s.board) || r.captured !== swapped(s.captured)) {
      boardFaults.push(`move ${s.moves}: sent board ${s.board} stores ${s.captured}, arrived ${r.board} stores ${r.captured}`);
    }
    if (r.screen === "playing") {
      linesChecked += 1;
      if (!(await comesTrue(p, "the turn line", async () => (await shown(p)).some((t) => t.includes(YOUR_TURN)), 10000))) {
        lineFaults.push(`${dev.name} at move ${r.moves}: no "${YOUR_TURN}" (${(await shown(p)).join(" | ")})`);
      }
    }
    return r;
  };

  /// The result as this device reads it, from the card's headline: its
  /// player's stones and the friend's. (The page publishes no score of
  /// the result itself: `data-modiar-result`, "reason:south,north", is
  /// read instead when it does.)
  const finalScore = async (p) => {
    const published = await data(p, "result");
    const m = published && published.match(/:(\d+),(\d+)$/);
    if (m) return { mine: Number(m[1]), theirs: Number(m[2]), said: published };
    let said = "";
    await waitFor(p, "the result's headline", async () =>
      (said = (await shown(p)).find((t) => HEADLINE.test(t)) || ""), 10000);
    const [, who, w, l] = said.match(HEADLINE);
    const [high, low] = [Number(w), Number(l)];
    return who === "Your friend wins" ? { mine: low, theirs: high, said } : { mine: high, theirs: low, said };
  };

  /// Opens `link` on `dev` and waits for the notice refusing it: the
  /// game kept there, and every game by link, stay as they were.
  const refused = async (dev, link, notice, what) => {
    const keptBefore = await kept(dev.page);
    const p = await open(dev, link);
    let r = null;
    const told = await comesTrue(p, `the notice on ${what}`, async () => (r = await stateOf(p)).notices.includes(notice), 60000);
    // The refusal is told first; nothing may change after it.
    await framesPass(p, 2);
    const unchanged = (await kept(p)) === keptBefore;
    await p.screenshot({ path: join(out, `12-by-link-${notice}.png`) });
    check(told && unchanged,
      `by link: ${what} is refused with ${notice} (notices ${r.notices}; screen ${r.screen}), games by link unchanged: ${unchanged}`);
  };

  /// Links that do not fit, on a third device and the two that played:
  /// one for the other seat, one whose moves differ from the game kept,
  /// one changed on the way; then a store of games by link that cannot
  /// be read.
  let C = null;
  const linksThatDoNotFit = async (sent, latest) => {
    C = await device("C");
    // C takes the first link, as B did: the guest's seat, at move 1.
    const p = await open(C, sent[0]);
    await waitFor(p, "C at the first link", async () => {
      const s = await stateOf(p);
      return s.screen === "playing" && s.turn === "human" && s.moves === 1;
    }, 120000);
    // B's reply answers A, not the guest: C's seat is the guest's.
    await refused(C, sent[1], "notice-link-wrong-seat", "a link for the other seat");
    // C plays another pit than B did, and sends it: A's game has B's move.
    let s = await stateOf(C.page);
    const legal = s.legal.split(",").filter(Boolean).map(Number).filter((pit) => pit <= 2);
    const bPlayed = legal[0]; // B's turn took the first legal pit of 0–2
    const other = legal.find((pit) => pit !== bPlayed);
    if (other === undefined) throw new Error(`C has no pit but ${bPlayed} to play (legal ${s.legal})`);
    await tapTarget(C.page, `pit${other}`);
    await waitFor(C.page, "C's move to end", async () => {
      s = await stateOf(C.page);
      return s.moves === 2 && s.screen === "playing" && s.turn === "idle";
    }, 60000);
    const diverging = await send(C, s);
    await refused(A, diverging.link, "notice-link-diverges", "a link whose moves differ from the game kept");
    // The latest link with one letter of its code changed.
    const at = latest.indexOf("#g=") + 3 + 4;
    const damaged = latest.slice(0, at) + (latest[at] === "A" ? "B" : "A") + latest.slice(at + 1);
    await refused(A, damaged, "notice-link-unreadable", "a link changed on the way");
    // A store of games by link that cannot be read: set aside, kept as it
    // was under a .bad- name, and the player told.
    const corrupt = '{"version": 1, "games": [';
    await B.page.evaluate((text) => localStorage.setItem("modiar.links.json", text), corrupt);
    const q = await open(B, url);
    let notices = "";
    const told = await comesTrue(q, "the notice on a corrupt store", async () =>
      (notices = (await data(q, "notices")) || "").includes("notice-links-reset"), 60000);
    const aside = await q.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("modiar.links.json.bad-")).map((k) => localStorage.getItem(k)));
    await q.screenshot({ path: join(out, "12-by-link-corrupt-store.png") });
    check(told && aside.length === 1 && aside[0] === corrupt,
      `by link: a store of games by link that cannot be read is set aside unchanged (${aside.length} kept) and the player told (notices ${notices})`);
  };

  const A = await device("A");
  const B = await device("B");
  try {
    // A opens the game: A friend by link, You start, Play.
    let p = await open(A, url);
    await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2 && (await targets(p)).play, 60000);
    await tapTarget(p, "mode-by-link");
    const chosen = await comesTrue(p, "A friend by link chosen", async () =>
      (await p.locator('#mirror-screen button[aria-pressed="true"]', { hasText: "A friend by link" }).count()) === 1, 20000);
    const friendStarts = await comesTrue(p, "Your friend under Who starts", async () =>
      (await p.locator("#mirror-screen button", { hasText: "Your friend" }).count()) >= 1, 10000);
    check(chosen && friendStarts, `a tap on A friend by link chooses it (${chosen}), and Who starts offers "Your friend" (${friendStarts})`);
    await tapTarget(p, "starts-you");
    await tapTarget(p, "play");
    await waitFor(p, "the board of a game by link", async () => {
      const t = await targets(p);
      return (await data(p, "screen")) === "playing" && t.pit2 && t.send;
    }, 30000);
    await humanTurn(p, 0);

    // Each device in turn: play, send; the other opens the link.
    let [mover, other] = [A, B];
    let links = 0;
    let last = null;
    const sentLinks = [];
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the game by link took over 25 minutes (${links} links so far)`);
      const s = await playTurn(mover);
      last = await send(mover, s);
      sentLinks.push(last.link);
      links += 1;
      if (links === 1) await mover.page.screenshot({ path: join(out, "12-by-link-sent.png") });
      const r = await receive(other, last.link, s);
      if (s.screen === "over" || r.screen === "over") break;
      [mover, other] = [other, mover];
    }

    // Both at the end, with the same game seen from either side.
    const [a, b] = [await stateOf(A.page), await stateOf(B.page)];
    const [scoreA, scoreB] = [await finalScore(A.page), await finalScore(B.page)];
    await A.page.screenshot({ path: join(out, "12-by-link-over-A.png") });
    await B.page.screenshot({ path: join(out, "12-by-link-over-B.png") });
    const seconds = (Date.now() - started) / 1000;
    console.log(`a game by link: ${links} links in ${seconds.toFixed(0)} s (${(seconds / links).toFixed(1)} s a link, ${pages} pages loaded)${refusedTaps.length ? "; taps refused: " + refusedTaps.join(", ") : ""}`);
    const same = a.moves === b.moves && a.board === turned(b.board) && a.captured === swapped(b.captured);
    check(a.screen === "over" && b.screen === "over" && same && scoreA.mine === scoreB.theirs && scoreA.theirs === scoreB.mine,
      `a game by link between two browser contexts: ${a.moves} moves over ${links} links, both end at ${scoreA.mine}–${scoreA.theirs} (A "${scoreA.said}", screen ${a.screen}, board ${a.board}; B "${scoreB.said}", screen ${b.screen}, board ${b.board})`);
    check(linkFaults.length === 0,
      `by link: each of the ${links} links was told in its notice with the page's address and #g=CODE, shown on the banner mid-game and given to the share sheet ${linkFaults.slice(0, 3).join("; ")}`);
    check(boardFaults.length === 0,
      `by link: on each of the ${links} arrivals the board and the stores were the sender's, seen from the other side ${boardFaults.slice(0, 3).join("; ")}`);
    check(linesChecked > 0 && lineFaults.length === 0,
      `by link: the turn line asked for Send, then said to wait, and said "${YOUR_TURN}" on arrival (${linesChecked} lines) ${lineFaults.slice(0, 3).join("; ")}`);

    // The last link opened again on B: the game kept there is at that move
    // already, so nothing changes, and the notice says so.
    await waitFor(B.page, "B's games by link saved", async () =>
      (JSON.parse((await kept(B.page)) || "{}").games || []).some((g) => g.moves.length === b.moves), 10000);
    const keptBefore = await kept(B.page);
    const again = await open(B, last.link);
    let r = null;
    await waitFor(again, "the notice on the link opened again", async () => (r = await stateOf(again)).notices.includes("notice-link-"), 60000);
    const told = (await news(again)).map(([, t]) => t).find((t) => t.startsWith("This link is at move")) || "";
    const counts = (told.match(/\d+/g) || []).map(Number);
    const unchanged = await comesTrue(again, "the games by link as they were", async () => (await kept(again)) === keptBefore, 5000);
    await again.screenshot({ path: join(out, "12-by-link-opened-again.png") });
    check(r.notices.includes("notice-link-older") && counts[0] === b.moves && counts[1] === b.moves && unchanged,
      `by link: the last link opened again on B changes nothing (notices ${r.notices}: "${told}"; games by link unchanged: ${unchanged}; screen ${r.screen})`);
    await linksThatDoNotFit(sentLinks, last.link);
    const errors = pageErrors.filter((e) => !e.includes("Using exceptions for control flow"));
    check(errors.length === 0, `by link: no page errors in the ${pages} pages opened ${errors.slice(0, 3).join(" | ")}`);
  } finally {
    await A.ctx.close();
    await B.ctx.close();
    if (C) await C.ctx.close();
  }
}

/// The width and height a PNG states in its header.
function pngSize(path) {
  const bytes = readFileSync(path);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/// The game as an installed app: its manifest; a second visit with no
/// network, served by the service worker; a new version fetched while a
/// game goes on, taken at the next start; and the page inside a frame of
/// another origin. Every wait is on the page's state.
async function installedApp(browser, url) {
  await step("the app's manifest", async () => {
    const page = readFileSync(join(root, "index.html"), "utf8");
    const manifest = JSON.parse(readFileSync(join(root, "manifest.webmanifest"), "utf8"));
    const faults = [];
    if (!/<link rel="manifest" href="manifest.webmanifest">/.test(page)) faults.push("index.html links no manifest");
    for (const field of ["name", "short_name", "start_url", "background_color", "theme_color"]) {
      if (!manifest[field]) faults.push(`no ${field}`);
    }
    if (!["standalone", "fullscreen"].includes(manifest.display)) faults.push(`display ${manifest.display}`);
    if (manifest.orientation !== "any") faults.push(`orientation ${manifest.orientation}`);
    if (manifest.background_color !== "#1c1714") faults.push(`background ${manifest.background_color}`);
    const icons = manifest.icons || [];
    for (const icon of icons) {
      const path = join(root, icon.src);
      let size = null;
      try { size = pngSize(path); } catch { faults.push(`${icon.src} is missing`); continue; }
      if (icon.sizes !== `${size[0]}x${size[1]}`) faults.push(`${icon.src} states ${icon.sizes} but is ${size.join("x")}`);
    }
    const any = (n) => icons.some((i) => i.sizes === `${n}x${n}` && (i.purpose || "any").split(" ").includes("any"));
    if (!any(192) || !any(512)) faults.push("no 192 or 512 px icon");
    if (!icons.some((i) => (i.purpose || "").split(" ").includes("maskable"))) faults.push("no maskable icon");
    check(faults.length === 0, `the manifest names the game, its colours, any orientation and its icons, each as large as it says (${icons.length} icons) ${faults.join("; ")}`);
  });

  await step("a second visit with no network", async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const errors = [];
    try {
      await ctx.addInitScript((settings) => {
        if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      }, FAST_BEGINNER);
      const p = await ctx.newPage();
      p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      await p.goto(url);
      await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
      // The service worker keeps the build once the game runs.
      let version = null;
      const kept = await comesTrue(p, "the service worker ready", async () => (version = await data(p, "offline")) !== null, 60000);
      check(kept, `the service worker keeps the game once it runs (version ${version})`);
      // The network gone, the page opened again: served from the cache.
      await ctx.setOffline(true);
      const again = await ctx.newPage();
      again.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      await p.close();
      const navigated = Date.now();
      await again.goto(url);
      await waitFor(again, "the title offline", async () => Number(await data(again, "frames")) >= 2 && (await targets(again)).play, 60000);
      await tapTarget(again, "play");
      await waitFor(again, "the board offline", async () => (await data(again, "screen")) === "playing" && (await targets(again)).pit2, 60000);
      const board = Date.now() - navigated;
      await humanTurn(again, 0);
      await tapTarget(again, "pit2");
      const after = await boardAfterMove(again, 1);
      await again.screenshot({ path: join(out, "13-offline.png") });
      console.log(`a second visit, offline: the board ${board} ms after navigation (with a tap on Play)`);
      goal(board <= 2000, "the board within 2 s on a second visit, from the cache");
      check(after.moves === 1 && after.board === AFTER_PIT_2, `with no network the page opens again from the cache and a move is played (board ${after.board})`);
      const offlineErrors = errors.filter((e) => !e.includes("Using exceptions for control flow") && !/ERR_INTERNET_DISCONNECTED/.test(e));
      check(offlineErrors.length === 0, `no console errors online or offline ${offlineErrors.slice(0, 3).join(" | ")}`);
    } finally {
      await ctx.close();
    }
  });

  await step("a new version while a game goes on", async () => {
    // A build of its own on a server of its own, then a changed build on
    // the same address: a new version of the page and of its worker.
    const first = join(out, "app-v1");
    const second = join(out, "app-v2");
    rmSync(first, { recursive: true, force: true });
    rmSync(second, { recursive: true, force: true });
    cpSync(root, first, { recursive: true });
    cpSync(root, second, { recursive: true });
    const oldVersion = readFileSync(join(root, "sw.js"), "utf8").match(/const VERSION = "([0-9a-f]+)"/)[1];
    const newVersion = "0000update0000v2";
    // Dated a minute on, as a later upload is: the browser asks for the
    // worker's script only if modified since, and the server counts whole
    // seconds.
    const later = new Date(Date.now() + 60000);
    for (const name of ["sw.js", "index.html"]) {
      const path = join(second, name);
      writeFileSync(path, readFileSync(path, "utf8").replaceAll(oldVersion, newVersion));
      utimesSync(path, later, later);
    }
    const port = await freePort();
    let server = serveDir(first, port);
    const address = `http://127.0.0.1:${port}/index.html?modiar-test`;
    const ctx = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
    try {
      await ctx.addInitScript((settings) => {
        if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      }, FAST_BEGINNER);
      const p = await ctx.newPage();
      await waitForServer(port);
      await p.goto(address);
      await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
      await waitFor(p, "the service worker ready", async () => (await data(p, "offline")) === oldVersion, 60000);
      await tapTarget(p, "play");
      await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2, 60000);
      await humanTurn(p, 0);
      await tapTarget(p, "pit2");
      await boardAfterMove(p, 1);
      // The new build on the same address; the browser looks for it.
      const gone = new Promise((done) => server.once("exit", done));
      server.kill();
      await gone;
      server = serveDir(second, port);
      await waitForServer(port);
      await p.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r && r.update()));
      const told = await comesTrue(p, "the update told", async () =>
        ((await data(p, "notices")) || "").includes("notice-update-ready"), 60000);
      const waiting = await data(p, "update");
      // The game goes on in the version it started with.
      await humanTurn(p, 2);
      const state = { screen: await data(p, "screen"), moves: Number(await data(p, "moves")), offline: await data(p, "offline") };
      await p.screenshot({ path: join(out, "13-update-ready.png") });
      check(told && waiting === newVersion && state.screen === "playing" && state.moves >= 2 && state.offline === oldVersion,
        `a new version installs while a game goes on: the player is told (${told}; waiting ${waiting}), the game goes on at move ${state.moves} in version ${state.offline}`);
      // The next start, every page of the game closed first, runs it.
      await p.close();
      const next = await ctx.newPage();
      await next.goto(address);
      await waitFor(next, "the title", async () => Number(await data(next, "frames")) >= 2, 60000);
      let running = null;
      const taken = await comesTrue(next, "the new version", async () => (running = await data(next, "offline")) === newVersion, 60000);
      const notices = (await data(next, "notices")) || "";
      check(taken && !notices.includes("notice-update-ready"),
        `the next start runs the new version (${running}), and says nothing of it again (notices ${notices || "none"})`);
    } finally {
      await ctx.close();
      server.kill();
    }
  });

  await step("inside a frame of another origin", async () => {
    // The page of another site, as itch.io shows the game: the game at
    // localhost, the site at 127.0.0.1 on a port of its own. Both are
    // served, not routed: the browser refuses a frame of a loopback
    // address inside a page it did not fetch from one.
    const framed = url.replace("127.0.0.1", "localhost");
    const site = join(out, "frame-site");
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, "frame.html"), `<!doctype html><title>A site</title><link rel="icon" href="data:,">` +
      `<body style="margin:0"><iframe id="game" src="${framed}" style="border:0;width:960px;height:700px" allow="fullscreen"></iframe></body>`);
    const port = await freePort();
    const server = serveDir(site, port);
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const errors = [];
    try {
      await waitForServer(port, "frame.html");
      // Where the frame's storage is blocked, reading it throws.
      await ctx.addInitScript((settings) => {
        try {
          if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
        } catch {}
      }, FAST_BEGINNER);
      const p = await ctx.newPage();
      p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      p.on("pageerror", (e) => { if (!String(e.message).includes("Using exceptions for control flow")) errors.push(e.message); });
      await p.goto(`http://127.0.0.1:${port}/frame.html`);
      const frame = p.frames().find((f) => f.url().startsWith(framed.split("?")[0]));
      if (!frame) throw new Error("no frame of the game");
      await waitFor(frame, "the title in the frame", async () => {
        const on = await targets(frame);
        return Number(await data(frame, "frames")) >= 2 && (on.play || on["offer-skip"]);
      }, 60000);
      const box = await p.locator("#game").boundingBox();
      const tapIn = async (name) => {
        const at = await steadyTarget(frame, name);
        await p.mouse.click(box.x + at[0], box.y + at[1]);
      };
      // A private window's frame of another site may keep nothing (the
      // browser blocks its storage): the game says so, and offers the
      // lessons as to a newcomer. Both are answered as a player would.
      await framesPass(frame, 2);
      const kept = await data(frame, "notices");
      if ((await targets(frame))["offer-skip"]) {
        await tapIn("offer-skip");
        await waitFor(frame, "the offer to close", async () => (await targets(frame)).play && !(await targets(frame))["offer-skip"], 10000);
      }
      console.log(`inside a frame of another origin: notices ${kept || "none"}`);
      await tapIn("play");
      await waitFor(frame, "the board in the frame", async () => (await data(frame, "screen")) === "playing" && (await targets(frame)).pit2, 60000);
      await humanTurn(frame, 0);
      await tapIn("pit2");
      const after = await boardAfterMove(frame, 1);
      await p.screenshot({ path: join(out, "13-framed.png") });
      const real = errors.filter((e) => !e.includes("Using exceptions for control flow"));
      check(after.moves === 1 && real.length === 0,
        `inside a frame of another origin the game plays (board ${after.board}) with no console errors ${real.slice(0, 3).join(" | ")}`);
    } finally {
      await ctx.close();
      server.kill();
    }
  });
}

/// The game's memory across time, as a player's browser tries it: a link
/// opened in a new tab while the older tab stays open, then the older tab
/// used; a new game and a reload before its first move; a browser whose
/// storage throws, and one whose storage is full. Every wait is on the
/// state the game publishes, never on the clock.
async function memoryAcrossTime(browser, url) {
  const pageErrors = [];
  const stateOf = (p) => p.evaluate(() => {
    const get = (n) => document.body.getAttribute("data-modiar-" + n);
    return {
      screen: get("screen"), turn: get("turn"), moves: Number(get("moves")), legal: get("legal") || "",
      notices: get("notices") || "", frames: Number(get("frames") || 0),
    };
  });
  const news = (p) => p.evaluate(() => JSON.parse(document.body.getAttribute("data-modiar-said") || "[]"));
  const linkIn = (text) => (text.match(/https?:\/\/\S*?#g=[A-Za-z0-9_-]+/) || [null])[0];
  const linksKept = (p) => p.evaluate(() => JSON.parse(localStorage.getItem("modiar.links.json") || '{"games":[]}').games);
  const watched = async (ctx, name) => {
    const p = await ctx.newPage();
    p.on("pageerror", (e) => pageErrors.push(`${name}: ${e.message}`));
    p.on("console", (m) => { if (m.type() === "error") pageErrors.push(`${name}: console: ${m.text()}`); });
    return p;
  };
  const device = async (settings, init) => {
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
    if (init) await ctx.addInitScript(init);
    await ctx.addInitScript((settings) => {
      try {
        if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
      } catch (e) {}
    }, settings);
    return ctx;
  };
  const title = (p) => waitFor(p, "the title", async () =>
    (await stateOf(p)).frames >= 2 && ((await targets(p)).play || (await targets(p))["offer-skip"]), 60000);
  /// This side's first legal pit by touch; waits until the board is still
  /// after it (the friend's turn, the player's again, or the end).
  const playMove = async (p) => {
    const s = await stateOf(p);
    const pit = s.legal.split(",").filter(Boolean).map(Number).find((x) => x <= 2);
    await tapTarget(p, `pit${pit}`);
    await waitFor(p, `move ${s.moves + 1} played`, async () => {
      const now = await stateOf(p);
      return now.moves > s.moves && (now.screen === "over" || ["idle", "human"].includes(now.turn));
    }, 60000);
  };
  const playing = (p, moves, turn) => waitFor(p, `the board at move ${moves}, turn ${turn}`, async () => {
    const s = await stateOf(p);
    return s.screen === "playing" && s.moves === moves && s.turn === turn;
  }, 120000);
  const sendLink = async (p) => {
    const heard = (await news(p)).reduce((m, [serial]) => Math.max(m, serial), -1);
    await tapTarget(p, "send");
    let link = null;
    await waitFor(p, "the link in the notice", async () => {
      for (const [serial, text] of await news(p)) if (serial > heard && linkIn(text)) link = linkIn(text);
      return link;
    }, 10000);
    return link;
  };
  /// From the title to a game against the computer, one move each.
  const firstMoves = async (p) => {
    await title(p);
    await skipOffer(p);
    await tapTarget(p, "play");
    await playing(p, 0, "human");
    await playMove(p);
    await playing(p, 2, "human");
  };
  const byLink = JSON.stringify({ ...JSON.parse(FAST_BEGINNER), mode: "by-link" });
  const share = () => {
    Object.defineProperty(navigator, "share", { configurable: true, value: () => Promise.resolve() });
  };

  await step("an older tab and a newer one over one storage", async () => {
    const phone = await device(byLink, share);
    const friend = await device(byLink, share);
    try {
      // Tab 1 begins a game by link and sends it; the friend replies.
      const tab1 = await watched(phone, "tab 1");
      await tab1.goto(url);
      await title(tab1);
      await tapTarget(tab1, "play");
      await playing(tab1, 0, "human");
      await playMove(tab1);
      const first = await sendLink(tab1);
      const f = await watched(friend, "friend");
      await f.goto(first);
      await playing(f, 1, "human");
      await playMove(f);
      const reply = await sendLink(f);
      // The reply tapped in a messenger opens a new tab; the old one stays.
      const tab2 = await watched(phone, "tab 2");
      await tab2.goto(reply);
      await playing(tab2, 2, "human");
      await playMove(tab2);
      const id = (await linksKept(tab2))[0].id;
      const movesOf = async (p, gameId) => ((await linksKept(p)).find((g) => g.id === gameId) || { moves: [] }).moves.length;
      check((await movesOf(tab2, id)) === 3, `the newer tab keeps the game by link at move 3 (${await movesOf(tab2, id)})`);
      // Back in tab 1, not reloaded: it shows the game as it now stands.
      await tab1.bringToFront();
      const followed = await comesTrue(tab1, "tab 1 at move 3", async () => {
        const s = await stateOf(tab1);
        return s.moves === 3 && s.turn === "idle";
      }, 60000);
      await tab1.screenshot({ path: join(out, "13-older-tab-looked-at-again.png") });
      const s1 = await stateOf(tab1);
      check(followed, `the older tab, looked at again, shows the game at move 3 (moves ${s1.moves}, turn ${s1.turn})`);
      // A second game by link begun there keeps the first as it stands.
      await tapTarget(tab1, "menu");
      await title(tab1);
      await tapTarget(tab1, "play");
      await playing(tab1, 0, "human");
      await playMove(tab1);
      const both = await comesTrue(tab1, "both games kept", async () => (await linksKept(tab1)).length === 2, 10000);
      check(both && (await movesOf(tab1, id)) === 3,
        `a game by link begun in the older tab keeps the newer tab's game at move 3 (${(await linksKept(tab1)).map((g) => g.moves.length).join(", ")})`);
      // The game opened again, in a page of its own: both are there, the
      // first at move 3.
      const again = await watched(phone, "again");
      await again.goto(url);
      await title(again);
      check((await linksKept(again)).length === 2 && (await movesOf(again, id)) === 3, "the page opened again finds both games by link as they were");
    } finally {
      await phone.close();
      await friend.close();
    }
  });

  await step("a new game, then a reload before its first move", async () => {
    const ctx = await device(FAST_BEGINNER);
    try {
      const p = await watched(ctx, "reload");
      await p.goto(url);
      await firstMoves(p);
      await tapTarget(p, "menu");
      await waitFor(p, "Continue on the title", async () => (await targets(p)).continue, 20000);
      await tapTarget(p, "play");
      await playing(p, 0, "human");
      const kept = await p.evaluate(() => JSON.parse(localStorage.getItem("modiar.game.json") || "null"));
      check(kept && kept.moves.length === 0, `Play keeps the new game at once (moves kept: ${kept && kept.moves.length})`);
      await p.reload();
      await title(p);
      const s = await stateOf(p);
      check(s.screen === "title" && !(await targets(p)).continue,
        `a reload before the new game's first move does not bring back the abandoned game (screen ${s.screen}, moves ${s.moves})`);
    } finally {
      await ctx.close();
    }
  });

  for (const [name, init, shot] of [
    ["storage that throws", () => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
      });
    }, "13-storage-blocked.png"],
    ["storage that is full", () => {
      Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
    }, "13-storage-full.png"],
  ]) {
    await step(`a browser whose ${name}`, async () => {
      const ctx = await device(FAST_BEGINNER, init);
      try {
        const p = await watched(ctx, name);
        await p.goto(url);
        await firstMoves(p);
        await playMove(p);
        await playing(p, 4, "human");
        // Told as it shows (the news the page keeps for a screen reader),
        // so it is counted however long ago it faded.
        const told = (await news(p)).filter(([, text]) => text.startsWith("This browser keeps nothing")).length;
        await p.screenshot({ path: join(out, shot) });
        check(told === 1, `a browser whose ${name}: the game plays (4 moves) and says once that it keeps nothing (said ${told} times)`);
      } finally {
        await ctx.close();
      }
    });
  }
  check(pageErrors.length === 0, `memory across time: no page or console errors ${pageErrors.slice(0, 3).join(" | ")}`);
}

async function main() {
  const started = Date.now();
  // What a browser fetches: every file of the build, gzipped as a host
  // sends it (the game's module is already packed, so gzip leaves it be).
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]);
  let total = 0;
  for (const f of files(root)) total += gzipSync(readFileSync(f), { level: 9 }).length;
  const packed = statSync(join(root, "modiar_bg.wasm.lzma")).size;
  const solver = readFileSync(join(root, "solver.wasm"));
  console.log(`game module, packed: ${(packed / 1e6).toFixed(2)} MB`);
  console.log(`solver worker wasm: ${(solver.length / 1e3).toFixed(1)} kB raw, ${(gzipSync(solver, { level: 9 }).length / 1e3).toFixed(1)} kB gzip`);
  console.log(`whole download: ${total} B gzip (${(total / 1048576).toFixed(2)} MiB)`);
  check(total <= 3 * 1048576, `the whole download is at most 3.0 MiB gzip (${total} of ${3 * 1048576} B)`);

  const { server, url, playerUrl } = await serve();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });

    // The tab's icon and the notices every download carries. In a context
    // of its own: a page loaded here would leave the game's module in the
    // cache the loading bar's step below downloads it through.
    await step("the page's icon and the licences", async () => {
      const own = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      const page = await own.newPage();
      try {
        await page.goto(playerUrl);
        const icons = await page.evaluate(() =>
          [...document.querySelectorAll("link[rel~=icon], link[rel=apple-touch-icon]")].map((l) => l.href));
        check(icons.length === 2, `the page names its icons (${icons.length})`);
        for (const href of icons) {
          const reply = await fetch(href);
          const bytes = Buffer.from(await reply.arrayBuffer());
          const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
          // A PNG's width and height follow its 8-byte signature and IHDR.
          const width = png ? bytes.readUInt32BE(16) : 0;
          check(reply.ok && png && width >= 64, `${href.split("/").pop()} is a PNG icon (${width} px)`);
        }
        // A link sent in a messenger shows Open Graph's card: a title, a
        // line and the icon, which must be there at the size it says.
        const card = await page.evaluate(() => Object.fromEntries(
          [...document.querySelectorAll("meta[property^='og:']")]
            .map((m) => [m.getAttribute("property"), m.content])));
        check(card["og:title"] && card["og:description"] && card["og:type"] === "website",
          `the page has a messenger's card (${card["og:title"]}: ${card["og:description"]})`);
        const image = await fetch(new URL(card["og:image"] || "missing.png", playerUrl));
        const imageBytes = Buffer.from(await image.arrayBuffer());
        const imageWidth = image.ok ? imageBytes.readUInt32BE(16) : 0;
        check(imageWidth >= 200 && String(imageWidth) === card["og:image:width"],
          `the card's image is there, ${imageWidth} px as it says`);
        const notices = await fetch(new URL("THIRD-PARTY-LICENSES.html", playerUrl));
        const text = await notices.text();
        check(notices.ok && /Apache License/.test(text) && /MIT/.test(text) && /bevy/.test(text),
          `the licences' notices ship with the page (${text.length} characters)`);
      } finally {
        await own.close();
      }
    });

    // 1. The loading bar, on a throttled connection so it can be seen.
    await step("the loading bar", async () => {
      const page = await context.newPage();
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          // The packed module (3.4 MB) then takes about 8 s.
          offline: false, latency: 20, downloadThroughput: 400_000, uploadThroughput: 1_000_000,
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
      } finally {
        await page.close();
      }
    });

    // A player's page (no `?modiar-test`): the game runs, and publishes
    // none of what only the test reads.
    await step("a player's page", async () => {
      // A context of its own: the game it starts installs the service
      // worker, which would serve the first visit below from its cache.
      const own = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      const page = await own.newPage();
      try {
        await page.goto(playerUrl);
        // The frame count stops at 10: ten frames drawn.
        await waitFor(page, "ten frames", async () => Number(await data(page, "frames")) >= 10, 60000);
        const hooks = ["screen", "board", "moves", "legal", "preview", "targets", "rects", "steady", "sown", "median-busy-frame-ms", "probe-hit"];
        // A probe wakes the game; a player's game leaves it unanswered.
        await page.evaluate(() => document.body.setAttribute("data-modiar-probe", "1|10,10"));
        await page.evaluate(() => new Promise((done) => {
          let left = 30;
          const next = () => (--left > 0 ? requestAnimationFrame(next) : done());
          requestAnimationFrame(next);
        }));
        const found = [];
        for (const name of hooks) if ((await data(page, name)) !== null) found.push(name);
        check(found.length === 0,
          `a player's page draws (10 frames) and publishes none of what only the test reads${found.length ? ": " + found.join(", ") : ""}`);
      } finally {
        await own.close();
      }
    });

    // 2. A fresh load at full speed: time to the first frame and to the board.
    const page = await context.newPage();
    const logs = [];
    page.on("console", (m) => logs.push(m.text()));
    page.on("pageerror", (e) => logs.push("pageerror: " + e.message));
    const navigated = Date.now();
    // The worker solves from the first moment; note when the game has it.
    let tableReady = Promise.resolve(new Error("the page did not load"));
    let onOffer = 0;
    let englishTitle = null;
    let openingBoard = null;
    await step("the first frame", async () => {
      await page.goto(url);
      tableReady = waitFor(page, "the solved table", async () => (await data(page, "solved")) === "1.00", 300000)
        .then(() => Date.now() - navigated, (e) => e);
      await waitFor(page, "the first frame", async () => Number(await data(page, "frames")) >= 2, 60000);
      const firstFrame = Date.now() - navigated;
      console.log(`first frame (title screen): ${firstFrame} ms after navigation`);
      goal(firstFrame <= 5000, "the first frame within 5 s of navigation");
      check(firstFrame <= 30000, `the first frame within 30 s of navigation (${firstFrame} ms)`);
    });

    // The browser keeps sound suspended until a gesture (here suspended by
    // hand: a test page counts as touched already); the page resumes every
    // context on the first tap. A first visit is offered the lessons: that
    // first tap skips them.
    await step("sound after the first tap", async () => {
      const offerShown = Date.now();
      await waitFor(page, "the game's audio context", async () => (await audioStates(page)).length > 0, 30000);
      const atStart = await audioStates(page);
      const first = (await titleTargets(page))["offer-skip"] ? "offer-skip" : "play";
      await page.evaluate(() => Promise.all(window.modiarAudioContexts.map((c) => c.suspend())));
      const suspended = await audioStates(page);
      await tapTarget(page, first);
      const after = await audioBecomes(page, "running", 5000);
      check(allAre(suspended, "suspended") && allAre(after, "running"),
        `every audio context runs after the first tap, on ${first} (${after.length} context(s): ${atStart} at start, ${suspended} before the tap, ${after} after it)`);
      if (first === "offer-skip") await waitFor(page, "the offer to close", async () => (await targets(page)).play, 10000);
      onOffer = Date.now() - offerShown;
    });

    // Touch: tap Play, then a South pit.
    await step("a tap on Play opens the board", async () => {
      const play = await steadyTarget(page, "play");
      englishTitle = await rects(page);
      await page.touchscreen.tap(play[0], play[1]);
      await waitFor(page, "the board", async () => (await data(page, "screen")) === "playing" && (await targets(page)).pit2);
      await humanTurn(page, 0);
      const boardFrame = Date.now() - navigated - onOffer;
      console.log(`first board frame: ${boardFrame} ms after navigation (including the tap on Play, not the ${onOffer} ms spent on the lessons' offer and the sound check)`);
      goal(boardFrame <= 5000, "the board within 5 s of navigation");
      check(boardFrame <= 30000, `the board within 30 s of navigation (${boardFrame} ms)`);
      openingBoard = await data(page, "board");
      check((await data(page, "screen")) === "playing" && Number(await data(page, "moves")) === 0,
        `a finger tap on Play opens a new game (board ${openingBoard})`);
      await page.screenshot({ path: join(out, "2-board.png") });
    });

    await step("a finger tap on pit 2", async () => {
      const pit2 = await steadyTarget(page, "pit2");
      await page.touchscreen.tap(pit2[0], pit2[1]);
      const after = await boardAfterMove(page, 1);
      check(after.moves === 1 && after.board === AFTER_PIT_2, `a finger tap on pit 2 played it (board ${after.board})`);
      check(logs.some((l) => l.includes("modiar: move 1 (pit 2)")), "the game logged the move to the console");
      await humanTurn(page, 2);
      await page.screenshot({ path: join(out, "3-after-touch-move.png") });
    });

    // A tap on North's pit on the player's turn: nothing is played, and the
    // game says why.
    await step("a refused tap on North's pit", async () => {
      const before = await data(page, "board");
      const north = await steadyTarget(page, "pit4");
      await page.touchscreen.tap(north[0], north[1]);
      const shown = await comesTrue(page, "the refusal", async () => (await data(page, "refusal")) !== "", 5000);
      const refusal = await data(page, "refusal");
      const words = await data(page, "refusal-text");
      await page.screenshot({ path: join(out, "3-refused-north-pit.png") });
      await framesPass(page, 3);
      const moves = Number(await data(page, "moves"));
      check(shown && moves === 2 && (await data(page, "board")) === before && refusal === "4:not-your-pit" && words !== "",
        `a tap on North's pit 4 on the player's turn plays nothing (moves ${moves}) and shows its refusal (${refusal}: "${words}")`);
    });

    // The mouse resting on a pit previews its move; a click plays it, and
    // the board is what the preview showed.
    await step("the mouse's preview and click", async () => {
      const pit = await legalSouthPit(page);
      const at = (await targets(page))["pit" + pit];
      const board = await data(page, "board");
      await page.mouse.move(at[0], at[1]);
      let shown = "";
      await waitFor(page, "the preview under the mouse", async () => (shown = (await data(page, "preview")) || "").startsWith(`${pit}:`), 5000);
      await framesPass(page, 2);
      await page.screenshot({ path: join(out, "4-preview-by-mouse.png") });
      const counts = shown.slice(shown.indexOf(":") + 1);
      check(/^\d+(,\d+){5}$/.test(counts) && counts !== board,
        `the mouse resting on pit ${pit} previews its move (preview ${shown}, board ${board})`);
      await page.mouse.down();
      await page.mouse.up();
      const after = await boardAfterMove(page, 3);
      check(after.moves === 3 && after.board === counts, `a mouse click on pit ${pit} played it, leaving the board the preview showed (${after.board})`);
      await humanTurn(page, 4);
      await page.mouse.move(5, 5);
      const gone = await comesTrue(page, "the preview to go", async () => (await data(page, "preview")) === "", 5000);
      check(gone, `the preview goes when the mouse leaves the pit (${await data(page, "preview")})`);
    });

    // Undo back to the opening (against the computer, Undo takes back its
    // reply too), then the key 2 plays South's second pit, pit 1.
    await step("Undo to the opening, then the key 2", async () => {
      for (let i = 0; i < 4 && Number(await data(page, "moves")) > 0; i++) {
        const moves = Number(await data(page, "moves"));
        await tapTarget(page, "undo");
        await waitFor(page, "the undo", async () => Number(await data(page, "moves")) < moves, 10000);
        await humanTurn(page, Number(await data(page, "moves")));
      }
      const back = await data(page, "board");
      check(Number(await data(page, "moves")) === 0 && back === openingBoard,
        `Undo, twice, goes back to the opening (board ${back})`);
      await page.keyboard.press("Digit2");
      const after = await boardAfterMove(page, 1);
      check(after.moves === 1 && after.board === AFTER_PIT_1, `the key 2 played pit 1 from the opening (board ${after.board})`);
      await humanTurn(page, 2);
      await page.screenshot({ path: join(out, "4-after-mouse-and-keyboard.png") });
    });

    // A hidden page suspends the sound; it runs again when the page shows.
    await step("sound on a hidden page", async () => {
      await setHidden(page, true);
      const hidden = await audioBecomes(page, "suspended", 5000);
      const paused = await comesTrue(page, "the pause", async () => (await data(page, "paused")) === "1", 5000);
      check(allAre(hidden, "suspended") && paused, `while the page is hidden the game pauses (${paused}) and every audio context is suspended (${hidden})`);
      await setHidden(page, false);
      const shown = await audioBecomes(page, "running", 5000);
      const going = await comesTrue(page, "the game to go on", async () => (await data(page, "paused")) === "0", 5000);
      check(allAre(shown, "running") && going, `when the page shows again the game goes on and the audio runs (${shown})`);
    });

    await step("frame figures and page errors", async () => {
      const longest = await data(page, "longest-busy-frame-ms");
      const median = await data(page, "median-busy-frame-ms");
      const p95 = await data(page, "p95-busy-frame-ms");
      const slice = await data(page, "longest-solver-slice-ms");
      console.log(`frames while the computer or the solver worked: median ${median} ms, 95th percentile ${p95} ms, longest ${longest} ms`);
      console.log(`the solver's longest slice of a frame while stones moved: ${slice} ms (budget 6 ms; solved ${await data(page, "solved")})`);
      const errors = logs.filter((l) => l.startsWith("pageerror") && !l.includes("Using exceptions for control flow"));
      check(errors.length === 0, `no page errors ${errors.join(" | ")}`);
    });

    // The solve in the worker: how long until the table is in the game.
    await step("the solve in a Web Worker", async () => {
      const solvedAt = await tableReady;
      if (solvedAt instanceof Error) throw solvedAt;
      const worker = await data(page, "worker");
      const workerSeconds = await data(page, "worker-seconds");
      console.log(`worker: ${worker}, solved in ${workerSeconds} s inside the worker; the table was in the game ${(solvedAt / 1000).toFixed(1)} s after navigation (solved ${await data(page, "solved")})`);
      check(worker === "done", "the solve ran in a Web Worker");
      goal(solvedAt <= 6000, `the table in the game within 6 s of navigation (${(solvedAt / 1000).toFixed(1)} s)`);
      check(solvedAt <= 30000, `the table in the game within 30 s of navigation (${(solvedAt / 1000).toFixed(1)} s)`);
      console.log(`frames while the computer or the solver worked, to the end of the solve: median ${await data(page, "median-busy-frame-ms")} ms, longest ${await data(page, "longest-busy-frame-ms")} ms; longest solver slice ${await data(page, "longest-solver-slice-ms")} ms while stones moved (budget 6 ms), ${await data(page, "longest-still-solver-slice-ms")} ms while nothing moved (budget 20 ms)`);
    });

    // 3. The game in progress is kept in localStorage: a reload comes back
    // to the same board.
    let savedBoard = null;
    await step("the saved game", async () => {
      savedBoard = await data(page, "board");
      const savedMoves = await data(page, "moves");
      const stored = await page.evaluate(() => Object.keys(localStorage).sort());
      check(stored.includes("modiar.game.json") && stored.includes("modiar.settings.json"),
        `the game and the settings are in localStorage (${stored.join(", ")})`);
      await page.reload();
      await waitFor(page, "the restored game", async () =>
        (await data(page, "screen")) === "playing" && (await data(page, "moves")) === savedMoves, 30000);
      check((await data(page, "board")) === savedBoard,
        `a reload restores the game in progress (${savedMoves} moves, board ${savedBoard})`);
    });

    // 4. A corrupt settings entry is set aside, never overwritten, and
    // the player is told; the saved game is unharmed.
    await step("a corrupt settings entry", async () => {
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
    });
    await page.close();

    // 5. A browser set to Urdu, or to Moroccan Arabic, gets the game in its
    // language, right to left: the title's rows of buttons run from the
    // right (and from the left in English, at the same size).
    for (const [locale, code, name, shot] of [
      ["ur-PK", "ur", "Urdu", "6-urdu-title.png"],
      ["ar-MA", "ar", "Arabic", "6-arabic-title.png"],
    ]) {
      await step(name, async () => {
        const context = await browser.newContext({
          viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1, locale,
        });
        try {
          const rtlPage = await context.newPage();
          await rtlPage.goto(url);
          await waitFor(rtlPage, `the ${name} title`, async () => Number(await data(rtlPage, "frames")) >= 2, 60000);
          check((await data(rtlPage, "language")) === code, `a browser set to ${locale} gets the ${name} interface`);
          // The page's own words came in the same language, before the game.
          const board = await rtlPage.getAttribute("#bevy", "aria-label");
          const page = await rtlPage.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
          check(board && board !== "The Modiar game board" && page[0] === code && page[1] === "rtl",
            `the page itself speaks ${name}, right to left: board "${board}", lang ${page[0]}, dir ${page[1]}`);
          await skipOffer(rtlPage);
          const steps = rowSteps(await settledRects(rtlPage));
          const wrong = steps.filter((s) => !(s.dx < -1)).map((s) => `${s.pair}:${s.dx.toFixed(0)}`);
          check(steps.length >= 4 && wrong.length === 0,
            `in ${name} the title's buttons run right to left: ${steps.length} neighbours on one line, each later one left of the earlier ${wrong.join(" ")}`);
          if (englishTitle && code === "ur") {
            const englishSteps = rowSteps(englishTitle);
            const reversed = englishSteps.filter((s) => !(s.dx > 1)).map((s) => `${s.pair}:${s.dx.toFixed(0)}`);
            check(englishSteps.length >= 4 && reversed.length === 0,
              `in English the same rows run left to right (${englishSteps.length} neighbours) ${reversed.join(" ")}`);
          }
          await rtlPage.screenshot({ path: join(out, shot) });
        } finally {
          await context.close();
        }
      });
    }

    // 6. Every touch target at a phone's and a tablet's size, held both
    // ways: at least 44×44 CSS px, inside the window, none overlapping, and
    // a tap just inside each corner reaches it. Whole games by touch on the
    // phone and the tablet held upright.
    // The phone has two device pixels to the CSS pixel. Chromium's emulated
    // scale factor alone reports the canvas's device-pixel size in CSS
    // pixels, so that browser is started at a real scale of 2.
    const hidpi = await chromium.launch({
      executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, "--force-device-scale-factor=2"],
    });
    // The phone once more with its text at 150 %, as a player who needs
    // larger text sets it.
    for (const [width, height, wholeGame, textScale] of [
      [390, 844, true, 1.0], [844, 390, false, 1.0], [820, 1180, true, 1.0], [1180, 820, false, 1.0], [390, 844, true, 1.5],
    ]) {
      const size = `${width}x${height}`;
      const at = textScale === 1.0 ? size : `${size} at 150 % text`;
      const shot = textScale === 1.0 ? size : `${size}-150`;
      const settings = JSON.stringify({ ...JSON.parse(FAST_BEGINNER), text_scale: textScale });
      const scale = width === 390 ? 2 : 1;
      const ctx = await (scale === 2 ? hidpi : browser).newContext({
        viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: scale,
      });
      try {
        await ctx.addInitScript((settings) => {
          if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
        }, settings);
        // The browser's offer to install, as Chrome makes it: the title
        // shows Install beside the other actions at every size.
        await ctx.addInitScript(offerInstall);
        const p = await ctx.newPage();
        await step(`the title at ${at}`, async () => {
          await p.goto(url);
          await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
          await steadyTarget(p, "play");
          if (textScale !== 1.0) {
            const notices = (await data(p, "notices")) || "";
            check(!notices.includes("notice-settings-reset"), `the settings at 150 % text are taken as saved (notices ${notices})`);
          }
          // Install ends the actions: on a phone the page scrolls to it.
          const install = await revealTarget(p, "install", width, height);
          check(Boolean(install), `the title at ${at} offers Install where the browser offers installing`);
          if (install) await p.screenshot({ path: join(out, `8-title-install-${shot}.png`) });
          await revealTarget(p, "play", width, height, -1);
          checkRects(await rects(p), width, height, `title at ${at}`);
          await checkCorners(p, `title at ${at}`);
          await p.screenshot({ path: join(out, `8-title-${shot}.png`) });
        });
        if (width === 390 && textScale === 1.0) {
          await step(`Install on the title at ${at}`, async () => {
            const install = await revealTarget(p, "install", width, height);
            await p.touchscreen.tap(install[0], install[1]);
            const asked = await comesTrue(p, "the browser's question", async () =>
              (await p.evaluate(() => window.modiarInstallAsked || 0)) === 1, 10000);
            const gone = await comesTrue(p, "Install gone", async () => !(await targets(p)).install, 10000);
            check(asked && gone, `a tap on Install puts the browser's question once (${asked}), and Install goes (${gone})`);
            await revealTarget(p, "play", width, height, -1);
          });
        }
        await step(`the board at ${at}`, async () => {
          const play = (await targets(p)).play;
          await p.touchscreen.tap(play[0], play[1]);
          await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2);
          await humanTurn(p, 0);
          await steadyTarget(p, "pit0");
          checkRects(await rects(p), width, height, `board at ${at}`);
          await checkCorners(p, `board at ${at}`);
          await p.screenshot({ path: join(out, `8-board-${shot}.png`) });
        });
        if (width === 390) {
          // A finger held on a pit previews its move; lifting it plays
          // nothing; a quick tap on the same pit plays it.
          await step(`a held finger at ${at}`, async () => {
            const at = (await targets(p)).pit2;
            const cdp = await ctx.newCDPSession(p);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at[0], y: at[1] }] });
            let held = "";
            try {
              await comesTrue(p, "the preview under the finger", async () => (held = (await data(p, "preview")) || "") !== "", 15000);
              await framesPass(p, 2);
              await p.screenshot({ path: join(out, `8-preview-held-${shot}.png`) });
            } finally {
              await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
            }
            check(held === `2:${AFTER_PIT_2}`, `a finger held on pit 2 previews its move at ${at} (preview ${held})`);
            await framesPass(p, 3);
            check(Number(await data(p, "moves")) === 0, `a finger held on a pit and lifted plays nothing (moves ${await data(p, "moves")})`);
            await p.touchscreen.tap(at[0], at[1]);
            const after = await boardAfterMove(p, 1);
            check(after.moves === 1 && after.board === AFTER_PIT_2, `a quick tap on pit 2 still plays it (board ${after.board})`);
          });
        }
        if (wholeGame) {
          await step(`a whole game by touch at ${at}`, async () => {
            const moves = await playWholeGameByTouch(p);
            const captured = await data(p, "captured");
            check((await data(p, "screen")) === "over", `a whole game played by touch at ${at}: ${moves} moves of ours, stones ${captured}`);
            checkRects(await settledRects(p), width, height, `result at ${at}`, { pits: false });
            await checkCorners(p, `result at ${at}`, { pits: false });
            await p.screenshot({ path: join(out, `8-over-${shot}.png`) });
          });
          // The device turned on its side at the result: the result is still
          // whole, now between the side columns.
          await step(`the result turned at ${at}`, async () => {
            await p.setViewportSize({ width: height, height: width });
            const turned = `${height}x${width}`;
            try {
              await waitFor(p, "the turned window", async () => (await data(p, "size")) === turned, 10000);
              checkRects(await settledRects(p), height, width, `result turned to ${turned}`, { pits: false });
              await checkCorners(p, `result turned to ${turned}`, { pits: false });
              await p.screenshot({ path: join(out, `8-over-${turned}${textScale === 1.0 ? "" : "-150"}.png`) });
            } finally {
              await p.setViewportSize({ width, height });
            }
            await waitFor(p, "the window turned back", async () => (await data(p, "size")) === size, 10000);
          });
        }
        await step(`the window at ${at}`, async () => {
          check((await data(p, "size")) === size, `the game's window is ${size} CSS px (${await data(p, "size")}) at ${scale} device pixels to the CSS pixel`);
        });
      } finally {
        await ctx.close();
      }
    }
    await hidpi.close();

    // 7. Two players face to face across a tablet: North's seat turned,
    // its Undo and Hint within North's reach.
    await step("face to face", async () => {
      const ctx = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
      try {
        await ctx.addInitScript((settings) => localStorage.setItem("modiar.settings.json", settings), FAST_BEGINNER);
        const p = await ctx.newPage();
        await p.goto(url);
        await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2, 60000);
        await tapTarget(p, "mode-two-players");
        await waitFor(p, "the face-to-face choice", async () => (await targets(p))["face-to-face"]);
        await tapTarget(p, "face-to-face");
        // The choice holds, as the screen reader's mirror of the title says.
        const chosen = await comesTrue(p, "face to face chosen", async () =>
          (await p.locator('#mirror-screen button[aria-pressed="true"]', { hasText: "Face to face" }).count()) === 1, 20000);
        check(chosen, "a tap on Face to face chooses it");
        await tapTarget(p, "play");
        await waitFor(p, "the board", async () => (await data(p, "screen")) === "playing" && (await targets(p)).pit2);
        await humanTurn(p, 0);
        const opening = await data(p, "board");
        await tapTarget(p, "pit2");
        await humanTurn(p, 1);
        const seats = await rects(p);
        check(Boolean(seats["north-undo"] && seats["north-hint"]), "North has an Undo and a Hint of its own");
        check(Boolean(seats["north-undo"] && seats["north-undo"][1] < seats.pit5[1]), "North's buttons are on North's side of the board");
        checkRects(seats, 820, 1180, "face to face at 820x1180");
        await checkCorners(p, "face to face at 820x1180");
        // North's Undo on North's turn would take back South's move: it
        // says so in North's seat, and nothing goes back.
        await tapTarget(p, "north-undo");
        const toldNorth = await comesTrue(p, "North's note", async () =>
          (await data(p, "seat-notes")).includes("north:NothingToUndo"), 10000);
        check(toldNorth && Number(await data(p, "moves")) === 1,
          `North's Undo leaves South's move alone and says so (moves ${await data(p, "moves")}, notes ${await data(p, "seat-notes")})`);
        // North moves by touch from its own edge; North's Undo takes that
        // move back, and South is told.
        const afterSouth = await data(p, "board");
        const northPit = `pit${(await data(p, "legal")).split(",")[0]}`;
        await tapTarget(p, northPit);
        await humanTurn(p, 2);
        await tapTarget(p, "north-undo");
        const ownBack = await comesTrue(p, "North's own undo", async () => Number(await data(p, "moves")) === 1, 10000);
        check(ownBack && (await data(p, "board")) === afterSouth && (await data(p, "to-move")) === "north"
          && (await data(p, "seat-notes")).includes("south:TookBack"),
          `North's Undo takes back North's own move, and South is told (moves ${await data(p, "moves")}, notes ${await data(p, "seat-notes")})`);
        // North plays again; South's Undo would take North's reply too, so
        // North is asked, and allows it from its edge.
        await humanTurn(p, 1);
        await tapTarget(p, northPit);
        await humanTurn(p, 2);
        await tapTarget(p, "undo");
        const asked = await comesTrue(p, "the question to North", async () => Boolean((await targets(p))["undo-allow"]), 10000);
        check(asked && Number(await data(p, "moves")) === 2, "South's Undo asks North first, and nothing goes back before the answer");
        await p.screenshot({ path: join(out, "9-face-to-face-asked-820x1180.png") });
        await tapTarget(p, "undo-allow");
        const bothBack = await comesTrue(p, "both moves back", async () => Number(await data(p, "moves")) === 0, 10000);
        check(bothBack && (await data(p, "board")) === opening && (await data(p, "seat-notes")).includes("south:AllowedUndo"),
          `North's Allow takes back both moves (moves ${await data(p, "moves")}, notes ${await data(p, "seat-notes")})`);
        await humanTurn(p, 0);
        await tapTarget(p, "pit2");
        await humanTurn(p, 1);
        const before = await data(p, "board");
        await tapTarget(p, "pit0"); // South's pit on North's turn: refused
        const shown = await comesTrue(p, "the refusal", async () => (await data(p, "refusal")) !== "", 5000);
        const refusal = await data(p, "refusal");
        const words = await data(p, "refusal-text");
        await framesPass(p, 2);
        await p.screenshot({ path: join(out, "9-face-to-face-820x1180.png") });
        const moves = Number(await data(p, "moves"));
        check(shown && moves === 1 && (await data(p, "board")) === before && refusal === "0:not-your-pit" && words !== "",
          `a tap on South's pit 0 on North's turn plays nothing (moves ${moves}) and shows its refusal (${refusal}: "${words}")`);
      } finally {
        await ctx.close();
      }
    });

    // 8. Frames of the same move with and without a worker solving beside
    // the game (two players, the table already in, so nothing else works).
    {
      const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, deviceScaleFactor: 1 });
      try {
        await ctx.addInitScript((settings) => {
          if (!localStorage.getItem("modiar.settings.json")) localStorage.setItem("modiar.settings.json", settings);
        }, SLOW_TWO_PLAYERS);
        const p = await ctx.newPage();
        await step("frames with and without a solving worker", async () => {
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
          goal(ratio <= 1.1, `frames with a worker solving beside them at most 1.1 times as long as without (ratio ${ratio.toFixed(2)})`);
        });

        // A hidden page stops the clock: a move being sown halts, and goes on
        // when the page comes back.
        await step("a hidden page mid-sowing", async () => {
          // The page is hidden while the stones fly. Under load the move
          // may end before the pause takes hold; then it is taken back and
          // tried again, so the check reads a pause that came mid-sowing.
          let halted = null;
          for (let attempt = 1; attempt <= 5 && !halted; attempt++) {
            const moves = Number(await data(p, "moves"));
            await tapTarget(p, "pit2");
            await waitFor(p, "the sowing", async () => (await data(p, "turn")) === "animating", 10000);
            await setHidden(p, true);
            await waitFor(p, "the pause", async () => (await data(p, "paused")) === "1", 10000);
            const sown = Number(await data(p, "sown"));
            if ((await data(p, "turn")) === "animating") {
              halted = { sown, attempt };
              break;
            }
            console.log(`hidden page, attempt ${attempt}: the move ended before the pause; again`);
            await setHidden(p, false);
            await tapTarget(p, "undo");
            await waitFor(p, "the undo", async () => Number(await data(p, "moves")) === moves, 10000);
            await humanTurn(p, moves);
          }
          check(halted !== null, `the page hidden mid-sowing (attempt ${halted && halted.attempt} of 5)`);
          // Long enough for the rest of the move many times over. The one
          // wait by the clock: a hidden page draws no frames to count, and
          // what is checked is that nothing happens.
          await p.waitForTimeout(4000);
          const turn = await data(p, "turn");
          const sownLater = Number(await data(p, "sown"));
          const audio = await audioStates(p);
          check(allAre(audio, "suspended"), `while the page is hidden the sound is suspended (${audio})`);
          check(halted && turn === "animating" && sownLater === halted.sown,
            `while the page is hidden the move waits mid-sowing (turn ${turn}, stones landed ${halted && halted.sown} then ${sownLater}, moves ${await data(p, "moves")})`);
          await setHidden(p, false);
          const done = await comesTrue(p, "the move to go on", async () => (await data(p, "paused")) === "0" && (await data(p, "turn")) === "human", 15000);
          const sownAtEnd = Number(await data(p, "sown"));
          check(done && Number(await data(p, "moves")) === 1 && halted && sownAtEnd > halted.sown,
            `when the page comes back the move goes on to its end (moves ${await data(p, "moves")}, turn ${await data(p, "turn")}, stones landed ${sownAtEnd})`);
        });
      } finally {
        await ctx.close();
      }
    }

    // 9. A link to a game opens it on the analysis board; the page unlocks
    // the orientation; the browser offers full screen, and the game's
    // button takes it.
    {
      const ctx = await browser.newContext({ viewport: { width: 1180, height: 820 }, hasTouch: true });
      try {
        await ctx.addInitScript((settings) => localStorage.setItem("modiar.settings.json", settings), FAST_BEGINNER);
        await ctx.addInitScript(() => {
          window.modiarUnlocks = 0;
          if (screen.orientation) screen.orientation.unlock = () => { window.modiarUnlocks += 1; };
        });
        const p = await ctx.newPage();
        await step("a linked game", async () => {
          await p.goto(url + "#g=" + LINKED_GAME);
          await waitFor(p, "the linked game", async () => (await data(p, "screen")) === "analysis", 60000);
          let shown = "";
          await comesTrue(p, "the linked game's moves", async () => (shown = (await data(p, "analysis")) || "") !== "", 30000);
          check(shown.endsWith("/20"), `index.html#g=${LINKED_GAME} opens its 20 moves on the analysis board (step/moves: ${shown})`);
          await p.screenshot({ path: join(out, "10-linked-game.png") });
          check((await p.evaluate(() => window.modiarUnlocks)) >= 1, "the page calls screen.orientation.unlock()");
        });
        await step("full screen", async () => {
          await p.goto(url);
          await waitFor(p, "the title", async () => Number(await data(p, "frames")) >= 2 && (await targets(p)).play, 60000);
          await steadyTarget(p, "play");
          const offered = await p.evaluate(() => document.fullscreenEnabled);
          const button = (await targets(p)).fullscreen;
          check(offered === true && Boolean(button), `the browser offers full screen (${offered}) and the title has its button (${Boolean(button)})`);
          if (button) {
            await p.touchscreen.tap(button[0], button[1]);
            const entered = await comesTrue(p, "the full screen", async () => p.evaluate(() => document.fullscreenElement !== null), 5000);
            if (entered) await p.screenshot({ path: join(out, "10-fullscreen.png") });
            check(entered, "the fullscreen button takes the whole screen (document.fullscreenElement is set)");
          }
        });
      } finally {
        await ctx.close();
      }
    }

    // 12. A whole game by link between two devices far apart, passing
    // only the links.
    await step("a game by link between two browser contexts", () => playGameByLink(browser, url));
    await memoryAcrossTime(browser, url);
    await installedApp(browser, url);

    // 11. Play by ear: a game, a lesson and a puzzle from the accessibility
    // tree alone.
    await playByEar(browser, url, out, FAST_BEGINNER, { check, step });

    // 10. Without WebGL2, and when the download fails, the page says so.
    const plain = await browser.newContext({ viewport: { width: 800, height: 600 } });
    try {
      const message = (p) => p.evaluate(() => {
        const box = document.getElementById("message");
        return box && getComputedStyle(box).display !== "none" ? document.getElementById("message-text").textContent : "";
      });
      await step("a browser without WebGL2", async () => {
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
      });
      await step("a failed download", async () => {
        const noWasm = await plain.newPage();
        await noWasm.route("**/*.wasm", (route) => route.abort());
        await noWasm.goto(url);
        await waitFor(noWasm, "the download message", async () => (await message(noWasm)) !== "", 20000);
        check((await message(noWasm)).includes("could not be downloaded"), `a failed download says: ${await message(noWasm)}`);
        await noWasm.close();
      });
      await step("a download cut short, and one damaged", async () => {
        const packedBytes = readFileSync(join(root, "modiar_bg.wasm.lzma"));
        const damaged = Buffer.from(packedBytes);
        damaged.fill(0x55, 200000, 210000);
        for (const [what, body] of [["cut short", packedBytes.subarray(0, 300000)], ["damaged", damaged]]) {
          const page = await plain.newPage();
          await page.route("**/modiar_bg.wasm.lzma", (route) => route.fulfill({ status: 200, body }));
          await page.goto(url);
          await waitFor(page, `the ${what} message`, async () => (await message(page)) !== "", 30000);
          check((await message(page)).includes("arrived damaged"), `a download ${what} says: ${await message(page)}`);
          await page.close();
        }
      });
    } finally {
      await plain.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${passed} ok, ${failures.length} FAIL; the web test ran ${seconds} s`);
  if (failures.length) {
    console.log(`${failures.length} check(s) failed:`);
    for (const f of failures) console.log(`  ${f}`);
    process.exit(1);
  }
  console.log("web test passed");
}

main().catch((e) => {
  console.error("web test failed:", e.message);
  process.exit(1);
});
