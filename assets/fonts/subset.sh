#!/bin/sh
# Rebuilds the shipped fonts from Debian's fonts-noto-core, cut down to the
# scripts the game's languages use (pyftsubset is in PyPI's fonttools).
set -eu
src=/usr/share/fonts/truetype/noto
# English, German, Maltese, Greek; punctuation; a few symbols.
latin="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2010-2027,U+2030-203A,U+20AC,U+2190-2193,U+2212"
for weight in Regular Bold; do
  pyftsubset "$src/NotoSans-$weight.ttf" --unicodes="$latin" \
    --layout-features='*' --output-file="NotoSans-$weight.ttf"
done
# Urdu: the Arabic block and presentation forms, with the digits.
arabic="U+0020,U+0030-0039,U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F"
pyftsubset "$src/NotoNaskhArabic-Regular.ttf" --unicodes="$arabic" \
  --layout-features='*' --output-file="NotoNaskhArabic-Regular.ttf"
