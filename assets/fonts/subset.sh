#!/bin/sh
# Rebuilds the shipped fonts from Debian's fonts-noto-core, cut down to the
# scripts the game's languages use (pyftsubset is in PyPI's fonttools).
# No hinting: the game draws its text large, mostly at 2 device pixels a
# CSS pixel, where hints change nothing to see; they were a third of each
# font's download.
set -eu
src=/usr/share/fonts/truetype/noto
# English, German, French and Spanish (Latin-1); Maltese's four letters
# beyond it (Ċ ċ Ġ ġ Ħ ħ Ż ż); modern Greek; punctuation; a few symbols.
# tests/i18n.rs checks that every character of every message is here.
latin="U+0020-007E,U+00A0-00FF,U+010A-010B,U+0120-0121,U+0126-0127,U+017B-017C"
latin="$latin,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03CE"
latin="$latin,U+2010-2027,U+2030-203A,U+20AC,U+2190-2193,U+2212"
for weight in Regular Bold; do
  pyftsubset "$src/NotoSans-$weight.ttf" --unicodes="$latin" \
    --layout-features='*' --no-hinting --output-file="NotoSans-$weight.ttf"
done
# Arabic and Urdu: the Arabic block (its digits among it), with the Latin
# digits. The joined forms come from the font's own substitutions, so the
# presentation-form code points stay out, as does the Arabic Supplement,
# which neither language writes.
arabic="U+0020,U+0030-0039,U+0600-06FF,U+200C-200F"
pyftsubset "$src/NotoNaskhArabic-Regular.ttf" --unicodes="$arabic" \
  --layout-features='*' --no-hinting --output-file="NotoNaskhArabic-Regular.ttf"
