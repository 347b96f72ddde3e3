// Play by ear: the game through the accessibility tree alone, as a screen
// reader user plays it. Every control is found by its role and name
// (Playwright's role queries over the page's mirror of the screen) and
// pressed from the keyboard; the news is read from the live region. No
// coordinate is ever used.
//
// - A whole game against Beginner, a lesson and a puzzle, in English and
//   in German. Before each of our moves,
//   every pit's spoken count and the latest move's spoken score are
//   checked against the board the game publishes on the page, and each of
//   our moves must be told with the stones our pit held; every capture
//   must be told with the score it makes.
// - The Urdu mirror reads right to left; a dialog holds the focus; the
//   About page reads its version and licences.
// - The named controls on each screen are counted, and a transcript of the
//   game's news is written to the output folder.

import { writeFileSync } from "node:fs";
import { join } from "node:path";

const data = (page, name) => page.evaluate((n) => document.body.getAttribute("data-modiar-" + n), name);

/// The news so far, oldest first.
const heard = (page) => page.locator("#mirror-news p").allTextContents();

/// The numbers in a sentence, in order ("one stone" counts as 1).
const numbers = (text) =>
  (text.replace(/\bone stone\b/g, "1 stone").replace(/\bein Stein\b/g, "1 Stein").match(/\d+/g) || []).map(Number);

async function until(what, test, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/// Presses a control the way a keyboard or screen reader does.
const press = (locator) => locator.press("Enter");

/// Named controls and texts now in the mirror.
async function census(page) {
  return page.evaluate(() => {
    const screen = document.getElementById("mirror-screen");
    const buttons = [...screen.querySelectorAll("button")];
    return {
      named: buttons.filter((b) => b.textContent.trim() !== "").length,
      unnamed: buttons.filter((b) => b.textContent.trim() === "").length,
      texts: screen.querySelectorAll("p").length,
    };
  });
}

async function openPage(browser, url, settings, locale) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale });
  await context.addInitScript((s) => localStorage.setItem("modiar.settings.json", s), settings);
  const page = await context.newPage();
  await page.goto(url);
  await until("the mirror", async () => (await page.locator("#mirror-screen button").count()) > 0, 60000);
  return { context, page };
}

/// What the test looks for, in each language it plays in.
const WORDS = {
  en: {
    locale: "en-US", pit: / \d, (\d+ stones|one stone)/, own: /^Your /, settings: "Settings", volumeDown: "Volume down", play: "Play", rematch: "Rematch",
    playable: /, playable$/, yourMove: "Your move:", score: /Score: You (\d+), Computer (\d+)/,
    // Our move's sown count, and each side's take ("one" is 1).
    sown: /^Your move: (?:one stone|(\d+) stones) sown/,
    took: { you: /\bYou take (?:one stone|(\d+) stones)/g, computer: /\bThe computer takes (?:one stone|(\d+) stones)/g },
    end: /\bwins?, |\bdraw, /i, learn: "Learn to play", lessonMove: "Your move: 3 stones sown from your pit 1",
    lessonNote: "You sowed ", puzzles: "Puzzles", verdict: /^(Right|Not quite)/, right: "Right",
  },
  de: {
    locale: "de-DE", pit: / \d( des Computers)?, (\d+ Steine|ein Stein)/, own: /^Deine /, settings: "Einstellungen", volumeDown: "Leiser", play: "Spielen", rematch: "Revanche",
    playable: /, spielbar$/, yourMove: "Dein Zug:", score: /Stand: Du (\d+), Computer (\d+)/,
    sown: /^Dein Zug: Geleert wird [^,]+, (?:ein Stein wird|(\d+) Steine werden) gesät/,
    took: { you: /\bDu schlägst (?:einen Stein|(\d+) Steine)/g, computer: /\bDer Computer schlägt (?:einen Stein|(\d+) Steine)/g },
    end: /gewonnen, |Unentschieden, /, learn: "Spielen lernen",
    lessonMove: "Dein Zug: Geleert wird deine Mulde 1, 3 Steine werden gesät",
    lessonNote: "Du hast ", puzzles: "Rätsel", verdict: /^(Richtig|Nicht ganz)/, right: "Richtig",
  },
};

export async function playByEar(browser, url, out, settings, { check, step }) {
  const counts = {};
  const note = async (page, screen) => {
    counts[screen] = await census(page);
  };

  for (const [language, w] of Object.entries(WORDS)) {
  const inLanguage = settings.replace('"language":null', `"language":"${language}"`);
  await step(`by ear (${language}): a whole game against Beginner, from the accessibility tree`, async () => {
    const { context, page } = await openPage(browser, url, inLanguage, w.locale);
    try {
      const mirror = page.locator("#mirror");
      await note(page, `title (${language})`);
      // Settings: its sign buttons are named by what they do.
      await press(mirror.getByRole("button", { name: w.settings, exact: true }));
      const volumeDown = mirror.getByRole("button", { name: w.volumeDown, exact: true });
      await until("the settings", async () => (await volumeDown.count()) > 0, 10000).catch(() => false);
      await note(page, `settings dialog (${language})`);
      check((await volumeDown.count()) === 1, `by ear (${language}): the settings' "–" button is named "${w.volumeDown}"`);
      await page.keyboard.press("Escape");
      const play = mirror.getByRole("button", { name: w.play, exact: true });
      await until("the title again", async () => (await play.count()) > 0, 10000);
      await press(play);
      const playable = mirror.getByRole("button", { name: w.playable });
      const rematch = mirror.getByRole("button", { name: w.rematch, exact: true });
      await until("the board", async () => (await playable.count()) > 0);
      await note(page, `game (${language})`);
      const gameStart = (await heard(page)).length;
      let ours = 0;
      let pitsChecked = 0;
      let scoresChecked = 0;
      let over = false;
      let mismatches = [];
      // Where the news stood when our last move was told.
      let sinceOurs = 0;
      for (let guard = 0; guard < 200; guard++) {
        const state = await until("our turn or the end", async () => {
          if ((await rematch.count()) > 0) return "over";
          return (await playable.count()) > 0 ? "ours" : null;
        }, 120000);
        if (state === "over") {
          over = true;
          break;
        }
        // Every pit's spoken count against the published board.
        const board = (await data(page, "board")).split(",").map(Number);
        const captured = (await data(page, "captured")).split(",").map(Number);
        const pits = mirror.getByRole("button", { name: w.pit });
        const labels = await pits.allTextContents();
        // A pit's name says whose it is, its number (1-3 from its owner's
        // left), then its count: each against that very pit of the board.
        const named = new Set();
        for (const label of labels) {
          const [number, count] = numbers(label);
          const index = (w.own.test(label) ? 0 : 3) + number - 1;
          named.add(index);
          if (count !== board[index]) mismatches.push(`"${label}" but that pit holds ${board[index]} (board ${board})`);
          else pitsChecked += 1;
        }
        if (labels.length !== 6 || named.size !== 6) mismatches.push(`pits say ${labels.join(" | ")}`);
        // The latest move's spoken score against the published one.
        const news = await heard(page);
        const lastMove = [...news].reverse().find((t) => w.score.test(t));
        if (lastMove) {
          const score = lastMove.match(w.score);
          if (!score || Number(score[1]) !== captured[0] || Number(score[2]) !== captured[1]) {
            mismatches.push(`"${lastMove}" against captured ${captured}`);
          } else {
            scoresChecked += 1;
          }
        }
        // Our move: the first playable pit; it must be told with its count.
        const pit = playable.first();
        const name = await pit.textContent();
        const count = numbers(name)[1];
        const before = news.length;
        await press(pit);
        const told = await until("our move to be told", async () => {
          const now = await heard(page);
          return now.slice(before).find((t) => t.startsWith(w.yourMove));
        }, 20000);
        // The sown count itself, not any number in the sentence.
        const sown = told.match(w.sown);
        if (!sown || Number(sown[1] ?? 1) !== count) mismatches.push(`pressed "${name}", heard "${told}"`);
        sinceOurs = before;
        ours += 1;
      }
      const news = await heard(page);
      await note(page, `result (${language})`);
      // Every capture told with the score after it: the score before,
      // plus what each side was heard to take.
      let kept = [0, 0];
      let captures = 0;
      for (const line of news.slice(gameStart)) {
        const taken = [w.took.you, w.took.computer].map((re) =>
          [...line.matchAll(re)].reduce((sum, m) => sum + Number(m[1] ?? 1), 0));
        const score = line.match(w.score);
        if (taken[0] + taken[1] > 0) {
          captures += 1;
          if (!score) mismatches.push(`a capture with no score: "${line}"`);
        }
        // The last move's score may count the stones left on the board.
        if (score && !w.end.test(line)) {
          const expected = [kept[0] + taken[0], kept[1] + taken[1]];
          if (Number(score[1]) !== expected[0] || Number(score[2]) !== expected[1]) {
            mismatches.push(`"${line}" after ${kept}`);
          }
          kept = [Number(score[1]), Number(score[2])];
        }
      }
      check(captures > 0 && news.length < 300, `by ear (${language}): each of ${captures} captures told with the score it makes`);
      // The end is told with the game's last move; the coach's line on our
      // last move may follow it.
      const result = news.slice(sinceOurs).find((t) => w.end.test(t)) || news[news.length - 1] || "";
      check(w.end.test(result), `by ear (${language}): the game's end is told ("…${result.slice(-160)}")`);
      check(over && ours > 0 && pitsChecked === 6 * ours, `by ear (${language}): ${ours} moves played from the accessibility tree to the end, each pit's spoken count checked before each (${pitsChecked} of ${6 * ours})`);
      check(mismatches.length === 0 && scoresChecked > 0, `by ear (${language}): every spoken count and score matches the published board (${scoresChecked} scores)${mismatches.length ? ": " + mismatches.slice(0, 3).join("; ") : ""}`);
      writeFileSync(join(out, `by-ear-transcript-${language}.txt`), news.join("\n") + "\n");
      await page.screenshot({ path: join(out, `by-ear-result-${language}.png`) });
    } finally {
      await context.close();
    }
  });

  await step(`by ear (${language}): a lesson and a puzzle`, async () => {
    const { context, page } = await openPage(browser, url, inLanguage, w.locale);
    try {
      const mirror = page.locator("#mirror");
      check((await mirror.getAttribute("lang")) === language, `by ear (${language}): the mirror's language (lang=${await mirror.getAttribute("lang")})`);
      await press(mirror.getByRole("button", { name: w.learn, exact: true }));
      const playable = mirror.getByRole("button", { name: w.playable });
      await until("the lesson's pit", async () => (await playable.count()) > 0);
      await note(page, `lesson (${language})`);
      check((await playable.count()) === 1, `by ear (${language}): the first lesson offers exactly its one pit (${await playable.allTextContents()})`);
      const before = (await heard(page)).length;
      await press(playable.first());
      const told = await until("the lesson's note", async () => {
        const now = (await heard(page)).slice(before);
        return now.length >= 2 ? now : null;
      }, 20000);
      check(told[0].startsWith(w.lessonMove), `by ear (${language}): the lesson's move is told ("${told[0]}")`);
      check(told.slice(1).some((t) => t.startsWith(w.lessonNote)), `by ear (${language}): the lesson's own explanation follows ("${told.slice(1).join(" / ").slice(0, 160)}")`);
      await page.screenshot({ path: join(out, `by-ear-lesson-${language}.png`) });
      // A fresh visit opens on the title; from there, a puzzle.
      await page.goto(url);
      await press(await until("the puzzles", async () => {
        const b = mirror.getByRole("button", { name: w.puzzles, exact: true });
        return (await b.count()) > 0 ? b : null;
      }, 60000));
      await until("the puzzle's pits", async () => (await playable.count()) > 0);
      await note(page, `puzzle (${language})`);
      const heardBefore = (await heard(page)).length;
      const pressed = numbers(await playable.first().textContent())[0];
      await press(playable.first());
      const verdict = await until("the verdict", async () =>
        (await heard(page)).slice(heardBefore).find((t) => w.verdict.test(t)), 20000);
      // "Right! Pit 2 is…" names the pit pressed; "Not quite: pit 3 was
      // best" another one.
      const right = verdict.match(w.verdict)[1] === w.right;
      const best = numbers(verdict)[0];
      check(right === (best === pressed), `by ear (${language}): the puzzle's verdict on pit ${pressed} is told and names the best pit ("${verdict}")`);
      await page.screenshot({ path: join(out, `by-ear-puzzle-${language}.png`) });
    } finally {
      await context.close();
    }
  });
  }

  await step("by ear: the Urdu mirror reads right to left, a dialog holds the focus", async () => {
    const { context, page } = await openPage(browser, url, settings.replace('"language":null', '"language":"ur"'), "ur");
    try {
      const mirror = page.locator("#mirror");
      check((await mirror.getAttribute("dir")) === "rtl" && (await mirror.getAttribute("lang")) === "ur",
        `by ear: the Urdu mirror has dir=${await mirror.getAttribute("dir")} lang=${await mirror.getAttribute("lang")}`);
      // A dialog: the rules. Focus stays inside it; Escape closes it.
      await press(mirror.getByRole("button", { name: "قواعد", exact: true }));
      const screenPart = page.locator("#mirror-screen");
      await until("the dialog", async () => (await screenPart.getAttribute("role")) === "dialog");
      await note(page, "rules dialog");
      const inside = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        inside.push(await page.evaluate(() => document.getElementById("mirror-screen").contains(document.activeElement)));
      }
      check(inside.every(Boolean), `by ear: Tab stays inside the open dialog (${inside.filter(Boolean).length} of ${inside.length})`);
      await page.keyboard.press("Escape");
      const closed = await until("the dialog to close", async () => (await screenPart.getAttribute("role")) !== "dialog", 10000).catch(() => false);
      check(closed, "by ear: Escape closes the dialog");
      // The About page reads as a dialog too: the version, and the
      // libraries under their licences.
      await press(mirror.getByRole("button", { name: "تعارف", exact: true }));
      await until("the About dialog", async () => (await screenPart.getAttribute("role")) === "dialog");
      const about = await until("the About page's words", async () => {
        const text = await screenPart.innerText();
        return /ورژن[^0-9]{0,3}\d+\.\d+\.\d+/.test(text) && /MIT · \d+/.test(text) && /\bbevy\b/.test(text) ? text : false;
      }, 10000).catch(() => "");
      check(about !== "", `by ear: the About page says its version and its libraries' licences (${about.length} characters)`);
      await note(page, "about dialog");
      await page.keyboard.press("Escape");
    } finally {
      await context.close();
    }
  });

  const lines = Object.entries(counts).map(([screen, c]) => `${screen}: ${c.named} named controls, ${c.unnamed} unnamed, ${c.texts} texts`);
  console.log("by ear, per screen: " + lines.join("; "));
  for (const [screen, c] of Object.entries(counts)) {
    check(c.named > 0 && c.unnamed === 0, `by ear: every control on the ${screen} screen has a name (${c.named} named)`);
  }
}
