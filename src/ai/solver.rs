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
//! The solve runs in bounded slices ([`Solver::step`]) so a frame never
//! stalls, or all at once ([`Solver::solve`]).

use super::index::{
    LAYERS, MAX_STONES, POSITIONS, layer_offset, layer_size, next_board, rank, row_difference,
    swap_rows,
};
use super::table::{NO_PROGRESS, Table, encode};
use crate::rules::{PITS, ROW, capture_chain_total, sow};

/// Marks a value not yet fixed.
const UNSET: i8 = i8::MIN;
/// Marks a node with no capturing move (and at least one quiet move).
const NO_EXIT: i8 = i8::MIN;
/// Marks "no quiet move from this pit".
const NO_CHILD: u32 = u32::MAX;

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
    /// Clearing the layer's scratch space, a slice at a time (a large layer
    /// takes tens of megabytes, too much to fill within one frame).
    Reset {
        next: usize,
    },
    /// Generating moves: exits and quiet edges, node by node.
    Moves {
        next: usize,
    },
    /// Turning edge counts into the start of each node's predecessor list.
    Prefix {
        next: usize,
        sum: u32,
    },
    /// Making room for the predecessor lists, a slice at a time.
    Grow {
        target: usize,
    },
    /// Filling the predecessor lists.
    Fill {
        next: usize,
    },
    /// Sorting nodes into the threshold buckets they start in.
    Seed {
        next: usize,
    },
    /// Growing the attractors at threshold `t`.
    Propagate {
        t: usize,
        seeded: bool,
    },
    /// Writing the layer into the table.
    Store {
        next: usize,
    },
    Done,
}

/// A solve in progress. Call [`Solver::step`] until it returns a table.
pub struct Solver {
    codes: Vec<u8>,
    /// Stones in the layer being solved (even).
    stones: usize,
    phase: Phase,
    board: [u8; PITS],
    /// Per node of the layer, packed so one cache line serves a visit.
    nodes: Vec<Node>,
    /// Quiet children, three slots per node (one per pit).
    children: Vec<u32>,
    /// Quiet predecessors of each node. A child has at most 18 (3 origins ×
    /// 6 stone counts that leave its origin count), so a byte holds it and
    /// the counting stays in cache.
    in_degree: Vec<u8>,
    /// Start of each node's predecessor list in `parents`.
    parents_start: Vec<u32>,
    /// Predecessors as `(node << 2) | pit`.
    parents: Vec<u32>,
    bucket_win: Vec<Vec<u32>>,
    bucket_loss: Vec<Vec<u32>>,
    stack: Vec<u32>,
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
            board: [0; PITS],
            nodes: Vec::new(),
            children: Vec::new(),
            in_degree: Vec::new(),
            parents_start: Vec::new(),
            parents: Vec::new(),
            bucket_win: vec![Vec::new(); MAX_STONES + 1],
            bucket_loss: vec![Vec::new(); MAX_STONES + 1],
            stack: Vec::new(),
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
                Phase::Moves { next } => {
                    let end = size.min(next.saturating_add(budget));
                    for node in next..end {
                        self.generate(node);
                        if node + 1 < size {
                            next_board(&mut self.board);
                        }
                    }
                    budget -= end - next;
                    self.phase = if end == size {
                        Phase::Prefix { next: 0, sum: 0 }
                    } else {
                        Phase::Moves { next: end }
                    };
                }
                Phase::Prefix { next, mut sum } => {
                    let end = size.min(next.saturating_add(budget));
                    // Inclusive sums: each entry becomes the end of its list;
                    // filling walks it back to the start.
                    for (slot, &count) in self.parents_start[next..end]
                        .iter_mut()
                        .zip(&self.in_degree[next..end])
                    {
                        sum += u32::from(count);
                        *slot = sum;
                    }
                    budget -= end - next;
                    self.phase = if end == size {
                        self.parents_start[size] = sum;
                        self.parents.clear();
                        self.parents.reserve(sum as usize);
                        Phase::Grow {
                            target: sum as usize,
                        }
                    } else {
                        Phase::Prefix { next: end, sum }
                    };
                }
                Phase::Reset { next } => {
                    let end = size.min(next.saturating_add(budget));
                    let n = end - next;
                    self.nodes.extend(std::iter::repeat_n(Node::UNSOLVED, n));
                    self.children.extend(std::iter::repeat_n(NO_CHILD, n * ROW));
                    self.in_degree.extend(std::iter::repeat_n(0, n));
                    self.parents_start.extend(std::iter::repeat_n(0, n));
                    budget -= n;
                    self.phase = if end == size {
                        self.parents_start.push(0);
                        Phase::Moves { next: 0 }
                    } else {
                        Phase::Reset { next: end }
                    };
                }
                Phase::Grow { target } => {
                    let n = (target - self.parents.len()).min(budget);
                    self.parents.extend(std::iter::repeat_n(0, n));
                    budget -= n;
                    if self.parents.len() == target {
                        self.phase = Phase::Fill { next: 0 };
                    }
                }
                Phase::Fill { next } => {
                    let end = size.min(next.saturating_add(budget));
                    for node in next..end {
                        for pit in 0..ROW {
                            let child = self.children[node * ROW + pit];
                            if child != NO_CHILD {
                                let slot = &mut self.parents_start[child as usize];
                                *slot -= 1;
                                self.parents[*slot as usize] = (node as u32) << 2 | pit as u32;
                            }
                        }
                    }
                    budget -= end - next;
                    self.phase = if end == size {
                        Phase::Seed { next: 0 }
                    } else {
                        Phase::Fill { next: end }
                    };
                }
                Phase::Seed { next } => {
                    let end = size.min(next.saturating_add(budget));
                    for node in next..end {
                        let Node { exit, pending, .. } = self.nodes[node];
                        if exit >= 1 {
                            self.bucket_win[exit as usize].push(node as u32);
                        } else if pending == 0 && exit <= -1 {
                            self.bucket_loss[(-exit) as usize].push(node as u32);
                        }
                    }
                    budget -= end - next;
                    self.phase = if end == size {
                        Phase::Propagate {
                            t: self.stones,
                            seeded: false,
                        }
                    } else {
                        Phase::Seed { next: end }
                    };
                }
                Phase::Propagate { t, seeded } => {
                    if t == 0 {
                        self.phase = Phase::Store { next: 0 };
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
                Phase::Store { next } => {
                    let end = size.min(next.saturating_add(budget));
                    let offset = layer_offset(self.stones);
                    for node in next..end {
                        let Node {
                            value, progress, ..
                        } = self.nodes[node];
                        let value = if value == UNSET { 0 } else { value };
                        self.codes[offset + node] = encode(value, progress);
                    }
                    budget -= end - next;
                    if end < size {
                        self.phase = Phase::Store { next: end };
                    } else {
                        self.solved += size;
                        if self.stones == MAX_STONES {
                            self.phase = Phase::Done;
                        } else {
                            self.begin_layer(self.stones + 2);
                        }
                    }
                }
                Phase::Done => {
                    self.release_scratch();
                    return Some(Table::from_codes(std::mem::take(&mut self.codes)));
                }
            }
        }
        None
    }

    fn begin_layer(&mut self, stones: usize) {
        debug_assert!(stones <= MAX_STONES && stones.is_multiple_of(2) && (stones / 2) < LAYERS);
        let size = layer_size(stones);
        self.stones = stones;
        self.board = [0, 0, 0, 0, 0, stones as u8];
        clear_for(&mut self.nodes, size);
        clear_for(&mut self.children, size * ROW);
        clear_for(&mut self.in_degree, size);
        clear_for(&mut self.parents_start, size + 1);
        self.phase = Phase::Reset { next: 0 };
    }

    fn release_scratch(&mut self) {
        for v in [
            &mut self.parents_start,
            &mut self.parents,
            &mut self.children,
        ] {
            *v = Vec::new();
        }
        self.nodes = Vec::new();
        self.in_degree = Vec::new();
    }

    /// Generates the moves of `node` (whose board is `self.board`): the best
    /// capturing move's value, and the quiet moves as edges in the layer.
    fn generate(&mut self, node: usize) {
        let board = self.board;
        let stones = self.stones;
        let mut best = NO_EXIT;
        let mut best_pit = NO_PROGRESS;
        let mut quiet = 0u8;
        let mut any = false;
        for pit in 0..ROW {
            if board[pit] < 2 {
                continue;
            }
            let mut after = board;
            let last = sow(&mut after, pit);
            let captured = capture_chain_total(&mut after, last);
            if after[ROW] | after[ROW + 1] | after[ROW + 2] == 0 {
                continue; // would leave the opponent's row empty
            }
            any = true;
            let child = swap_rows(after);
            if captured > 0 {
                let rest = stones - captured as usize;
                let code = self.codes[layer_offset(rest) + rank(&child, rest)];
                let value = captured as i8 - Table::decode_value(code);
                if value > best {
                    best = value;
                    best_pit = pit as u8;
                }
            } else {
                let child = rank(&child, stones);
                self.children[node * ROW + pit] = child as u32;
                self.in_degree[child] += 1;
                quiet += 1;
            }
        }
        if !any {
            // No legal move: the game ends and each side keeps its row.
            best = row_difference(&board);
            best_pit = NO_PROGRESS;
        }
        self.nodes[node] = Node {
            exit: best,
            exit_pit: best_pit,
            pending: quiet,
            ..Node::UNSOLVED
        };
    }

    /// Fixes the nodes that enter the attractors at threshold `t` on their own.
    fn seed_threshold(&mut self, t: usize) {
        let t_value = t as i8;
        for node in std::mem::take(&mut self.bucket_win[t]) {
            let node = node as usize;
            let n = &mut self.nodes[node];
            if n.value == UNSET {
                n.value = t_value;
                n.progress = n.exit_pit;
                self.stack.push(node as u32);
            }
        }
        for node in std::mem::take(&mut self.bucket_loss[t]) {
            let node = node as usize;
            let n = &mut self.nodes[node];
            if n.value == UNSET {
                n.value = -t_value;
                self.stack.push(node as u32);
            }
        }
    }

    /// Grows both attractors at threshold `t` until the stack is empty or the
    /// budget is spent. Returns the budget left.
    fn propagate(&mut self, t: usize, mut budget: usize) -> usize {
        let t_value = t as i8;
        while budget > 0 {
            let Some(node) = self.stack.pop() else { break };
            let node = node as usize;
            let start = self.parents_start[node] as usize;
            let end = self.parents_start[node + 1] as usize;
            budget = budget.saturating_sub(1 + end - start);
            if self.nodes[node].value > 0 {
                // The opponent reaches a position worth t to them: one fewer
                // escape for each parent.
                for &edge in &self.parents[start..end] {
                    let parent = (edge >> 2) as usize;
                    let n = &mut self.nodes[parent];
                    if n.value != UNSET {
                        continue;
                    }
                    n.pending -= 1;
                    if n.pending == 0 {
                        let exit = n.exit;
                        if exit <= -t_value {
                            n.value = -t_value;
                            self.stack.push(parent as u32);
                        } else if exit <= -1 {
                            // Worth exactly its exit; fixed at that lower threshold.
                            self.bucket_loss[(-exit) as usize].push(parent as u32);
                        }
                    }
                }
            } else {
                // A position worth −t to its mover: every parent wins t by moving here.
                for &edge in &self.parents[start..end] {
                    let parent = (edge >> 2) as usize;
                    let n = &mut self.nodes[parent];
                    if n.value == UNSET {
                        n.value = t_value;
                        n.progress = (edge & 3) as u8;
                        self.stack.push(parent as u32);
                    }
                }
            }
        }
        budget
    }
}

/// What the solve knows of one position of the layer being solved.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// Fixed value, or `UNSET`.
    value: i8,
    /// Quiet moves whose child is not yet known to be worth ≥ t to the opponent.
    pending: u8,
    /// Best capturing move's value, the end value if there is no move, or `NO_EXIT`.
    exit: i8,
    /// The pit (0–2 of the mover's row) of that best capturing move.
    exit_pit: u8,
    /// The progress move, once the value is positive.
    progress: u8,
}

impl Node {
    const UNSOLVED: Node = Node {
        value: UNSET,
        pending: 0,
        exit: NO_EXIT,
        exit_pit: NO_PROGRESS,
        progress: NO_PROGRESS,
    };
}

/// Empties `v` and makes room for `len` items without filling them.
fn clear_for<T>(v: &mut Vec<T>, len: usize) {
    v.clear();
    v.reserve(len);
}
