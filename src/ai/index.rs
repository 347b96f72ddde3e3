//! Positions as table indices. A board is seen from the player to move (their
//! pits first), and ranked among the boards with the same stone count by the
//! combinatorial number system, so the table needs no hash map.

use crate::rules::{PITS, Position, ROW, Side, TOTAL_STONES};

/// Stones on the board at most.
pub const MAX_STONES: usize = TOTAL_STONES as usize;

/// Layers: boards with 0, 2, 4, …, 42 stones (the board total is always even).
pub const LAYERS: usize = MAX_STONES / 2 + 1;

/// `COMPOSITIONS[m][k]`: ways to put `m` stones into `k` ordered pits,
/// C(m + k − 1, k − 1); `k = 0` holds one way for `m = 0`.
const COMPOSITIONS: [[u32; PITS + 1]; MAX_STONES + 1] = {
    let mut table = [[0u32; PITS + 1]; MAX_STONES + 1];
    table[0][0] = 1;
    let mut m = 0;
    while m <= MAX_STONES {
        let mut k = 1;
        while k <= PITS {
            // Either the first pit is empty (m into k−1) or it holds one more (m−1 into k).
            let empty_first = table[m][k - 1];
            let one_more = if m > 0 { table[m - 1][k] } else { 0 };
            table[m][k] = empty_first + one_more;
            k += 1;
        }
        m += 1;
    }
    table
};

/// Boards with exactly `stones` stones.
pub const fn layer_size(stones: usize) -> usize {
    COMPOSITIONS[stones][PITS] as usize
}

/// Where each even layer starts in the table.
const LAYER_OFFSETS: [usize; LAYERS + 1] = {
    let mut offsets = [0usize; LAYERS + 1];
    let mut i = 0;
    while i < LAYERS {
        offsets[i + 1] = offsets[i] + layer_size(2 * i);
        i += 1;
    }
    offsets
};

/// Positions in the whole table: every board with an even stone count.
pub const POSITIONS: usize = LAYER_OFFSETS[LAYERS];

/// The first table index of the layer with `stones` (even) stones.
pub const fn layer_offset(stones: usize) -> usize {
    LAYER_OFFSETS[stones / 2]
}

/// The board as the player to move sees it: their own row in pits 0–2.
pub fn normalized(position: &Position) -> [u8; PITS] {
    let board = position.board();
    match position.to_move() {
        Side::South => board,
        Side::North => swap_rows(board),
    }
}

/// Swaps the two rows: the board from the other player's side.
pub const fn swap_rows(b: [u8; PITS]) -> [u8; PITS] {
    [b[3], b[4], b[5], b[0], b[1], b[2]]
}

/// The rank of `board` among the boards with `stones` stones, in
/// lexicographic order (pit 0 most significant).
#[inline]
pub fn rank(board: &[u8; PITS], stones: usize) -> usize {
    let mut rank = 0u32;
    let mut rest = stones;
    for (i, &count) in board.iter().enumerate().take(PITS - 1) {
        // Boards that agree before pit i and hold fewer stones in pit i.
        let parts = PITS - i;
        rank += COMPOSITIONS[rest][parts] - COMPOSITIONS[rest - count as usize][parts];
        rest -= count as usize;
    }
    rank as usize
}

/// The board with `rank` among the boards with `stones` stones.
pub fn unrank(mut rank: usize, stones: usize) -> [u8; PITS] {
    let mut board = [0u8; PITS];
    let mut rest = stones;
    for (i, slot) in board.iter_mut().enumerate().take(PITS - 1) {
        let parts = PITS - i;
        // Find the largest count whose preceding boards fit below `rank`.
        let mut count = 0;
        while count < rest
            && ((COMPOSITIONS[rest][parts] - COMPOSITIONS[rest - count - 1][parts]) as usize)
                <= rank
        {
            count += 1;
        }
        rank -= (COMPOSITIONS[rest][parts] - COMPOSITIONS[rest - count][parts]) as usize;
        *slot = count as u8;
        rest -= count;
    }
    board[PITS - 1] = rest as u8;
    board
}

/// A board packed one pit a byte, pit 0 lowest: the solver's working form.
pub type Packed = u64;

/// One in each of the six pit bytes.
pub const PACKED_ONES: Packed = 0x0101_0101_0101;

pub const fn pack_board(board: &[u8; PITS]) -> Packed {
    u64::from_le_bytes([
        board[0], board[1], board[2], board[3], board[4], board[5], 0, 0,
    ])
}

/// [`next_board`] for packed boards: the next board in rank order, or `None`
/// after the last one.
#[inline]
pub fn next_packed(board: Packed) -> Option<Packed> {
    // The last nonempty pit j gives one stone to pit j − 1 and the rest
    // to pit 5, emptying the pits in between.
    let j = (63 - (board | 1).leading_zeros() as usize) / 8;
    if j == 0 {
        return None;
    }
    let tail = board >> (8 * j) & 0xff;
    Some(board - (tail << (8 * j)) + (1 << (8 * (j - 1))) + ((tail - 1) << 40))
}

/// `SUFFIX_TERMS[i][r]`, with `r` the stones in pits i + 1 onwards: [`rank`]
/// regrouped as one term per suffix sum of the board (wrapping), so that a
/// packed board ranks with five independent table reads. Rows are 64 wide
/// so a masked count needs no bounds check.
const SUFFIX_TERMS: [[u32; 64]; PITS - 1] = {
    let mut terms = [[0u32; 64]; PITS - 1];
    let mut i = 0;
    while i < PITS - 1 {
        let mut r = 0;
        while r <= MAX_STONES {
            // Pit i's term takes C(r)[6 − i] off; pit i + 1's adds it back
            // at one part fewer.
            let next = if i + 1 < PITS - 1 {
                COMPOSITIONS[r][PITS - 1 - i]
            } else {
                0
            };
            terms[i][r] = next.wrapping_sub(COMPOSITIONS[r][PITS - i]);
            r += 1;
        }
        i += 1;
    }
    terms
};

/// [`rank`] of a packed board, whatever its stone count.
#[inline]
pub fn packed_rank(board: Packed) -> usize {
    let (stones, terms) = suffix_terms(board);
    COMPOSITIONS[stones][PITS].wrapping_add(terms) as usize
}

/// A packed board's stone count and the sum of its [`SUFFIX_TERMS`].
#[inline]
fn suffix_terms(board: Packed) -> (usize, u32) {
    // Byte i of the product is the stones in pits 0..=i (the total stays
    // below 256, so no byte carries); byte 5 is the total.
    let prefix = board.wrapping_mul(PACKED_ONES);
    let stones = (prefix >> 40) as u8;
    // Byte i: the stones after pit i (bytes 6 and 7 wrap, unread).
    let suffix = (u64::from(stones) * PACKED_ONES).wrapping_sub(prefix);
    let term = |i: usize| SUFFIX_TERMS[i][(suffix >> (8 * i)) as usize & 63];
    let terms = term(0)
        .wrapping_add(term(1))
        .wrapping_add(term(2))
        .wrapping_add(term(3))
        .wrapping_add(term(4));
    (stones as usize, terms)
}

/// [`rank`] of packed boards of one layer: with the stone count known, the
/// terms go by prefix sums, which one multiply gives.
#[derive(Clone, Debug)]
pub struct LayerRank {
    /// By two neighbouring prefix-sum bytes, pits 0 and 1 then 2 and 3,
    /// the sum of their terms: one read for two pits. Most of each table
    /// is never touched (prefix sums stay below 43), so it costs no more
    /// memory than the part read.
    pairs: Box<[u32; 2 << 16]>,
    last: [u32; 64],
}

impl LayerRank {
    pub fn new(stones: usize) -> LayerRank {
        let pairs = vec![0; 2 << 16]
            .into_boxed_slice()
            .try_into()
            .expect("two tables");
        let mut layer = LayerRank {
            pairs,
            last: [0; 64],
        };
        layer.set(stones);
        layer
    }

    /// Ranks the boards with `stones` stones from now on, in the same
    /// room: entries a larger layer left are never read by this one.
    pub fn set(&mut self, stones: usize) {
        let mut terms = [[0u32; 64]; PITS - 1];
        for (i, row) in terms.iter_mut().enumerate() {
            for (prefix, term) in row.iter_mut().enumerate().take(stones + 1) {
                *term = SUFFIX_TERMS[i][stones - prefix];
            }
        }
        for term in &mut terms[0] {
            *term = term.wrapping_add(COMPOSITIONS[stones][PITS]);
        }
        for pair in 0..2 {
            for low in 0..=stones {
                for high in low..=stones {
                    self.pairs[pair << 16 | low | high << 8] =
                        terms[2 * pair][low].wrapping_add(terms[2 * pair + 1][high]);
                }
            }
        }
        self.last = terms[PITS - 2];
    }

    #[inline]
    pub fn rank(&self, board: Packed) -> usize {
        let prefix = board.wrapping_mul(PACKED_ONES);
        self.pairs[prefix as u16 as usize]
            .wrapping_add(self.pairs[1 << 16 | (prefix >> 16) as u16 as usize])
            .wrapping_add(self.last[(prefix >> 32) as usize & 63]) as usize
    }
}

/// [`index`] of a packed board.
#[inline]
pub fn packed_index(board: Packed) -> usize {
    let (stones, terms) = suffix_terms(board);
    INDEX_BASES[stones & 63].wrapping_add(terms) as usize
}

/// Per stone count (even, up to [`MAX_STONES`]): where its layer starts in
/// the table plus the first term of [`packed_rank`]. One read, 64 wide so
/// that a masked count needs no bounds check.
const INDEX_BASES: [u32; 64] = {
    let mut bases = [0u32; 64];
    let mut stones = 0;
    while stones <= MAX_STONES {
        bases[stones] = layer_offset(stones) as u32 + COMPOSITIONS[stones][PITS];
        stones += 2;
    }
    bases
};

/// The next board in rank order, or `false` after the last one.
#[inline]
pub fn next_board(board: &mut [u8; PITS]) -> bool {
    // Move one stone from the tail into the rightmost pit that can take it.
    let mut tail = board[PITS - 1] as u32;
    for i in (0..PITS - 1).rev() {
        if tail > 0 {
            board[i] += 1;
            for slot in &mut board[i + 1..PITS - 1] {
                *slot = 0;
            }
            board[PITS - 1] = (tail - 1) as u8;
            return true;
        }
        tail += board[i] as u32;
    }
    false
}

/// The table index of a board seen from the player to move.
#[inline]
pub fn index(board: &[u8; PITS]) -> usize {
    let stones = board.iter().map(|&s| s as usize).sum::<usize>();
    layer_offset(stones) + rank(board, stones)
}

/// The mover's row total minus the opponent's: what the end of the game
/// gives the mover when they have no legal move.
pub fn row_difference(board: &[u8; PITS]) -> i8 {
    let own: u8 = board[..ROW].iter().sum();
    let other: u8 = board[ROW..].iter().sum();
    own as i8 - other as i8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_counted() {
        assert_eq!(POSITIONS, 6_540_556);
        assert_eq!(layer_size(42), 1_533_939);
        assert_eq!(layer_size(0), 1);
        assert_eq!(layer_size(2), 21);
    }

    #[test]
    fn rank_unrank_and_next_agree() {
        for stones in [0, 1, 2, 5, 10, 17] {
            let mut board = [0, 0, 0, 0, 0, stones as u8];
            let layer = LayerRank::new(stones);
            for expected in 0..layer_size(stones) {
                assert_eq!(rank(&board, stones), expected);
                assert_eq!(packed_rank(pack_board(&board)), expected);
                assert_eq!(layer.rank(pack_board(&board)), expected);
                assert_eq!(unrank(expected, stones), board);
                let packed = next_packed(pack_board(&board));
                let more = next_board(&mut board);
                assert_eq!(more, expected + 1 < layer_size(stones));
                assert_eq!(packed, more.then(|| pack_board(&board)));
            }
        }
        let last = [42, 0, 0, 0, 0, 0];
        assert_eq!(packed_rank(pack_board(&last)), layer_size(42) - 1);
        assert_eq!(packed_index(pack_board(&last)), POSITIONS - 1);
        assert_eq!(rank(&last, 42), layer_size(42) - 1);
        assert_eq!(unrank(layer_size(42) - 1, 42), last);
    }
}
