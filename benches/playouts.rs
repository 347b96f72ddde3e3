//! Random playouts: legal-move generation plus play, with the repetition
//! history, as the AI and the tests use them. Reports plies per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use modiar::rules::{Game, Position, Side};
use std::hint::black_box;

/// Games per measured batch.
const GAMES: u64 = 1_000;

/// A tiny xorshift, so the benchmark measures the rules rather than the RNG.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Plays `GAMES` random games to the end, reusing one `Game`'s storage.
/// Returns the plies played.
fn playouts(game: &mut Game, seed: u64) -> u64 {
    let mut rng = seed | 1;
    let mut plies = 0;
    for _ in 0..GAMES {
        game.reset(Position::start(Side::South));
        while !game.is_over() {
            let legal = game.legal_moves();
            let pit = legal.nth(next(&mut rng) as usize % legal.len()).unwrap();
            game.play(pit).unwrap();
            plies += 1;
        }
    }
    plies
}

fn bench(c: &mut Criterion) {
    let mut game = Game::default();
    let plies = playouts(&mut game, 42);
    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(plies));
    group.bench_function("random_games_1000", |b| {
        b.iter(|| black_box(playouts(&mut game, black_box(42))))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
