//! Retrograde analysis of every Modiar position.
//!
//! A position is a board seen from the player to move. Its value is the
//! mover's net future gain under perfect play: stones they will still
//! capture or keep at the end, minus the opponent's. Endless play is worth 0.
//!
//! Captures only shrink the board, so layers of equal stone count are solved
//! upward. Inside a layer, moves without captures can cycle. For each
//! threshold `t` from high to low, the positions worth at least `t` form an
//! attractor (the mover can force an exit worth `t` in finitely many moves,
//! since endless play gives 0 < t); so do those worth at most `−t`. Growing
//! both sets incrementally, threshold by threshold, fixes every value once
//! and visits every edge once. What is never fixed is worth exactly 0.
//!
//! A node's quiet predecessors are found by un-sowing its board, not kept
//! in lists: the lists cost more in scattered memory traffic than the
//! arithmetic that replaces them.
//!
//! The solve runs in bounded slices ([`Solver::step`]) so a frame never
//! stalls, or all at once ([`Solver::solve`]).

use super::index::{
    LAYERS, LayerRank, MAX_STONES, PACKED_ONES, POSITIONS, Packed, layer_offset, layer_size,
    next_packed, pack_board, packed_index,
};
use super::table::{NO_PROGRESS, Table, encode};
use crate::rules::{PITS, ROW};

/// Marks a node with no capturing move (and at least one quiet move).
const NO_EXIT: i8 = i8::MIN;
/// Room for a node's quiet predecessors: at most 3 origins × 6 stone
/// counts that leave the origin holding what it holds, rounded up to 32
/// so that a count masked to five bits indexes it unchecked.
const MAX_PARENTS: usize = 32;

/// A node's state, half a byte: its pending quiet moves (at most 3), and
/// flags for whether it loses like its exit and whether it is fixed. Two
/// nodes a byte: the largest layer's states (0.77 MB) fit in a core's
/// second-level cache (commonly 1 MiB), where the scattered reads of
/// un-sowing cost the least. How much each exit loses is kept by the
/// buckets, not here.
const PENDING: u8 = 0b0011;
/// Set once the node's best exit loses at least the threshold: once the
/// bucket of what it loses is seeded, or from the start for a node with no
/// exit (which loses like the worst). With no quiet move left to escape
/// by, the node is then lost at the threshold.
const LOSES: u8 = 0b0100;
const FIXED: u8 = 0b1000;

/// Nodes in a layer at most, rounded up to a power of two: the states'
/// room, which a node masked to 21 bits indexes unchecked.
const STATE_ROOM: usize = 1 << 21;
const _: () = assert!(layer_size(MAX_STONES) <= STATE_ROOM);

/// The states' room as an array of bytes, so that indexing it needs no
/// checks.
fn room(state: &mut [u8]) -> &mut [u8; STATE_ROOM / 2] {
    (&mut state[..STATE_ROOM / 2])
        .try_into()
        .expect("the room of every layer's states")
}

/// Where a node's state is: its byte, and its shift in the byte.
#[inline(always)]
fn nibble(node: usize) -> (usize, u32) {
    (node >> 1 & (STATE_ROOM / 2 - 1), (node as u32 & 1) * 4)
}

/// Sets a node's state, keeping its neighbour's in the same byte.
#[inline(always)]
fn set_state(states: &mut [u8; STATE_ROOM / 2], node: usize, state: u8) {
    let (byte, shift) = nibble(node);
    states[byte] = states[byte] & !(0xf << shift) | state << shift;
}

/// The pit bytes of a packed board.
const BOARD: Packed = 0xffff_ffff_ffff;

/// How far the solve has come, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Positions whose layer is fully solved.
    pub solved: usize,
    pub total: usize,
}

impl Progress {
    pub fn fraction(&self) -> f32 {
        self.solved as f32 / self.total as f32
    }
}

#[derive(Clone, Copy, Debug)]
enum Phase {
    /// Writing 0 into the layer's part of the table, a slice at a time:
    /// what a position never fixed is worth.
    Reset {
        next: usize,
    },
    /// Generating moves: the best exit and the quiet-move count, node by
    /// node, and the buckets of the thresholds where nodes enter.
    Moves {
        next: usize,
    },
    /// Growing the attractors at threshold `t`.
    Propagate {
        t: usize,
        seeded: bool,
    },
    Done,
}

/// A solve in progress. Call [`Solver::step`] until it returns a table.
///
/// A value is written into the table the moment it is fixed; positions
/// never fixed keep the code for 0 that the layer starts with.
pub struct Solver {
    codes: Vec<u8>,
    /// Stones in the layer being solved (even).
    stones: usize,
    phase: Phase,
    /// The board of the node whose moves are generated next.
    board: Packed,
    /// Ranks the layer's boards.
    layer: LayerRank,
    /// Per node of the layer: see [`FIXED`]. Room for the largest layer,
    /// so that no layer resizes it.
    state: Vec<u8>,
    /// Nodes that enter at a lower threshold.
    bucket_win: Vec<Vec<Entry>>,
    bucket_loss: Vec<Vec<Entry>>,
    /// Fixed nodes whose predecessors are still to visit.
    stack: Vec<Entry>,
    /// A batch's nodes between playing their moves and reading the
    /// captures' values (see [`Solver::generate`]); kept, not made afresh.
    moves: Box<[Moves; BATCH]>,
    solved: usize,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    pub fn new() -> Solver {
        let mut solver = Solver {
            codes: vec![0; POSITIONS],
            stones: 0,
            phase: Phase::Done,
            board: 0,
            layer: LayerRank::new(0),
            // Zeroed pages come from the system lazily: the room costs
            // only what the largest layer touches.
            state: vec![0; STATE_ROOM / 2],
            bucket_win: vec![Vec::new(); MAX_STONES + 1],
            bucket_loss: vec![Vec::new(); MAX_STONES + 1],
            stack: Vec::new(),
            moves: Box::new([Moves::default(); BATCH]),
            solved: 0,
        };
        solver.begin_layer(0);
        solver
    }

    /// Solves everything at once.
    pub fn solve() -> Table {
        let mut solver = Solver::new();
        loop {
            if let Some(table) = solver.step(usize::MAX) {
                return table;
            }
        }
    }

    pub fn progress(&self) -> Progress {
        Progress {
            solved: self.solved,
            total: POSITIONS,
        }
    }

    /// Does about `budget` units of work (a unit is one position or one
    /// edge) and returns the table once the last layer is solved.
    pub fn step(&mut self, budget: usize) -> Option<Table> {
        let mut budget = budget.max(1);
        while budget > 0 {
            let size = layer_size(self.stones);
            match self.phase {
                Phase::Reset { next } => {
                    let end = size.min(next.saturating_add(budget));
                    let offset = layer_offset(self.stones);
                    self.codes[offset + next..offset + end].fill(encode(0, NO_PROGRESS));
                    budget -= end - next;
                    self.phase = if end == size {
                        Phase::Moves { next: 0 }
                    } else {
                        Phase::Reset { next: end }
                    };
                }
                Phase::Moves { next } => {
                    let end = size.min(next.saturating_add(budget));
                    for start in (next..end).step_by(BATCH) {
                        self.generate(start, (end - start).min(BATCH));
                    }
                    budget -= end - next;
                    self.phase = if end == size {
                        Phase::Propagate {
                            t: self.stones,
                            seeded: false,
                        }
                    } else {
                        Phase::Moves { next: end }
                    };
                }
                Phase::Propagate { t, seeded } => {
                    if t == 0 {
                        self.solved += size;
                        if self.stones == MAX_STONES {
                            self.phase = Phase::Done;
                        } else {
                            self.begin_layer(self.stones + 2);
                        }
                        continue;
                    }
                    if !seeded {
                        self.seed_threshold(t);
                    }
                    budget = self.propagate(t, budget);
                    self.phase = if self.stack.is_empty() {
                        Phase::Propagate {
                            t: t - 1,
                            seeded: false,
                        }
                    } else {
                        Phase::Propagate { t, seeded: true }
                    };
                }
                Phase::Done => {
                    self.state = Vec::new();
                    self.bucket_win = Vec::new();
                    self.bucket_loss = Vec::new();
                    self.stack = Vec::new();
                    return Some(Table::from_codes(std::mem::take(&mut self.codes)));
                }
            }
        }
        None
    }

    fn begin_layer(&mut self, stones: usize) {
        debug_assert!(stones <= MAX_STONES && stones.is_multiple_of(2) && (stones / 2) < LAYERS);
        self.stones = stones;
        self.layer.set(stones);
        self.board = pack_board(&first_board(stones));
        self.phase = Phase::Reset { next: 0 };
    }

    /// Generates the moves of `count` nodes from `first` on, the next
    /// being `self.board`: each one's best capturing move's value, and how
    /// many quiet moves stay in the layer. A node whose best exit wins or
    /// loses goes to the bucket of that threshold.
    fn generate(&mut self, first: usize, count: usize) {
        let states = room(&mut self.state);
        // Only nodes with a capture or no legal move wait for a second
        // pass: all their moves are played before any capture's value is
        // read, so that those scattered reads overlap.
        let moves = &mut *self.moves;
        // The batch's states, a byte each until they are packed in pairs.
        let mut batch_states = [0u8; BATCH];
        let mut waiting = 0;
        let mut board = self.board;
        let mut row = RowMoves::new(board);
        for i in 0..count {
            let m = &mut moves[waiting & (BATCH - 1)];
            m.node = i as u16;
            m.board = board;
            m.captured = [0; ROW];
            let mut quiet = row.quiet;
            let mut legal = row.legal_count;
            for sown in row.varying() {
                let after = board.wrapping_add(sown.sowing);
                if 0x54u64 >> ((after >> sown.last_shift) & 0x3f) & 1 == 0 {
                    quiet += 1; // the last pit holds no 2, 4 or 6: no capture
                    continue;
                }
                let (left, captured) = capture_with(after, sown.chains);
                if left >> (8 * ROW) == 0 {
                    legal -= 1; // would leave the opponent's row empty
                    continue;
                }
                let child = packed_index(rotate(left, ROW));
                prefetch(&self.codes, child);
                m.child[sown.pit] = child as u32;
                m.captured[sown.pit] = captured;
            }
            m.quiet = quiet;
            if legal == quiet && legal > 0 {
                // Only quiet moves: no exit, which loses like the worst.
                batch_states[i & (BATCH - 1)] = LOSES | quiet;
            } else {
                waiting += 1;
            }
            // The next board moves a stone from pit 5 to pit 4 while it can;
            // else the mover's row may change.
            if board >> 40 != 0 {
                board = board.wrapping_add(NEXT_IN_ROW);
            } else if let Some(next) = next_packed(board) {
                board = next;
                if !row.holds(board) {
                    row = RowMoves::new(board);
                }
            }
        }
        self.board = board;
        for m in &moves[..waiting] {
            let mut best = NO_EXIT;
            let mut best_pit = NO_PROGRESS;
            for pit in 0..ROW {
                if m.captured[pit] > 0 {
                    let code = self.codes[m.child[pit] as usize];
                    let value = m.captured[pit] as i8 - Table::decode_value(code);
                    if value > best {
                        best = value;
                        best_pit = pit as u8;
                    }
                }
            }
            if best == NO_EXIT && m.quiet == 0 {
                // No legal move: the game ends and each side keeps its row.
                let rows = m.board.wrapping_mul(PACKED_ONES);
                let own = (rows >> 16) as u8;
                best = own as i8 - ((rows >> 40) as u8 - own) as i8;
                best_pit = NO_PROGRESS;
            }
            let node = first + m.node as usize;
            batch_states[usize::from(m.node) & (BATCH - 1)] = m.quiet;
            if best >= 1 {
                let entry = Entry::new(node, m.board).with_exit_pit(best_pit);
                self.bucket_win[best as usize].push(entry);
            } else if best <= -1 {
                // Its bucket marks it as losing like its exit, or fixes it
                // if no quiet move is left to escape by.
                self.bucket_loss[(-best) as usize].push(Entry::new(node, m.board));
            }
        }
        // Two nodes a byte; a node without its neighbour at either end
        // keeps the neighbour's half.
        let (head, pairs) = batch_states[..count].split_at((first & 1).min(count));
        if let Some(&state) = head.first() {
            set_state(states, first, state);
        }
        let paired = first + head.len();
        let mut chunks = pairs.chunks_exact(2);
        for (k, pair) in chunks.by_ref().enumerate() {
            states[(paired >> 1) + k] = pair[0] | pair[1] << 4;
        }
        if let &[state] = chunks.remainder() {
            set_state(states, first + count - 1, state);
        }
    }

    /// Fixes the nodes that enter the attractors at threshold `t` on their own.
    fn seed_threshold(&mut self, t: usize) {
        let t_value = t as i8;
        let Solver {
            codes,
            stones,
            state,
            bucket_win,
            bucket_loss,
            stack,
            ..
        } = self;
        let codes = &mut codes[layer_offset(*stones)..];
        let states = room(state);
        // The buckets are drained, keeping their room for the next layer:
        // growing them again costs copies and fresh pages.
        for entry in bucket_win[t].drain(..) {
            let node = entry.node();
            let (byte, shift) = nibble(node);
            if states[byte] >> shift & FIXED == 0 {
                states[byte] |= FIXED << shift;
                codes[node] = encode(t_value, entry.exit_pit());
                if may_have_parents(entry.board(*stones)) {
                    stack.push(entry.won());
                }
            }
        }
        for entry in bucket_loss[t].drain(..) {
            let node = entry.node();
            let (byte, shift) = nibble(node);
            let state = states[byte] >> shift;
            if state & FIXED != 0 {
                continue;
            }
            if state & PENDING != 0 {
                // It may still escape by a quiet move; once it cannot, it
                // is lost at the threshold then.
                states[byte] |= LOSES << shift;
                continue;
            }
            states[byte] |= FIXED << shift;
            codes[node] = encode(-t_value, NO_PROGRESS);
            if may_have_parents(entry.board(*stones)) {
                stack.push(entry);
            }
        }
    }

    /// Grows both attractors at threshold `t` until the stack is empty or the
    /// budget is spent. Returns the budget left.
    fn propagate(&mut self, t: usize, budget: usize) -> usize {
        let t_value = t as i8;
        let Solver {
            codes,
            stones,
            layer,
            state,
            stack,
            ..
        } = self;
        let codes = &mut codes[layer_offset(*stones)..];
        let states = room(state);
        let mut parents = [Parent::default(); MAX_PARENTS];
        let mut spent = 0;
        while spent < budget {
            let Some(entry) = stack.pop() else { break };
            let board = entry.board(*stones);
            // Ask for each parent's state as it is found: the checks below
            // branch on them, and all are on their way when they start.
            let count = predecessors_asking(board, layer, &mut parents, |node| {
                std::hint::black_box(states[nibble(node).0]);
            });
            let parents = &parents[..count];
            spent += 1 + count;
            if entry.is_won() {
                // The opponent reaches a position worth t to them: one fewer
                // escape for each parent.
                for parent in parents.iter().rev() {
                    let node = parent.node();
                    let (byte, shift) = nibble(node);
                    let state = &mut states[byte];
                    if *state >> shift & FIXED != 0 {
                        continue;
                    }
                    *state -= 1 << shift;
                    // With no escape left, a node that loses like its exit
                    // is lost here; else it is worth its exit, fixed by
                    // the exit's bucket at a lower threshold (or worth 0).
                    if *state >> shift & (PENDING | LOSES) == LOSES {
                        *state |= FIXED << shift;
                        codes[node] = encode(-t_value, NO_PROGRESS);
                        if may_have_parents(parent.board) {
                            stack.push(Entry::new(node, parent.board));
                        }
                    }
                }
            } else {
                // A position worth −t to its mover: every parent wins t by moving here.
                for parent in parents.iter().rev() {
                    let node = parent.node();
                    let (byte, shift) = nibble(node);
                    let state = &mut states[byte];
                    if *state >> shift & FIXED == 0 {
                        *state |= FIXED << shift;
                        codes[node] = encode(t_value, parent.pit);
                        if may_have_parents(parent.board) {
                            stack.push(Entry::new(node, parent.board).won());
                        }
                    }
                }
            }
        }
        budget.saturating_sub(spent)
    }
}

/// Asks for a byte ahead of its use.
#[inline(always)]
fn prefetch(bytes: &[u8], at: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch only hints; it reads nothing and cannot fault.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(bytes.as_ptr().wrapping_add(at).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (bytes, at);
}

/// The first board of a layer in rank order.
const fn first_board(stones: usize) -> [u8; PITS] {
    [0, 0, 0, 0, 0, stones as u8]
}

/// Nodes whose moves are generated together.
const BATCH: usize = 256;

/// One node's moves, between playing them and reading the captures' values.
#[derive(Clone, Copy, Default)]
struct Moves {
    /// The node, counted from the batch's first.
    node: u16,
    board: Packed,
    /// Per pit: the table index of the position a capture leaves.
    child: [u32; ROW],
    /// Per pit: the stones it captures, 0 if none (or no legal move).
    captured: [u8; ROW],
    quiet: u8,
}

/// A node of the layer and its board in one word, so that visiting it
/// needs no unranking: pits 0–4 in bytes 0–4 (pit 5 holds the rest of the
/// layer's stones), the node in the 21 bits above, then the pit of its
/// best exit and, on top, whether it is won (worth t to its mover).
#[derive(Clone, Copy, Debug)]
struct Entry(u64);

impl Entry {
    const PITS_BUT_LAST: u64 = (1 << 40) - 1;
    const NODE_AT: u32 = 40;
    const NODES: u64 = (1 << 21) - 1;
    const EXIT_PIT_AT: u32 = 61;
    const WON: u64 = 1 << 63;

    fn new(node: usize, board: Packed) -> Entry {
        debug_assert!(node as u64 <= Entry::NODES);
        Entry(board & Entry::PITS_BUT_LAST | (node as u64) << Entry::NODE_AT)
    }

    fn node(self) -> usize {
        (self.0 >> Entry::NODE_AT & Entry::NODES) as usize
    }

    /// The board, given the layer's stone count.
    fn board(self, stones: usize) -> Packed {
        let first = self.0 & Entry::PITS_BUT_LAST;
        // Byte 4 of the product: the stones in pits 0–4.
        let held = first.wrapping_mul(PACKED_ONES) >> 32 & 0xff;
        first | (stones as u64 - held) << 40
    }

    fn with_exit_pit(self, pit: u8) -> Entry {
        Entry(self.0 | u64::from(pit) << Entry::EXIT_PIT_AT)
    }

    fn exit_pit(self) -> u8 {
        (self.0 >> Entry::EXIT_PIT_AT) as u8 & 3
    }

    fn won(self) -> Entry {
        Entry(self.0 & !(3 << Entry::EXIT_PIT_AT) | Entry::WON)
    }

    fn is_won(self) -> bool {
        self.0 & Entry::WON != 0
    }
}

/// A quiet predecessor: its node, the pit it sows, and its board.
#[derive(Clone, Copy, Default)]
struct Parent {
    node: u32,
    pit: u8,
    board: Packed,
}

impl Parent {
    /// The node, masked so that it indexes the states' room unchecked.
    fn node(&self) -> usize {
        self.node as usize & (STATE_ROOM - 1)
    }
}

/// The high bit of each pit byte.
const HIGH: Packed = PACKED_ONES << 7;

/// Bit k set where pit byte k of `high` has its high bit set.
fn gather(high: Packed) -> u32 {
    // Moves bit 8k + 7 to bit 56 + k; no two partial products meet.
    (((high >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56) as u32 & 0x3f
}

/// Per pit byte: whether it holds at least `n` (every count is below 128).
fn at_least(board: Packed, n: u8) -> Packed {
    ((board | HIGH) - Packed::from(n) * PACKED_ONES) & HIGH
}

/// Rotates the six pit bytes so that byte `k` of the result is pit `by + k`.
fn rotate(board: Packed, by: usize) -> Packed {
    if by == 0 {
        board
    } else {
        (board >> (8 * by) | board << (48 - 8 * by)) & BOARD
    }
}

/// Per pit byte: whether it would be captured (2, 4 or 6 stones).
fn capturable(board: Packed) -> Packed {
    let even = !board << 7 & HIGH;
    even & at_least(board, 2) & !at_least(board, 7)
}

/// `SOWING[pit][sown]`: the stones that sowing `sown` from `pit` drops in
/// each pit (the first back into `pit`), and in the top byte the pit where
/// the last one lands.
const SOWING: [[Packed; 64]; ROW] = {
    let mut sowing = [[0; 64]; ROW];
    let mut pit = 0;
    while pit < ROW {
        let mut sown = 1;
        while sown < 64 {
            let mut drops = 0;
            let mut k = 0;
            while k < sown {
                drops += 1 << (8 * ((pit + k) % PITS));
                k += 1;
            }
            let last = ((pit + sown - 1) % PITS) as Packed;
            sowing[pit][sown] = drops | last << 56;
            sown += 1;
        }
        pit += 1;
    }
    sowing
};

/// Sows the `sown` stones of `pit`, the first back into it, then takes the
/// capture chain that ends where the last stone lands: the board after and
/// the stones captured. The rules' own sowing, on a packed board.
#[cfg(test)]
fn play(board: Packed, pit: usize, sown: u8) -> (Packed, u8) {
    let sowing = SOWING[pit][sown as usize & 63];
    let after = (board & !(0xff << (8 * pit))) + (sowing & BOARD);
    let last = (sowing >> 56) as usize;
    if 0x54u64 >> ((after >> (8 * last)) & 0x3f) & 1 == 0 {
        return (after, 0); // the last pit holds no 2, 4 or 6: no capture
    }
    capture(after, last)
}

/// Takes the capture chain that ends in pit `last`, which holds 2, 4 or 6:
/// the board after and the stones captured.
#[cfg(test)]
fn capture(after: Packed, last: usize) -> (Packed, u8) {
    capture_with(after, &CHAINS[last])
}

/// [`capture`] with the chains that end in the last stone's pit.
fn capture_with(after: Packed, chains: &[Packed; 64]) -> (Packed, u8) {
    let chain = chains[gather(capturable(after)) as usize];
    let captured = ((after & chain).wrapping_mul(PACKED_ONES) >> 40) as u8;
    (after & !chain, captured)
}

/// `CHAINS[last][capturable]`: the pit bytes of the chain that ends in pit
/// `last`, given the mask of capturable pits: the run of them from `last`
/// down, wrapping round, at most the whole board. A table read is fewer
/// instructions than finding the run.
const CHAINS: [[Packed; 64]; PITS] = {
    let mut chains = [[0; 64]; PITS];
    let mut last = 0;
    while last < PITS {
        let mut capturable = 0;
        while capturable < 64 {
            let mut pit = last;
            let mut length = 0;
            while length < PITS && capturable >> pit & 1 != 0 {
                chains[last][capturable] |= 0xff << (8 * pit);
                pit = (pit + PITS - 1) % PITS;
                length += 1;
            }
            capturable += 1;
        }
        last += 1;
    }
    chains
};

/// From a board to the next in rank order while pit 5 holds a stone:
/// one more in pit 4, one fewer in pit 5.
const NEXT_IN_ROW: Packed = (1u64 << 32).wrapping_sub(1 << 40);

/// The mover's moves on the boards that share the mover's row: the rank
/// order runs through them one after another, and how each pit sows is
/// the same for all of them.
struct RowMoves {
    /// The mover's row, in the low three bytes.
    row: Packed,
    /// Legal moves (see [`RowMoves::new`]).
    legal_count: u8,
    /// Quiet moves whose last stone lands in the mover's own row: what
    /// it lands on is the same along the row's boards.
    quiet: u8,
    /// The other legal moves, which each board must look at: their last
    /// stone lands in the opponent's row or makes a capture.
    varying: [Sown; ROW],
    varying_count: u8,
}

/// A legal move of a row (see [`RowMoves`]).
#[derive(Clone, Copy)]
struct Sown {
    /// What sowing adds to the board (wrapping: the pit itself is emptied
    /// first).
    sowing: Packed,
    /// How far the board shifts to bring the pit where the last stone
    /// lands into the low byte.
    last_shift: u32,
    /// The capture chains that end where the last stone lands.
    chains: &'static [Packed; 64],
    /// The pit sown, below [`ROW`].
    pit: usize,
}

impl RowMoves {
    const ROW: Packed = 0xff_ffff;

    fn new(board: Packed) -> RowMoves {
        let none = Sown {
            sowing: 0,
            last_shift: 0,
            chains: &CHAINS[0],
            pit: 0,
        };
        let mut moves = RowMoves {
            row: board & RowMoves::ROW,
            legal_count: 0,
            quiet: 0,
            varying: [none; ROW],
            varying_count: 0,
        };
        for (pit, sowings) in SOWING.iter().enumerate() {
            let sown = (board >> (8 * pit)) as u8;
            let drops = sowings[sown as usize & 63];
            let sowing = (drops & BOARD).wrapping_sub(Packed::from(sown) << (8 * pit));
            let last = (drops >> 56) as usize;
            // A pit may be sown if it holds two stones or more and leaves
            // the opponent a stone unless a capture takes it. The
            // opponent's row after sowing holds what it held (the same
            // along the row's boards) and what the sowing drops there.
            let after = board.wrapping_add(sowing);
            if sown < 2 || after >> (8 * ROW) == 0 {
                continue;
            }
            moves.legal_count += 1;
            if last < ROW && 0x54u64 >> ((after >> (8 * last)) & 0x3f) & 1 == 0 {
                moves.quiet += 1;
                continue;
            }
            moves.varying[moves.varying_count as usize] = Sown {
                sowing,
                last_shift: 8 * last as u32,
                chains: &CHAINS[last],
                pit,
            };
            moves.varying_count += 1;
        }
        moves
    }

    /// The legal moves each board must look at.
    fn varying(&self) -> &[Sown] {
        &self.varying[..self.varying_count as usize]
    }

    fn holds(&self, board: Packed) -> bool {
        board & RowMoves::ROW == self.row
    }
}

/// The quiet moves into `child` (a packed board seen from its mover),
/// found by un-sowing, by origin and then by stones sown. The order only
/// decides which of a won position's winning moves is stored: any of them
/// leads to a position fixed before it, so each makes progress.
#[cfg(test)]
fn predecessors(child: Packed, layer: &LayerRank, out: &mut [Parent; MAX_PARENTS]) -> usize {
    predecessors_asking(child, layer, out, |_| {})
}

/// [`predecessors`], calling `ask` with each parent's node as it is found.
#[inline(always)]
fn predecessors_asking(
    child: Packed,
    layer: &LayerRank,
    out: &mut [Parent; MAX_PARENTS],
    mut ask: impl FnMut(usize),
) -> usize {
    if child & 0xff_ffff == 0 {
        return 0; // the move before would have left its opponent no stone
    }
    // The board right after the parent's move, from the parent's side.
    let after = rotate(child, ROW);
    // Sowing starts in the emptied origin, so it ends up with one stone
    // a full lap plus one for a partial lap: if it holds `held`, the
    // parent sowed 6·held − 5 + j stones for some j in 0..6, dropping
    // held − 1 in every other pit and one more in the j pits after it.
    // So no pit holds less than held − 1: the origin holds the least or
    // one more. Pits holding the least, origins holding one more, and
    // the stones sown past a lap (j) that each may have sown: holding the
    // least, j is free, but a single stone (j = 0) cannot be sown; holding
    // one more, j runs while the pits after the origin hold more than
    // the least (see `run` below).
    let stocked = at_least(after, 1);
    let ones = equal_to(after, 1);
    let (least_in, next_in, from_least, from_next) = if stocked != HIGH {
        // Most boards have an empty pit: the least is 0, an empty origin
        // sowed nothing, and only an origin holding one stone can have
        // sown. Mostly there is none.
        if ones & ROW_BYTES == 0 {
            return 0;
        }
        (
            gather(stocked ^ HIGH),
            gather(ones) & 7,
            0,
            0x3e * LANE_ONES,
        )
    } else {
        let pit = |i: usize| (after >> (8 * i)) as u8;
        let least = pit(0)
            .min(pit(1))
            .min(pit(2))
            .min(pit(3))
            .min(pit(4))
            .min(pit(5));
        (
            gather(equal_to(after, least)),
            gather(equal_to(after, least + 1)) & 7,
            (0x3e | 1 & mask(least >= 2)) * LANE_ONES,
            0x3f * LANE_ONES,
        )
    };
    // Where the last stone may land: no capture there.
    let open = OPEN_LANES[(gather(capturable(after)) & 0x3f) as usize];
    let run = RUNS_ABOVE[(least_in & 0x3f) as usize];
    // Bit `origin * PITS + j` for each parent: the last stone lands in
    // pit j, with no capture there (or it is an exit).
    let mut found = (from_least & LANES[(least_in & 7) as usize]
        | run & from_next & LANES[next_in as usize])
        & open;
    let mut count = 0;
    while found != 0 {
        let bit = found.trailing_zeros() as usize & 31;
        found &= found - 1;
        let origin = ORIGIN[bit];
        // The origin sowed full laps of six, one stone each to every pit,
        // as many as it holds less the one it keeps.
        let laps = (after >> (8 * origin)).wrapping_sub(1) & 0xff;
        let parent = after
            .wrapping_add(UNSOW[bit])
            .wrapping_add(laps.wrapping_mul(LAP[usize::from(origin) & 3]));
        let found = Parent {
            node: layer.rank(parent) as u32,
            pit: origin,
            board: parent,
        };
        ask(found.node());
        out[count & 31] = found;
        count += 1;
    }
    count
}

/// The high bits of the mover's row's pit bytes.
const ROW_BYTES: Packed = 0x80_8080;

/// Whether a quiet move may lead to `board`, at a glance: most fixed nodes
/// have no quiet predecessor, and those are not stacked at all. The move
/// left its opponent, the board's mover, a stone; and as the origin of the
/// move holds the least or one more (see [`predecessors_asking`]), a board
/// with an empty pit has an origin holding one stone.
#[inline(always)]
fn may_have_parents(board: Packed) -> bool {
    board & 0xff_ffff != 0
        && (at_least(board, 1) == HIGH || equal_to(board, 1) & ROW_BYTES << (8 * ROW) != 0)
}

/// Per pit byte: whether it holds exactly `n`.
fn equal_to(board: Packed, n: u8) -> Packed {
    let diff = board ^ (Packed::from(n) * PACKED_ONES);
    !((diff | HIGH) - PACKED_ONES) & HIGH
}

/// One in the low bit of each origin's lane.
const LANE_ONES: u32 = 1 | 1 << PITS | 1 << (2 * PITS);

/// A six-bit mask of pits as one six-bit lane per origin, of the pits
/// from the origin on (taken twice round, so that a run can wrap).
const fn lanes(pits: u32) -> u32 {
    let twice = pits | pits << PITS;
    twice & 0x3f | (twice >> 1 & 0x3f) << PITS | (twice >> 2 & 0x3f) << (2 * PITS)
}

/// `OPEN_LANES[capturable]`: the lanes of the pits that are not.
const OPEN_LANES: [u32; 64] = {
    let mut open = [0; 64];
    let mut capturable = 0;
    while capturable < 64 {
        open[capturable] = lanes(!(capturable as u32) & 0x3f);
        capturable += 1;
    }
    open
};

/// `RUNS_ABOVE[least_in]`: per origin's lane, the run of pits from the
/// origin on that hold more than the least. No lane is all ones (some pit
/// holds the least), so no carry crosses lanes.
const RUNS_ABOVE: [u32; 64] = {
    let mut runs = [0; 64];
    let mut least_in = 1;
    while least_in < 64 {
        let above = lanes(!(least_in as u32) & 0x3f);
        runs[least_in] = above & !(above + LANE_ONES);
        least_in += 1;
    }
    runs
};

/// `LANES[origins]`: the lanes of a three-bit mask of origins, all ones.
const LANES: [u32; 8] = {
    let mut lanes = [0; 8];
    let mut origins = 0;
    while origins < 8 {
        let mut origin = 0;
        while origin < ROW {
            if origins >> origin & 1 != 0 {
                lanes[origins] |= 0x3f << (PITS * origin);
            }
            origin += 1;
        }
        origins += 1;
    }
    lanes
};

/// `LAP[origin]`: what a full lap sown from `origin` adds to the board
/// before it (wrapping: the origin, emptied, keeps one of the six).
const LAP: [Packed; 4] = {
    let mut lap = [0; 4];
    let mut origin = 0;
    while origin < ROW {
        lap[origin] = (6u64 << (8 * origin)).wrapping_sub(PACKED_ONES);
        origin += 1;
    }
    lap
};

/// `ORIGIN[origin * PITS + j]`: the origin (32 wide, so that a bit of a
/// `u32` mask indexes it unchecked).
const ORIGIN: [u8; 32] = {
    let mut origin = [0; 32];
    let mut bit = 0;
    while bit < ROW * PITS {
        origin[bit] = (bit / PITS) as u8;
        bit += 1;
    }
    origin
};

/// `UNSOW[origin * PITS + j]`: from the parent for j = 0 to the parent for
/// `j`, one stone fewer in each of the `j` pits after `origin` and `j`
/// more sown from it.
const UNSOW: [Packed; 32] = {
    let mut unsow = [0; 32];
    let mut origin = 0;
    while origin < ROW {
        let mut j = 0;
        while j < PITS {
            let sown = (j as Packed) << (8 * origin);
            unsow[origin * PITS + j] = sown.wrapping_sub(EXTRA[origin * PITS + j]);
            j += 1;
        }
        origin += 1;
    }
    unsow
};

/// `EXTRA[origin * PITS + j]`: one stone in each of the `j` pits after
/// `origin`.
const EXTRA: [Packed; ROW * PITS] = {
    let mut extra = [0; ROW * PITS];
    let mut origin = 0;
    while origin < ROW {
        let mut j = 1;
        while j < PITS {
            extra[origin * PITS + j] =
                extra[origin * PITS + j - 1] + (1 << (8 * ((origin + j) % PITS)));
            j += 1;
        }
        origin += 1;
    }
    extra
};

/// All ones if `yes`, else none.
fn mask(yes: bool) -> u32 {
    0u32.wrapping_sub(u32::from(yes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::index::{next_board, rank, swap_rows};
    use crate::rules::{capture_chain_total, sow};

    /// The packed move agrees with the rules' sowing and capturing.
    #[test]
    fn packed_play_agrees_with_the_rules() {
        for stones in [2, 7, 12, 19, 24] {
            let mut board = first_board(stones);
            loop {
                for pit in 0..ROW {
                    if board[pit] == 0 {
                        continue;
                    }
                    let mut after = board;
                    let last = sow(&mut after, pit);
                    let captured = capture_chain_total(&mut after, last);
                    let packed = play(pack_board(&board), pit, board[pit]);
                    assert_eq!(packed, (pack_board(&after), captured), "{board:?} {pit}");
                }
                if !next_board(&mut board) {
                    break;
                }
            }
        }
    }

    /// A row's moves, taken along the boards that share it, are the moves
    /// the packed sowing makes on each board.
    #[test]
    fn row_moves_agree_with_play() {
        for stones in [2, 5, 10, 20] {
            let mut board = pack_board(&first_board(stones));
            let mut row = RowMoves::new(board);
            loop {
                let (mut legal, mut quiet) = (0, 0);
                for (pit, sowings) in SOWING.iter().enumerate() {
                    let sown = (board >> (8 * pit)) as u8;
                    let played = play(board, pit, sown);
                    let sowing = sowings[sown as usize & 63] & BOARD;
                    let sown_board = (board & !(0xff << (8 * pit))) + sowing;
                    if sown < 2 || sown_board >> (8 * ROW) == 0 {
                        continue; // illegal on every board of the row
                    }
                    legal += 1;
                    let Some(move_) = row.varying().iter().find(|m| m.pit == pit) else {
                        // Quiet on every board of the row.
                        assert_eq!(played.1, 0, "{board:x} {pit}");
                        quiet += 1;
                        continue;
                    };
                    let after = board.wrapping_add(move_.sowing);
                    let last = (move_.last_shift / 8) as usize;
                    if 0x54u64 >> ((after >> (8 * last)) & 0x3f) & 1 == 0 {
                        assert_eq!((after, 0), played, "{board:x} {pit}");
                    } else {
                        assert_eq!(capture(after, last), played, "{board:x} {pit}");
                    }
                }
                assert_eq!(legal, row.legal_count, "{board:x}");
                assert_eq!(quiet, row.quiet, "{board:x}");
                let Some(next) = next_packed(board) else {
                    break;
                };
                if board >> 40 != 0 {
                    assert_eq!(next, board.wrapping_add(NEXT_IN_ROW));
                    assert!(row.holds(next));
                } else if !row.holds(next) {
                    row = RowMoves::new(next);
                }
                board = next;
            }
        }
    }

    /// Un-sowing finds exactly the quiet moves that sowing makes.
    #[test]
    fn predecessors_invert_quiet_moves() {
        for stones in [2, 3, 8, 13, 20] {
            let size = layer_size(stones);
            let mut expected = vec![Vec::new(); size];
            let mut board = first_board(stones);
            for node in 0..size {
                for pit in 0..ROW {
                    if board[pit] < 2 {
                        continue;
                    }
                    let mut after = board;
                    let last = sow(&mut after, pit);
                    if capture_chain_total(&mut after, last) == 0
                        && after[ROW] | after[ROW + 1] | after[ROW + 2] != 0
                    {
                        let child = rank(&swap_rows(after), stones);
                        let edge = (node as u32) << 2 | pit as u32;
                        expected[child].push((edge, pack_board(&board)));
                    }
                }
                next_board(&mut board);
            }
            let mut child = first_board(stones);
            let mut parents = [Parent::default(); MAX_PARENTS];
            let layer = LayerRank::new(stones);
            for want in &mut expected {
                want.sort();
                // The glance that keeps nodes off the stack misses none.
                assert!(want.is_empty() || may_have_parents(pack_board(&child)));
                let count = predecessors(pack_board(&child), &layer, &mut parents);
                let mut got: Vec<_> = parents[..count]
                    .iter()
                    .map(|p| (p.node << 2 | u32::from(p.pit), p.board))
                    .collect();
                got.sort();
                assert_eq!(&got, want, "{child:?}");
                next_board(&mut child);
            }
        }
    }
}
