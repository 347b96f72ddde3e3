//! A game by link: two players far apart send each other the whole game,
//! move by move, through any messenger. No server keeps it; each device
//! keeps its own copy, and every link carries everything needed to rebuild
//! the game: its id, who started, every move and who is to answer.
//!
//! A link is a stranger's input: its length is bounded before it is read,
//! its checksum is checked, and its moves are replayed by the rules.
//!
//! The two seats are the *opener* (the device that began the game) and the
//! *guest* (the first device to open its link). Moves are kept as the
//! opener sees the board: the opener plays South. Each device shows its
//! own seat at the bottom, so the guest sees the game mirrored (the rules
//! are symmetric under it).
//!
//! The bytes, before they are written out in base64url (no padding):
//!
//! | bytes | meaning |
//! |---|---|
//! | 1 | format version (high four bits, 2) and flags: bit 0 the guest moved first; bit 1 the link is for the guest |
//! | 4 | the game's id, big-endian |
//! | 1 or more | the number of moves, LEB128 |
//! | ⌈moves / 4⌉ | each move as the pit's place in the mover's row, two bits a move |
//! | 2 | CRC-16/CCITT-FALSE of everything before it, big-endian |

use crate::code::{crc16, from_base64url, to_base64url};
use crate::rules::{Game, Pit, ROW, Side};
use std::fmt;

/// The format version of a game by link (a shared game's code is 1).
pub const LINK_VERSION: u8 = 2;

/// The longest text read as a link: a page address and a code of some
/// 1,500 moves, far beyond any game the rules allow to be played out.
pub const MAX_LINK_CHARS: usize = 2_000;

const GUEST_FIRST: u8 = 0b01;
const FOR_GUEST: u8 = 0b10;

/// One of the game's two players, as its devices know them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Seat {
    /// The player who began the game and sent the first link.
    Opener,
    /// The player the first link went to.
    Guest,
}

impl Seat {
    pub const fn other(self) -> Seat {
        match self {
            Seat::Opener => Seat::Guest,
            Seat::Guest => Seat::Opener,
        }
    }

    /// The side this seat plays as the opener sees the board.
    const fn side(self) -> Side {
        match self {
            Seat::Opener => Side::South,
            Seat::Guest => Side::North,
        }
    }

    const fn of_side(side: Side) -> Seat {
        match side {
            Side::South => Seat::Opener,
            Side::North => Seat::Guest,
        }
    }

    /// The name in saved files.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Opener => "opener",
            Seat::Guest => "guest",
        }
    }

    pub fn parse(name: &str) -> Option<Seat> {
        [Seat::Opener, Seat::Guest]
            .into_iter()
            .find(|s| s.name() == name)
    }
}

/// A game by link: the same on both devices, whoever looks at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkGame {
    /// Tells one game by link from another.
    pub id: u32,
    /// Who made the first move.
    pub first: Seat,
    /// The moves, as the opener sees the board (the opener plays South).
    pub moves: Vec<Pit>,
}

/// Why a link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than any link of a game could be: not read at all.
    TooLong,
    /// Not made of a code's characters, or cut short.
    NotALink,
    /// The checksum does not match: changed on the way.
    Damaged,
    /// A shared game's code, or one from a newer version: not a game by
    /// link this version can play.
    OtherVersion(u8),
    /// A move is not legal where it is played.
    IllegalMove { ply: usize },
    /// It says it is for one player while its moves say the other.
    WrongTurn,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong => f.write_str("the link is too long to be a game's"),
            LinkError::NotALink => {
                f.write_str("not a game by link: characters are missing or wrong")
            }
            LinkError::Damaged => f.write_str("the link is damaged: its checksum does not match"),
            LinkError::OtherVersion(v) => {
                write!(f, "the code is of format {v}, not a game by link")
            }
            LinkError::IllegalMove { ply } => {
                write!(f, "move {} of the link is not legal", ply + 1)
            }
            LinkError::WrongTurn => {
                f.write_str("the link's moves and its player to answer disagree")
            }
        }
    }
}

impl std::error::Error for LinkError {}

impl LinkGame {
    /// A new game, before its first move.
    pub fn new(id: u32, first: Seat) -> LinkGame {
        LinkGame {
            id,
            first,
            moves: Vec::new(),
        }
    }

    /// The game as the opener sees it, replayed. Only a game whose moves
    /// were checked can be built, so this cannot fail on one decoded or
    /// played here.
    fn opener_game(&self) -> Result<Game, usize> {
        let mut game = Game::new(self.first.side());
        for (ply, &pit) in self.moves.iter().enumerate() {
            game.play(pit).map_err(|_| ply)?;
        }
        Ok(game)
    }

    /// The game as `seat` sees it: that seat plays South, at the bottom.
    pub fn game_for(&self, seat: Seat) -> Game {
        let mut game = Game::new(self.local_side(seat, self.first.side()));
        for &pit in &self.moves {
            let pit = self.local_pit(seat, pit);
            if game.play(pit).is_err() {
                break; // never: the moves were checked when they came in
            }
        }
        game
    }

    /// A side as the opener sees it, as `seat` sees it.
    pub fn local_side(&self, seat: Seat, side: Side) -> Side {
        match seat {
            Seat::Opener => side,
            Seat::Guest => side.opponent(),
        }
    }

    /// A pit as the opener sees it, as `seat` sees it.
    pub fn local_pit(&self, seat: Seat, pit: Pit) -> Pit {
        match seat {
            Seat::Opener => pit,
            Seat::Guest => pit.mirrored(),
        }
    }

    /// Adds a move `seat` played, given as `seat` sees the board.
    pub fn push_local(&mut self, seat: Seat, pit: Pit) {
        let pit = self.local_pit(seat, pit);
        self.moves.push(pit);
    }

    /// The seat a link of this game is for: the one to answer it, or, once
    /// the game is over, the one that did not make the last move.
    pub fn addressee(&self) -> Seat {
        match self.moves.last() {
            Some(pit) => Seat::of_side(pit.side()).other(),
            None => self.first,
        }
    }

    /// The seat to move, if the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        let game = self.opener_game().ok()?;
        (!game.is_over()).then(|| Seat::of_side(game.to_move()))
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.opener_game().is_ok_and(|g| g.is_over())
    }

    /// The code of this game, for a link.
    pub fn encode(&self) -> String {
        let mut flags = LINK_VERSION << 4;
        if self.first == Seat::Guest {
            flags |= GUEST_FIRST;
        }
        if self.addressee() == Seat::Guest {
            flags |= FOR_GUEST;
        }
        let mut bytes = vec![flags];
        bytes.extend(self.id.to_be_bytes());
        let mut count = self.moves.len();
        loop {
            let low = (count & 0x7f) as u8;
            count >>= 7;
            bytes.push(if count == 0 { low } else { low | 0x80 });
            if count == 0 {
                break;
            }
        }
        for (ply, pit) in self.moves.iter().enumerate() {
            if ply % 4 == 0 {
                bytes.push(0);
            }
            *bytes.last_mut().expect("pushed above") |= (pit.place() as u8) << (2 * (ply % 4));
        }
        let crc = crc16(&bytes);
        bytes.extend(crc.to_be_bytes());
        to_base64url(&bytes)
    }

    /// Whether a text is meant as a game by link (its format version says
    /// so), whether or not it reads: a shared game's code, or text that is
    /// no code at all, is not.
    pub fn is_meant_as_link(text: &str) -> bool {
        // Its first byte says: four characters hold it, however long the
        // rest (a link too long to read is still told as a link).
        link_code(text).get(..4).is_some_and(|head| {
            from_base64url(head).is_ok_and(|b| b.first().map(|f| f >> 4) == Some(LINK_VERSION))
        })
    }

    /// The game a link (`…#g=CODE`) or its code holds, checked.
    pub fn decode(text: &str) -> Result<LinkGame, LinkError> {
        if text.len() > MAX_LINK_CHARS {
            return Err(LinkError::TooLong);
        }
        let bytes = from_base64url(link_code(text)).map_err(|_| LinkError::NotALink)?;
        if bytes.len() < 3 {
            return Err(LinkError::NotALink);
        }
        let (body, check) = bytes.split_at(bytes.len() - 2);
        if crc16(body) != u16::from_be_bytes([check[0], check[1]]) {
            return Err(LinkError::Damaged);
        }
        // A shared game's code, or a newer version's: named for what it is.
        let version = body[0] >> 4;
        if version != LINK_VERSION {
            return Err(LinkError::OtherVersion(version));
        }
        if body.len() < 6 {
            return Err(LinkError::NotALink);
        }
        let flags = body[0] & 0x0f;
        if flags & !(GUEST_FIRST | FOR_GUEST) != 0 {
            return Err(LinkError::Damaged);
        }
        let id = u32::from_be_bytes(body[1..5].try_into().expect("four bytes"));
        let first = if flags & GUEST_FIRST != 0 {
            Seat::Guest
        } else {
            Seat::Opener
        };
        let mut at = 5;
        let mut count = 0usize;
        let mut shift = 0;
        loop {
            let Some(&byte) = body.get(at) else {
                return Err(LinkError::NotALink);
            };
            at += 1;
            if shift > 14 {
                return Err(LinkError::Damaged);
            }
            count |= usize::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
        }
        let packed = &body[at..];
        if packed.len() != count.div_ceil(4) {
            return Err(LinkError::NotALink);
        }
        let mut game = Game::new(first.side());
        let mut moves = Vec::with_capacity(count);
        for ply in 0..count {
            let place = packed[ply / 4] >> (2 * (ply % 4)) & 0b11;
            if usize::from(place) >= ROW {
                return Err(LinkError::IllegalMove { ply });
            }
            let pit = Pit::of(game.to_move(), usize::from(place));
            game.play(pit).map_err(|_| LinkError::IllegalMove { ply })?;
            moves.push(pit);
        }
        // The bits after the last move are zero in a link we wrote.
        if !count.is_multiple_of(4) && packed.last().is_some_and(|b| b >> (2 * (count % 4)) != 0) {
            return Err(LinkError::Damaged);
        }
        let link = LinkGame { id, first, moves };
        let for_guest = flags & FOR_GUEST != 0;
        if for_guest != (link.addressee() == Seat::Guest) {
            return Err(LinkError::WrongTurn);
        }
        Ok(link)
    }
}

/// The code in a link (`…#g=CODE`), or the code itself.
fn link_code(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once("#g=").map_or(text, |(_, code)| code)
}

/// What a link that came in means for the game this device keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// A game this device does not have: it takes the seat the link is
    /// for.
    New { seat: Seat },
    /// Newer than the game kept here: `missed` moves to play.
    Newer { missed: usize },
    /// The game as it is kept here, or an earlier point of it: nothing
    /// changes. `link` and `kept` count moves played.
    Older { link: usize, kept: usize },
    /// Its moves are not the ones kept here (a move taken back, another
    /// game under the same id): refused, the kept game untouched.
    Diverges { at: usize },
    /// Newer, but for the other seat: this device did not make the move
    /// it answers, or its player would answer their own move.
    WrongSeat { seat: Seat },
}

/// How a link fits the game kept here under its id (and the seat this
/// device plays in it), if there is one.
pub fn judge(kept: Option<(&LinkGame, Seat)>, link: &LinkGame) -> Arrival {
    let Some((kept, seat)) = kept else {
        return Arrival::New {
            seat: link.addressee(),
        };
    };
    if kept.first != link.first {
        return Arrival::Diverges { at: 0 };
    }
    if let Some(at) = kept.moves.iter().zip(&link.moves).position(|(a, b)| a != b) {
        return Arrival::Diverges { at };
    }
    if link.moves.len() <= kept.moves.len() {
        return Arrival::Older {
            link: link.moves.len(),
            kept: kept.moves.len(),
        };
    }
    if link.addressee() != seat {
        return Arrival::WrongSeat { seat };
    }
    Arrival::Newer {
        missed: link.moves.len() - kept.moves.len(),
    }
}

/// A game by link as this device keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptLink {
    pub game: LinkGame,
    /// The seat this device plays.
    pub seat: Seat,
    /// This device has a move (or, for a new game, the game itself) the
    /// other player has not been sent.
    pub unsent: bool,
    /// When the last move was played or came in, in Unix seconds.
    pub time: u64,
    /// The end has been counted in the records.
    pub counted: bool,
}

impl KeptLink {
    /// Whether it is this device's player to move.
    pub fn my_turn(&self) -> bool {
        self.game.to_move() == Some(self.seat)
    }

    /// Whether the last move is this device's, not yet sent: the one move
    /// a player may still take back.
    pub fn may_take_back(&self) -> bool {
        self.unsent
            && self
                .game
                .moves
                .last()
                .is_some_and(|pit| Seat::of_side(pit.side()) == self.seat)
    }
}

/// Why a link changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a link of a game, or damaged: the reason.
    Unreadable(LinkError),
    /// The game as kept here, or an earlier point of it.
    Older { link: usize, kept: usize },
    /// Another course of the game than the one kept here.
    Diverges { at: usize },
    /// For the other player: the seat this device plays.
    WrongSeat { seat: Seat },
}

/// A link that was taken: the game it updated or began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    pub id: u32,
    /// The moves this device had of the game before (none for a new one).
    pub before: usize,
}

/// The games by link on this device, most recent first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkBook {
    pub games: Vec<KeptLink>,
}

impl LinkBook {
    pub fn get(&self, id: u32) -> Option<&KeptLink> {
        self.games.iter().find(|k| k.game.id == id)
    }

    fn get_mut(&mut self, id: u32) -> Option<&mut KeptLink> {
        self.games.iter_mut().find(|k| k.game.id == id)
    }

    /// Moves a game to the top of the list.
    fn touch(&mut self, id: u32) {
        if let Some(i) = self.games.iter().position(|k| k.game.id == id) {
            let kept = self.games.remove(i);
            self.games.insert(0, kept);
        }
    }

    /// Begins a game this device opens, with an id no game here has.
    pub fn begin(&mut self, mut id: u32, first: Seat, now: u64) -> u32 {
        while self.get(id).is_some() {
            id = id.wrapping_add(1);
        }
        self.games.insert(
            0,
            KeptLink {
                game: LinkGame::new(id, first),
                seat: Seat::Opener,
                unsent: true,
                time: now,
                counted: false,
            },
        );
        id
    }

    /// Takes a link that came in, or says why not; a refused link leaves
    /// every game as it was.
    pub fn open(&mut self, text: &str, now: u64) -> Result<Taken, Refused> {
        let link = LinkGame::decode(text).map_err(Refused::Unreadable)?;
        let kept = self.get(link.id).map(|k| (&k.game, k.seat));
        let before = kept.map_or(0, |(g, _)| g.moves.len());
        match judge(kept, &link) {
            Arrival::New { seat } => self.games.insert(
                0,
                KeptLink {
                    game: link.clone(),
                    seat,
                    unsent: false,
                    time: now,
                    counted: false,
                },
            ),
            Arrival::Newer { .. } => {
                let kept = self.get_mut(link.id).expect("judged as kept");
                kept.game = link.clone();
                kept.unsent = false;
                kept.time = now;
                self.touch(link.id);
            }
            Arrival::Older { link, kept } => return Err(Refused::Older { link, kept }),
            Arrival::Diverges { at } => return Err(Refused::Diverges { at }),
            Arrival::WrongSeat { seat } => return Err(Refused::WrongSeat { seat }),
        }
        Ok(Taken {
            id: link.id,
            before,
        })
    }

    /// Keeps a move this device's player made, as they see the board.
    /// Refused (false) when it is not theirs to make or not legal.
    pub fn play(&mut self, id: u32, pit: Pit, now: u64) -> bool {
        let Some(kept) = self.get_mut(id) else {
            return false;
        };
        if !kept.my_turn() || !kept.game.game_for(kept.seat).legal_moves().contains(pit) {
            return false;
        }
        let seat = kept.seat;
        kept.game.push_local(seat, pit);
        kept.unsent = true;
        kept.time = now;
        self.touch(id);
        true
    }

    /// Takes back this device's last move, while it is not sent.
    pub fn take_back(&mut self, id: u32) -> bool {
        match self.get_mut(id) {
            Some(kept) if kept.may_take_back() => {
                kept.game.moves.pop();
                true
            }
            _ => false,
        }
    }

    /// The game's link was given to the player: no taking back now.
    pub fn sent(&mut self, id: u32) {
        if let Some(kept) = self.get_mut(id) {
            kept.unsent = false;
        }
    }

    /// Marks a finished game as counted in the records; false if it was
    /// already, or is not over.
    pub fn count_end(&mut self, id: u32) -> bool {
        match self.get_mut(id) {
            Some(kept) if kept.game.is_over() && !kept.counted => {
                kept.counted = true;
                true
            }
            _ => false,
        }
    }

    pub fn remove(&mut self, id: u32) {
        self.games.retain(|k| k.game.id != id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_game_round_trips() {
        for first in [Seat::Opener, Seat::Guest] {
            let game = LinkGame::new(0xdead_beef, first);
            assert_eq!(LinkGame::decode(&game.encode()), Ok(game));
        }
    }
}
