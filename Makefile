# Modiar. `make run` plays, `make test` runs every test; both install what
# they need first. Builds share one target directory with CI.

SHELL := /bin/bash
export CARGO_TARGET_DIR ?= $(HOME)/.cache/modiar/target

# Debian packages: to build the game, to open its window, to run it headless.
BUILD_PACKAGES := gcc libc6-dev pkg-config libasound2-dev
RUN_PACKAGES := libx11-6 libx11-xcb1 libxcursor1 libxi6 libxrandr2 libxkbcommon-x11-0 \
	libvulkan1 mesa-vulkan-drivers
HEADLESS_PACKAGES := xvfb xauth
# A screen reader's bus, and the reader's side of it, to check the tree.
ATSPI_PACKAGES := dbus at-spi2-core python3-pyatspi
# The game rendering a screenshot of itself, natively under Xvfb; the
# screen holds the largest window at twice its size, as a tablet draws it.
SHOT = xvfb-run -a -s "-screen 0 2560x2400x24" $(CARGO_TARGET_DIR)/debug/modiar

.PHONY: run test test-core lint screen-reader bench build-packages web web-test web-tools wasm-check dist deb release release-check licenses icons screenshots itch layout motion sizes

## Play the game (opens a window).
run: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES)
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "modiar: no display here (DISPLAY is not set). Run make run from a desktop session;"; \
		echo "modiar: to see the game without one: make screenshots (pictures in dist/screenshots)."; \
		exit 1; \
	fi
	cargo run --bin modiar

## Every test: the rules against the reference records, properties, the CLI,
## the solver and AI, the game in a headless Bevy app, and the web's two
## bare modules (the solver's worker and the unpacker).
test: build-packages
	cargo test --features dev
	cargo test -p modiar-solver-worker -p modiar-unpack

## The rules, the solver and the CLI only, without compiling Bevy: seconds.
test-core:
	cargo test --no-default-features

## Formatting and clippy, warnings as errors.
lint: build-packages
	cargo fmt --all --check
	cargo clippy --no-default-features --all-targets -- -D warnings
	cargo clippy --all-targets -- -D warnings
	cargo clippy --features dev --all-targets -- -D warnings
	cargo clippy -p modiar-solver-worker -p modiar-unpack --all-targets -- -D warnings

## The layout check: every screen at every window size, language and text
## size, laid out in a real window (Xvfb) and measured as drawn. Ends with
## "N layouts, M problems" and fails when M > 0.
layout: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES)
	cargo build --features dev --bin modiar
	$(SHOT) --layout-check

## The motion check: lessons, a game, dialogs, the analysis, a puzzle, a
## game face to face and a game by link played by touch at a phone's, a
## tablet's and a desktop's size, every
## frame watched for a board that jumps, counts ahead of their stones, cut
## text, bars that do not scroll and text that does not grow. Ends with
## "N frames, M problems" and fails when M > 0.
motion: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES)
	cargo build --features dev --bin modiar
	$(SHOT) --motion-check

## A Linux screen reader's view: the game started with the AT-SPI bus
## running and screen reading on, its tree read back over AT-SPI as Orca
## reads it (.ci/atspi-check): the window, and the title's buttons named.
screen-reader: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES) $(ATSPI_PACKAGES)
	cargo build --features dev --bin modiar
	.ci/atspi-check $(CARGO_TARGET_DIR)/debug/modiar --window 1280x800

## Criterion benchmarks of the rules core.
bench:
	cargo bench --no-default-features

build-packages:
	@.ci/ensure-packages $(BUILD_PACKAGES)

# ---------------------------------------------------------------------------
# The web build for itch.io: dist/web/ and dist/modiar-web.zip.

WASM_TARGET := wasm32-unknown-unknown
# The wasm-bindgen CLI must match the crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
# Nothing of the build machine ships: source paths are rewritten.
# The last matching prefix wins, so the most specific comes last. The
# checkout's own path is not among them: cargo already names our files
# relative to it, and a flag holding it would make every checkout (CI's
# clean clone too) rebuild all of Bevy. A check after each build holds
# that no path of the checkout ships.
RELEASE_RUSTFLAGS := --remap-path-prefix=$(HOME)=home --remap-path-prefix=$(or $(CARGO_HOME),$(HOME)/.cargo)=cargo
WASM_OUT := $(CARGO_TARGET_DIR)/$(WASM_TARGET)/web-release/modiar.wasm
SOLVER_WASM := $(CARGO_TARGET_DIR)/$(WASM_TARGET)/worker-release/modiar_solver_worker.wasm
UNPACK_WASM := $(CARGO_TARGET_DIR)/$(WASM_TARGET)/worker-release/modiar_unpack.wasm

## The tools the web build needs, installed when missing.
web-tools:
	@command -v npm >/dev/null || .ci/ensure-packages nodejs npm
	@.ci/ensure-packages zip xz-utils python3
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $(WASM_BINDGEN_VERSION)" ]; then \
		echo "modiar: installing wasm-bindgen-cli $(WASM_BINDGEN_VERSION)"; \
		cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --no-default-features; \
	fi
	@[ -x web/node_modules/.bin/wasm-opt ] || (cd web && npm ci --no-audit --no-fund)

## The itch.io bundle: index.html at the zip's root, relative URLs only.
web: web-tools
	RUSTFLAGS="$(RELEASE_RUSTFLAGS)" cargo build --profile web-release --target $(WASM_TARGET) --bin modiar
	RUSTFLAGS="$(RELEASE_RUSTFLAGS)" cargo build --profile worker-release --target $(WASM_TARGET) -p modiar-solver-worker -p modiar-unpack
	rm -rf dist/web dist/modiar-web.zip
	mkdir -p dist/web/assets
	wasm-bindgen --target web --no-typescript --out-dir dist/web --out-name modiar $(WASM_OUT)
	@# No path of the checkout ships.
	@! grep -q -a -F "$(CURDIR)" dist/web/modiar_bg.wasm dist/web/modiar.js $(SOLVER_WASM) $(UNPACK_WASM)
	@# Bevy's many near-identical generic functions merged: 5 kB less packed.
	web/node_modules/.bin/wasm-opt -Oz --merge-similar-functions --strip-debug --strip-producers dist/web/modiar_bg.wasm -o dist/web/modiar_bg.wasm
	web/node_modules/.bin/wasm-opt -O3 --strip-debug --strip-producers $(SOLVER_WASM) -o dist/web/solver.wasm
	web/node_modules/.bin/wasm-opt -O3 --strip-debug --strip-producers $(UNPACK_WASM) -o dist/web/unpack.wasm
	@# The page and the worker instantiate these with no imports at all.
	@for m in solver unpack; do node -e 'const i = WebAssembly.Module.imports(new WebAssembly.Module(require("fs").readFileSync(process.argv[1]))); if (i.length) { console.error(process.argv[1], "imports", i); process.exit(1); }' dist/web/$$m.wasm || exit 1; done
	@# The game's module ships packed (LZMA, a third smaller than gzip);
	@# the page unpacks it as it downloads. Only the packed one ships.
	@# Four bits of the last byte as literal context and no position
	@# bits: wasm's bytes have no alignment to learn (11 kB less).
	xz --format=lzma --lzma1=preset=9e,lc=4,lp=0,pb=0,nice=273 --keep --stdout dist/web/modiar_bg.wasm > dist/web/modiar_bg.wasm.lzma
	mv dist/web/modiar_bg.wasm dist/modiar_bg.wasm
	cp web/solver-worker.js dist/web/
	cp assets/icons/modiar-64.png dist/web/favicon.png
	@# Installable: the manifest and its icons (fetched only to install).
	cp web/manifest.webmanifest dist/web/
	cp assets/icons/web/icon-192.png assets/icons/web/icon-512.png assets/icons/web/icon-maskable-512.png dist/web/
	cp assets/about/THIRD-PARTY-LICENSES.html LICENSE-MIT LICENSE-APACHE dist/web/
	cp -r assets/fonts dist/web/assets/
	rm -f dist/web/assets/fonts/*.sh
	sed -e "s/__PACKED_BYTES__/$$(stat -c %s dist/web/modiar_bg.wasm.lzma)/" \
		-e "s/__MODULE_CRC32__/$$(python3 -c 'import sys, zlib; print(zlib.crc32(open(sys.argv[1], "rb").read()))' dist/modiar_bg.wasm)/" \
		web/index.html | python3 web/page-words.py assets/locales > dist/web/index.html
	@# The service worker keeps what a visit needs, under a version that
	@# is the hash of every file shipped: a changed file is a new version.
	python3 web/stamp-version.py dist/web web/sw.js
	cd dist/web && zip -q -r -9 ../modiar-web.zip .
	@ls -l dist/modiar_bg.wasm dist/web/modiar_bg.wasm.lzma dist/web/solver.wasm dist/web/unpack.wasm dist/modiar-web.zip

## What a player downloads: the web files raw and gzipped, the desktop
## archives and binaries, and the wasm's largest crates (twiggy). Reads
## what `make web` and `make dist` built.
sizes:
	@command -v twiggy > /dev/null || cargo install twiggy --locked
	@WASM_OUT="$(WASM_OUT)" .ci/sizes

## The web build played in headless Chromium: touch, mouse and keyboard.
## It plays the zip that ships, unpacked.
web-test: web
	@.ci/ensure-packages chromium python3 unzip
	rm -rf dist/web-shipped
	unzip -q dist/modiar-web.zip -d dist/web-shipped
	node web/test.mjs dist/web-shipped dist/web-test

## The itch.io kit in dist/itch/: the zip, a cover, three screenshots and
## the page's words (description, controls, embed settings).
itch: web build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES) imagemagick
	cargo build --features dev --bin modiar
	rm -rf dist/itch
	mkdir -p dist/itch
	cp dist/modiar-web.zip dist/itch/
	$(SHOT) --window 1280x720 --at title --screenshot dist/itch/screenshot-1-title.png
	$(SHOT) --window 1280x720 --at capture --screenshot dist/itch/screenshot-2-capture.png
	$(SHOT) --window 1280x720 --at over --screenshot dist/itch/screenshot-3-over.png
	$(SHOT) --window 630x500 --at cover --screenshot dist/itch/cover.png
	@# The page names the game's own counts of lessons and puzzles.
	cargo test --features dev --test store_page
	cp web/itch-page.md dist/itch/page.md
	@for f in dist/itch/*.png; do identify -format "%f %wx%h\n" $$f; done
	@ls -l dist/itch/modiar-web.zip

## Type-checks the game for the web (part of CI).
wasm-check:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	cargo check --target $(WASM_TARGET) --bin modiar
	cargo check --target $(WASM_TARGET) -p modiar-solver-worker

# ---------------------------------------------------------------------------
# Desktop downloads: dist/modiar-linux-x86_64.tar.xz and
# dist/modiar-windows-x86_64.zip (cross-compiled with mingw-w64), and the
# Linux package dist/modiar_$(VERSION)-1_amd64.deb.

WINDOWS_TARGET := x86_64-pc-windows-gnu
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
# What every download carries beside the game: its licence, and the
# notices of every crate in it.
NOTICES := LICENSE-MIT LICENSE-APACHE assets/about/THIRD-PARTY-LICENSES.html
# The sizes of the Linux desktop's icons, cut from one drawing.
ICON_SIZES := 16 24 32 48 64 128 256 512
# ImageMagick's own convert, whatever else on the PATH is called so.
CONVERT := /usr/bin/convert

define DESKTOP_README
Modiar $(VERSION), a mancala from northern Morocco, with a perfect opponent.

Start the game with modiar (modiar.exe on Windows). Keep the assets folder
beside it; the game finds it there wherever it is started from.

modiar --help lists the options. Settings and the game in progress are kept
in your configuration folder.

On Linux, install-menu-entry.sh adds the game to your desktop's menu, with
its icon, for you alone (it writes into ~/.local/share).

THIRD-PARTY-LICENSES.html gives the licence of every library the game is
built with; LICENSE-MIT and LICENSE-APACHE are the game's own.
endef
export DESKTOP_README

define MENU_ENTRY_SCRIPT
#!/bin/sh
# Adds Modiar to this user's desktop menu, pointing at this folder's game.
set -eu
here=$$(cd "$$(dirname "$$0")" && pwd)
apps="$${XDG_DATA_HOME:-$$HOME/.local/share}/applications"
icons="$${XDG_DATA_HOME:-$$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$$apps" "$$icons"
cp "$$here/io.itch.modiar.png" "$$icons/io.itch.modiar.png"
sed "s|^Exec=modiar|Exec=\"$$here/modiar\"|" "$$here/io.itch.modiar.desktop" > "$$apps/io.itch.modiar.desktop"
echo "Modiar is in your menu. To take it out: rm $$apps/io.itch.modiar.desktop"
endef
export MENU_ENTRY_SCRIPT

## Desktop packages (Linux and Windows), built with the dist profile
## (small over fast, stripped; see Cargo.toml).
dist: build-packages
	@.ci/ensure-packages mingw-w64 zip xz-utils
	@rustup target list --installed | grep -qx $(WINDOWS_TARGET) || rustup target add $(WINDOWS_TARGET)
	RUSTFLAGS="$(RELEASE_RUSTFLAGS)" cargo build --profile dist --bin modiar
	RUSTFLAGS="$(RELEASE_RUSTFLAGS)" cargo build --profile dist --target $(WINDOWS_TARGET) --bin modiar
	rm -rf dist/modiar-linux-x86_64 dist/modiar-windows-x86_64
	mkdir -p dist/modiar-linux-x86_64/assets dist/modiar-windows-x86_64/assets
	cp $(CARGO_TARGET_DIR)/dist/modiar dist/modiar-linux-x86_64/
	cp $(CARGO_TARGET_DIR)/$(WINDOWS_TARGET)/dist/modiar.exe dist/modiar-windows-x86_64/
	@# The developer's tools never ship, nor the checkout's path.
	@! grep -q -a -e "--layout-check" dist/modiar-linux-x86_64/modiar dist/modiar-windows-x86_64/modiar.exe
	@! grep -q -a -F "$(CURDIR)" dist/modiar-linux-x86_64/modiar dist/modiar-windows-x86_64/modiar.exe
	for d in dist/modiar-linux-x86_64 dist/modiar-windows-x86_64; do \
		cp -r assets/fonts $$d/assets/ && rm -f $$d/assets/fonts/*.sh && \
		cp $(NOTICES) $$d/ && \
		echo "$$DESKTOP_README" > $$d/README.txt; \
	done
	cp assets/desktop/io.itch.modiar.desktop dist/modiar-linux-x86_64/
	cp assets/icons/modiar-256.png dist/modiar-linux-x86_64/io.itch.modiar.png
	echo "$$MENU_ENTRY_SCRIPT" > dist/modiar-linux-x86_64/install-menu-entry.sh
	chmod +x dist/modiar-linux-x86_64/install-menu-entry.sh
	@# xz: the binary alone gzips to nearly 12 MB.
	tar -C dist -cJf dist/modiar-linux-x86_64.tar.xz modiar-linux-x86_64
	cd dist && rm -f modiar-windows-x86_64.zip && zip -q -r -9 modiar-windows-x86_64.zip modiar-windows-x86_64
	@ls -l dist/modiar-linux-x86_64.tar.xz dist/modiar-windows-x86_64.zip

## The Linux package (cargo-deb): the game in /usr/games, its assets in
## /usr/share/games/modiar, a menu entry, icons and AppStream metadata.
## Reads the binary `make dist` built.
deb: dist
	@command -v cargo-deb > /dev/null || cargo install cargo-deb --locked --version 3.8.0
	rm -f dist/modiar_*.deb
	cargo deb --no-build --no-strip --profile dist --output dist/

## Every download of a release, named with its version, with SHA256SUMS
## and the release's notes (its section of CHANGELOG.md), in dist/release.
release: web deb
	rm -rf dist/release dist/modiar-$(VERSION)-linux-x86_64
	mkdir -p dist/release
	cp dist/modiar-web.zip dist/release/modiar-$(VERSION)-web.zip
	cp -r dist/modiar-linux-x86_64 dist/modiar-$(VERSION)-linux-x86_64
	tar -C dist -cJf dist/release/modiar-$(VERSION)-linux-x86_64.tar.xz modiar-$(VERSION)-linux-x86_64
	rm -rf dist/modiar-$(VERSION)-linux-x86_64
	cp dist/modiar_$(VERSION)-1_amd64.deb dist/release/
	cp dist/modiar-windows-x86_64.zip dist/release/modiar-$(VERSION)-windows-x86_64.zip
	python3 .ci/release-notes $(VERSION) CHANGELOG.md > dist/release/RELEASE-NOTES.md
	cd dist/release && sha256sum modiar* > SHA256SUMS && sha256sum --check --quiet SHA256SUMS
	@# The Linux downloads stay within 12 MB.
	@for f in dist/release/*.tar.xz dist/release/*.deb; do \
		size=$$(stat -c %s $$f); echo "$$f: $$size bytes"; \
		[ $$size -le 12000000 ] || { echo "modiar: $$f is over 12 MB"; exit 1; }; \
	done
	@ls -l dist/release

## Checks what `make release` built, as a player gets it: the sums, the
## tarball and the .deb started under Xvfb (each window with its icon),
## the package removed cleanly, the Windows exe's icon and version.
release-check:
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES) x11-utils xdotool imagemagick \
		icoutils desktop-file-utils appstream binutils unzip $(ATSPI_PACKAGES)
	.ci/release-check $(VERSION)

## The licences of every crate in the build, read from Cargo.lock by
## cargo-about: the About page's list (assets/about/crates.txt) and the
## notices every download carries. `make test` fails when they are stale.
licenses:
	@command -v cargo-about > /dev/null || cargo install cargo-about --locked --version 0.9.3 --features cli
	mkdir -p dist
	@# Every target's crates, whose licence files it reads.
	cargo fetch --locked
	cargo about generate --locked --offline --fail --workspace --config assets/about/about.toml assets/about/crates.hbs > dist/crates-unsorted.txt
	{ echo "# The crates of the game's builds and their licences, written by"; \
	  echo "# make licenses (cargo-about) from Cargo.lock. Do not edit."; \
	  sort -u dist/crates-unsorted.txt | grep -v '^$$'; } > assets/about/crates.txt
	rm -f dist/crates-unsorted.txt
	cargo about generate --locked --offline --fail --workspace --config assets/about/about.toml assets/about/notices.hbs > assets/about/THIRD-PARTY-LICENSES.html
	@grep -c . assets/about/crates.txt

## The icons, from the game's own drawing of a pit with its stones (the
## `icon` moment): the window's, the Windows exe's (.ico), the Linux
## desktop's at every size, and the web page's.
icons: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES) imagemagick pngquant
	cargo build --features dev --bin modiar
	mkdir -p assets/icons dist
	$(SHOT) --window 512x512 --at icon --screenshot dist/icon-shot.png
	@# Rounded corners, clear outside them.
	$(CONVERT) dist/icon-shot.png -resize 512x512 \
		\( +clone -alpha extract -fill black -colorize 100 -fill white \
		   -draw "roundrectangle 0,0,511,511,92,92" \) \
		-alpha off -compose CopyOpacity -composite -strip assets/icons/modiar-512.png
	for n in $(ICON_SIZES); do \
		[ $$n = 512 ] || $(CONVERT) assets/icons/modiar-512.png -resize $${n}x$${n} -strip assets/icons/modiar-$$n.png; \
	done
	@# The installed web app's icons, in up to 256 colours and undithered
	@# (dithering's noise packs badly):
	@# 192 and 512 px, and a maskable one with the pit inside the safe
	@# circle, on the slab's wood to every edge.
	@# The wood's grain smoothed by a 3-pixel median first, which looks
	@# the same at an icon's size and packs a quarter smaller.
	mkdir -p assets/icons/web
	$(CONVERT) assets/icons/modiar-512.png -channel RGB -statistic Median 3x3 +channel dist/icon-smooth.png
	$(CONVERT) dist/icon-smooth.png -resize 192x192 dist/icon-192.png
	$(CONVERT) -size 512x512 xc:'#b88251' \( dist/icon-smooth.png -resize 440x440 \) \
		-gravity center -composite -alpha off dist/icon-maskable-512.png
	pngquant --nofs --quality 70-90 --speed 1 --force --output assets/icons/web/icon-192.png dist/icon-192.png
	pngquant --nofs --quality 70-90 --speed 1 --force --output assets/icons/web/icon-512.png dist/icon-smooth.png
	pngquant --nofs --quality 70-90 --speed 1 --force --output assets/icons/web/icon-maskable-512.png dist/icon-maskable-512.png
	rm -f dist/icon-smooth.png dist/icon-192.png dist/icon-maskable-512.png
	$(CONVERT) assets/icons/modiar-16.png assets/icons/modiar-24.png assets/icons/modiar-32.png \
		assets/icons/modiar-48.png assets/icons/modiar-64.png assets/icons/modiar-256.png assets/icons/modiar.ico
	rm -f dist/icon-shot.png
	@identify assets/icons/*.png assets/icons/web/*.png

## Screenshots of every screen, for looking at (native, under Xvfb).
screenshots: build-packages
	@.ci/ensure-packages $(RUN_PACKAGES) $(HEADLESS_PACKAGES)
	cargo build --features dev --bin modiar
	mkdir -p dist/screenshots
	for at in title rules start sowing over board-rules settings review tutorial lesson preview puzzles puzzle-answered coach records analysis capture; do \
		xvfb-run -a -s "-screen 0 1280x900x24" $(CARGO_TARGET_DIR)/debug/modiar \
			--screenshot dist/screenshots/$$at.png --at $$at --window 1100x820 || exit 1; \
	done
	for size in 390x844 844x390 820x1180 1180x820; do \
		for at in title start face-to-face; do \
			$(SHOT) --screenshot dist/screenshots/$$at-$$size.png --at $$at --window $$size || exit 1; \
		done; \
	done
	for lang in en de el mt ur ar fr es; do \
		for at in rules over; do \
			xvfb-run -a -s "-screen 0 1280x900x24" $(CARGO_TARGET_DIR)/debug/modiar \
				--screenshot dist/screenshots/$$at-$$lang.png --at $$at --lang $$lang --window 1000x800 || exit 1; \
		done; \
	done
