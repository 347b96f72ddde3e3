//! How long each level takes to choose a move, from positions of real games
//! (the solved table is ready, as it is once the game has started).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use modiar::ai::{Ai, Level, Solver};
use modiar::rules::{Game, Side};
use std::hint::black_box;

/// Games in progress at various stages, from seeded play between levels.
fn sample_games() -> Vec<Game> {
    let mut games = Vec::new();
    for seed in 0..8u64 {
        let mut game = Game::new(Side::South);
        let mut ai = Ai::new(Level::Casual, seed);
        for _ in 0..(seed * 3) {
            match ai.choose(&game, None) {
                Some(pit) => {
                    game.play(pit).unwrap();
                }
                None => break,
            }
        }
        if !game.is_over() {
            games.push(game);
        }
    }
    games
}

fn bench(c: &mut Criterion) {
    let table = Solver::solve();
    let games = sample_games();
    let mut group = c.benchmark_group("move");
    for level in Level::ALL {
        let mut ai = Ai::new(level, 7);
        group.bench_with_input(
            BenchmarkId::from_parameter(level.name()),
            &games,
            |b, games| {
                b.iter(|| {
                    for game in games {
                        black_box(ai.choose(game, Some(&table)));
                    }
                })
            },
        );
    }
    // The fallback before the table is ready: depth-9 search.
    let mut ai = Ai::new(Level::Perfect, 7);
    group.bench_with_input(
        BenchmarkId::from_parameter("perfect-without-table"),
        &games,
        |b, games| {
            b.iter(|| {
                for game in games {
                    black_box(ai.choose(game, None));
                }
            })
        },
    );
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
