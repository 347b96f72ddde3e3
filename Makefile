# Modiar. `make run` plays, `make test` runs every test; both install what
# they need first. Builds share one target directory with CI.

SHELL := /bin/bash
export CARGO_TARGET_DIR ?= $(HOME)/.cache/modiar/target

# Debian packages: to build the game, to open its window, to run it headless.
BUILD_PACKAGES := gcc libc6-dev pkg-config libasound2-dev
RUN_PACKAGES := libx11-6 libx11-xcb1 libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0 \
	libvulkan1 mesa-vulkan-drivers
HEADLESS_PACKAGES := xvfb xauth

.PHONY: run test test-core lint bench build-packages

## Play the game (opens a window).
run: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES)
	cargo run --bin modiar

## Every test: the rules against the reference records, properties, the CLI,
## the solver and AI, and the game in a headless Bevy app.
test: build-packages
	cargo test

## The rules, the solver and the CLI only, without compiling Bevy: seconds.
test-core:
	cargo test --no-default-features

## Formatting and clippy, warnings as errors.
lint: build-packages
	cargo fmt --check
	cargo clippy --no-default-features --all-targets -- -D warnings
	cargo clippy --all-targets -- -D warnings

## Criterion benchmarks of the rules core.
bench:
	cargo bench --no-default-features

build-packages:
	@.ci/ensure-packages $(BUILD_PACKAGES)
