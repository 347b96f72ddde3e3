#!/bin/sh
# Rebuilds the shipped fonts from Debian's fonts-noto-core, cut down to the
# scripts the game's languages use (pyftsubset is in PyPI's fonttools).
set -eu
src=/usr/share/fonts/truetype/noto
latin="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2010-2027,U+2030-203A,U+20AC,U+2190-2193,U+2212"
for weight in Regular Bold; do
  pyftsubset "$src/NotoSans-$weight.ttf" --unicodes="$latin" \
    --layout-features='*' --output-file="NotoSans-$weight.ttf"
done
