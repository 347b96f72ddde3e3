//! What a move did, in a lesson's words, from the core's own report: the
//! stones sown and where the first went, the last stone's pit, each
//! captured pit in chain order, a forfeit, a feed, the end of the game.

use crate::game::ui::locale::Locale;
use crate::game::words::Who;
use crate::i18n::Arg;
use crate::rules::{EndReason, GameResult, IllegalMove, MoveReport, PITS, Pit, Side};

/// One sentence of an explanation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Line {
    /// `stones` were sown from `origin`, the first back into it; with a
    /// big handful the origin received `back` of them.
    Sown { origin: Pit, stones: u8, back: u8 },
    /// The last stone made `count` in `pit`, which is not 2, 4 or 6.
    LastStone { pit: Pit, count: u8 },
    /// A captured pit: the first in the chain (`first`) is where the last
    /// stone landed; each next one is the pit before.
    Captured { pit: Pit, count: u8, first: bool },
    /// The first move of the game: the last stone made `count` in `pit`,
    /// and nothing was captured.
    Forfeited { pit: Pit, count: u8 },
    /// The opponent's row was empty; the move gave it `stones`.
    Fed { stones: u8 },
    /// The game ended: `stuck` had no legal move, each kept their row.
    Ended { stuck: Side, south: u8, north: u8 },
    /// The game ended by repetition.
    Repeated { south: u8, north: u8 },
    /// The pit could not be played, and why.
    Refused(IllegalMove),
}

/// What a move did, sentence by sentence, from its report and the result
/// it led to.
pub fn explain(report: &MoveReport, result: Option<GameResult>) -> Vec<Line> {
    let mut lines = Vec::new();
    let stones = report.stones_sown();
    let back = report.steps().filter(|s| s.pit == report.origin).count() as u8;
    lines.push(Line::Sown {
        origin: report.origin,
        stones,
        back,
    });
    let last = report.last_pit();
    let count = report.board_after_sowing()[last];
    let captures = report.captures();
    if report.forfeited {
        lines.push(Line::Forfeited { pit: last, count });
    } else if captures.is_empty() {
        lines.push(Line::LastStone { pit: last, count });
    }
    for (i, capture) in captures.iter().enumerate() {
        lines.push(Line::Captured {
            pit: capture.pit,
            count: capture.stones,
            first: i == 0,
        });
    }
    let opponent = report.mover.opponent();
    if report.before.row_total(opponent) == 0 {
        lines.push(Line::Fed {
            stones: report.after.row_total(opponent),
        });
    }
    if let Some(result) = result {
        let [south, north] = result.score;
        lines.push(match result.reason {
            EndReason::NoMoves => Line::Ended {
                stuck: report.after.to_move(),
                south,
                north,
            },
            EndReason::Repetition { .. } => Line::Repeated { south, north },
        });
    }
    lines
}

/// How a lesson names a side: the learner plays South.
fn who(side: Side) -> Who {
    match side {
        Side::South => Who::You,
        Side::North => Who::North,
    }
}

/// A pit's name in words: "North's pit 2", "your pit 3".
pub fn pit_name(pit: Pit, locale: &Locale) -> String {
    locale.pit(pit, who(pit.side()))
}

/// One line in the current language. Refusals are worded by `refused`.
pub fn render(line: Line, locale: &Locale, refused: impl Fn(IllegalMove) -> String) -> String {
    let pit = |p: Pit| pit_name(p, locale);
    match line {
        Line::Sown {
            origin,
            stones,
            back,
        } => {
            let mut text = locale.t_with(
                "explain-sown",
                &[
                    ("stones", Arg::from(stones)),
                    ("pit", Arg::Str(&pit(origin))),
                ],
            );
            if usize::from(stones) > PITS {
                text.push(' ');
                text.push_str(&locale.t_with("explain-lap", &[("back", Arg::from(back))]));
            }
            text
        }
        Line::LastStone { pit: p, count } => locale.t_with(
            "explain-last",
            &[("count", Arg::from(count)), ("pit", Arg::Str(&pit(p)))],
        ),
        Line::Captured {
            pit: p,
            count,
            first,
        } => locale.t_with(
            if first {
                "explain-captured"
            } else {
                "explain-chain"
            },
            &[("count", Arg::from(count)), ("pit", Arg::Str(&pit(p)))],
        ),
        Line::Forfeited { pit: p, count } => locale.t_with(
            "explain-forfeit",
            &[("count", Arg::from(count)), ("pit", Arg::Str(&pit(p)))],
        ),
        Line::Fed { stones } => locale.t_with("explain-fed", &[("stones", Arg::from(stones))]),
        Line::Ended {
            stuck,
            south,
            north,
        } => locale.t_with(
            "explain-ended",
            &[
                ("who", who(stuck).into()),
                ("south", Arg::from(south)),
                ("north", Arg::from(north)),
            ],
        ),
        Line::Repeated { south, north } => locale.t_with(
            "explain-repeated",
            &[("south", Arg::from(south)), ("north", Arg::from(north))],
        ),
        Line::Refused(reason) => refused(reason),
    }
}
