//! How what one tab or window keeps meets what another kept meanwhile.
//! Each kept file is merged three ways: `base`, the file as this tab last
//! read or wrote it; `mine`, what this tab holds now; `theirs`, the file as
//! it stands now. A change this tab made since `base` is laid over
//! `theirs`; anything else of `theirs` is taken as it is. So no write drops
//! what another tab saved, and a tab that only looks takes the newest.
//! Plain Rust: the game's `platform::sync` reads and writes the files.

use crate::link::{KeptLink, LinkBook};
use crate::save::{SavedGame, SavedPuzzles, SavedRecords, SavedSettings};

/// The settings, choice by choice: each one changed here since `base`
/// wins; every other is `theirs`. The lessons done only grow: a lesson
/// finished in either tab stays finished.
pub fn settings(
    base: &SavedSettings,
    mine: &SavedSettings,
    theirs: &SavedSettings,
) -> SavedSettings {
    let as_map = |s: &SavedSettings| match serde_json::to_value(s) {
        Ok(serde_json::Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    let (base_map, mine_map) = (as_map(base), as_map(mine));
    let mut merged = as_map(theirs);
    for (name, value) in &mine_map {
        if base_map.get(name) != Some(value) {
            merged.insert(name.clone(), value.clone());
        }
    }
    let mut merged: SavedSettings =
        serde_json::from_value(serde_json::Value::Object(merged)).unwrap_or_else(|_| mine.clone());
    for done in mine.lessons.done.iter().chain(&theirs.lessons.done) {
        if !merged.lessons.done.contains(done) {
            merged.lessons.done.push(done.clone());
        }
    }
    merged.lessons.offered |= mine.lessons.offered || theirs.lessons.offered;
    merged
}

/// The game in progress: one game at a time. A game begun, moved or ended
/// here since `base` is the game; otherwise `theirs` is.
pub fn game(
    base: Option<&SavedGame>,
    mine: Option<&SavedGame>,
    theirs: Option<&SavedGame>,
) -> Option<SavedGame> {
    if mine != base { mine } else { theirs }.cloned()
}

/// The games by link, game by game. A game changed on one side only takes
/// that side's change (a move, a link opened, a move taken back, the game
/// removed); a game changed on both keeps the longer line, so no move
/// either side saved is lost, and a game removed on one side but moved on
/// the other stays. The list goes by time, the latest first.
pub fn links(base: &LinkBook, mine: &LinkBook, theirs: &LinkBook) -> LinkBook {
    // The order of the side that changed it (a game moved to the top),
    // else theirs; games only the other side has came in since, on top.
    let order = |book: &LinkBook| book.games.iter().map(|k| k.game.id).collect::<Vec<_>>();
    let (first, second) = if order(mine) != order(base) {
        (mine, theirs)
    } else {
        (theirs, mine)
    };
    let ids: Vec<u32> = second
        .games
        .iter()
        .map(|k| k.game.id)
        .filter(|&id| first.get(id).is_none())
        .chain(order(first))
        .collect();
    let mut merged = LinkBook::default();
    for id in ids {
        let (b, m, t) = (base.get(id), mine.get(id), theirs.get(id));
        let kept = if m == b {
            t
        } else if t == b {
            m
        } else {
            match (m, t) {
                (Some(m), Some(t)) => Some(both_changed(m, t)),
                (m, t) => m.or(t),
            }
        };
        if let Some(kept) = kept {
            let mut kept = kept.clone();
            // Counted is never taken back: a game's end counts once.
            kept.counted |= m.is_some_and(|k| k.counted) || t.is_some_and(|k| k.counted);
            merged.games.push(kept);
        }
    }
    // Stable: games of the same time keep the order above.
    merged.games.sort_by_key(|k| std::cmp::Reverse(k.time));
    merged
}

/// One game by link moved on in two places at once: the longer line, or
/// the later one if they are as long.
fn both_changed<'a>(mine: &'a KeptLink, theirs: &'a KeptLink) -> &'a KeptLink {
    let key = |k: &KeptLink| (k.game.moves.len(), k.time);
    if key(mine) > key(theirs) {
        mine
    } else {
        theirs
    }
}

/// The records, game by game: each game counted here since `base` and not
/// counted in `theirs` is counted into `theirs`. Records cleared here win
/// over the older ones; cleared elsewhere, they start again from there.
pub fn records(base: &SavedRecords, mine: &SavedRecords, theirs: &SavedRecords) -> SavedRecords {
    if mine.cleared > theirs.cleared {
        return mine.clone();
    }
    let mut merged = theirs.clone();
    let new_here = mine
        .counted
        .iter()
        .filter(|game| !base.has_counted(game.key));
    for game in new_here {
        // `None` when theirs counted it too: a game counts once.
        merged.count_game(*game);
    }
    merged
}

/// Puzzle progress only grows: every puzzle solved on either side, and the
/// daily run that reaches the later day (the longer, on the same day).
pub fn puzzles(mine: &SavedPuzzles, theirs: &SavedPuzzles) -> SavedPuzzles {
    let mut merged = theirs.clone();
    for id in &mine.solved {
        if !merged.solved.contains(id) {
            merged.solved.push(id.clone());
        }
    }
    if (mine.daily_last, mine.daily_streak) > (theirs.daily_last, theirs.daily_streak) {
        merged.daily_last = mine.daily_last;
        merged.daily_streak = mine.daily_streak;
    }
    merged.daily_best = mine.daily_best.max(theirs.daily_best);
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::Seat;
    use crate::rules::Pit;
    use crate::save::{CountedGame, Opponent};

    fn pit(n: usize) -> Pit {
        Pit::new(n).unwrap()
    }

    #[test]
    fn a_game_by_link_moved_on_elsewhere_survives_a_new_game_here() {
        let mut base = LinkBook::default();
        base.begin(7, Seat::Opener, 10);
        assert!(base.play(7, pit(2), 11));
        // Another tab took the friend's reply and played on.
        let mut theirs = base.clone();
        theirs.games[0].game.moves.push(pit(4));
        theirs.games[0].time = 20;
        // This tab, still at move 1, begins another game.
        let mut mine = base.clone();
        mine.begin(9, Seat::Opener, 30);
        let merged = links(&base, &mine, &theirs);
        assert_eq!(merged.games.len(), 2);
        assert_eq!(merged.get(7).unwrap().game.moves.len(), 2);
        assert_eq!(merged.games[0].game.id, 9, "the latest first");
    }

    #[test]
    fn a_move_taken_back_here_stays_taken_back() {
        let mut base = LinkBook::default();
        base.begin(7, Seat::Opener, 10);
        base.play(7, pit(2), 11);
        let mut mine = base.clone();
        assert!(mine.take_back(7));
        let merged = links(&base, &mine, &base);
        assert!(merged.get(7).unwrap().game.moves.is_empty());
    }

    #[test]
    fn records_count_each_game_once() {
        let game = |key| CountedGame {
            key,
            opponent: Opponent::TwoPlayers,
            margin: 2,
        };
        let base = SavedRecords::default();
        let mut mine = base.clone();
        mine.count_game(game(1));
        mine.count_game(game(2));
        let mut theirs = base.clone();
        theirs.count_game(game(2));
        theirs.count_game(game(3));
        let merged = records(&base, &mine, &theirs);
        assert_eq!(merged.of(Opponent::TwoPlayers).played, 3);
        // Merged again with itself as the base: nothing new.
        assert_eq!(records(&merged, &merged, &merged), merged);
    }

    #[test]
    fn a_choice_made_here_is_laid_over_theirs() {
        let base = SavedSettings {
            version: 3,
            language: None,
            mode: crate::prefs::Mode::VsComputer,
            level: crate::ai::Level::Beginner,
            starts: crate::prefs::Starts::South,
            speed: crate::prefs::AnimationSpeed::Normal,
            sound: true,
            volume: 0.8,
            text_scale: 1.0,
            reduced_motion: false,
            preview: true,
            coach: true,
            lessons: Default::default(),
            face_to_face: false,
            last_first: None,
        };
        let mine = SavedSettings {
            sound: false,
            ..base.clone()
        };
        let theirs = SavedSettings {
            volume: 0.5,
            ..base.clone()
        };
        let merged = settings(&base, &mine, &theirs);
        assert!(!merged.sound);
        assert_eq!(merged.volume, 0.5);
        // A lesson finished in each tab: both stay finished.
        let lessons = |id: &str| crate::save::Lessons {
            offered: true,
            done: vec![id.to_owned()],
        };
        let mine = SavedSettings {
            lessons: lessons("sowing"),
            ..base.clone()
        };
        let theirs = SavedSettings {
            lessons: lessons("capture"),
            ..base.clone()
        };
        let mut done = settings(&base, &mine, &theirs).lessons.done;
        done.sort();
        assert_eq!(done, ["capture", "sowing"]);
    }
}
