#!/bin/sh
# Makes the self-hosted Devanagari and Kannada fonts (app/assets/fonts/noto-*.woff2), run once by hand; the
# outputs are committed. Sources: Debian's fonts-noto-core (Noto Sans Devanagari and Noto Sans Kannada,
# Regular; SIL Open Font License 1.1, app/assets/fonts/noto-OFL.txt). Each font is cut to whole Unicode
# blocks with every OpenType layout feature kept, so conjuncts (क्ष त्र ज्ञ ಕ್ಷ) and vowel signs are formed
# as in the full font; the language switcher's own font holds only the glyphs of its three names, in one
# file (merge-names-font.py), and the astrology page's only those of its default words (subset-page-font.py,
# which says why). The headings' font is cut from Marcellus's Latin file (subset-display-font.py).
# Needs: apt-get download fonts-noto-core; pip install fonttools brotli uharfbuzz.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/app/assets/fonts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "${NOTO_DIR:-}" ]; then
  (cd "$work" && apt-get download fonts-noto-core >/dev/null && dpkg-deb -x fonts-noto-core_*.deb x)
  NOTO_DIR="$work/x/usr/share/fonts/truetype/noto"
fi
# Devanagari, Vedic extensions, Devanagari Extended; the joiners, the rupee sign and the dotted circle.
DEVA="U+0900-097F,U+1CD0-1CFF,U+A8E0-A8FF,U+200C-200D,U+20B9,U+25CC"
KNDA="U+0C80-0CFF,U+1CD0-1CFF,U+200C-200D,U+20B9,U+25CC"
subset() { # font, unicodes or text option, output
  python3 -m fontTools.subset "$NOTO_DIR/$1" "$2" --layout-features='*' --flavor=woff2 \
    --no-hinting --desubroutinize --output-file="$out/$3"
}
subset NotoSansDevanagari-Regular.ttf --unicodes="$DEVA" noto-sans-devanagari-400.woff2
subset NotoSansKannada-Regular.ttf --unicodes="$KNDA" noto-sans-kannada-400.woff2
python3 "$here/scripts/merge-names-font.py" "$NOTO_DIR/NotoSansDevanagari-Regular.ttf" "$NOTO_DIR/NotoSansKannada-Regular.ttf"
python3 "$here/scripts/subset-display-font.py"
python3 "$here/scripts/subset-page-font.py" "$NOTO_DIR/NotoSansDevanagari-Regular.ttf" astrology
(cd "$here" && npx prettier --write app/styles/fonts-deva-astrology.css app/assets/fonts/noto-sans-devanagari-astrology.json)
ls -l "$out"/*.woff2
