"""Cuts the headings' font (Marcellus, SIL Open Font License 1.1: font-sources/marcellus-OFL.txt) to the
characters English headings use: printable ASCII and the typographic marks of the site's texts (– — ‘ ’
“ ” … · × §). It was Google Fonts' whole Latin-1 cut, 14.6 KB, fetched by every page before its first
paint; this is about 10 KB. A letter outside it (é, ā) is drawn by the next font in `--font-display`
(styles/global.css), as letters outside Latin-1 always were.

The font's licence reserves the name "Marcellus" for the original: a cut of it is a Modified Version, so
it is renamed "Sankalp Display" (name table and CSS family alike). Run by hand from subset-fonts.sh; the
output, app/assets/fonts/sankalp-display-400.woff2, is committed.

Needs: pip install fonttools brotli.
"""

import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "font-sources", "marcellus-latin-400.woff2")
OUT = os.path.join(os.path.dirname(HERE), "app", "assets", "fonts", "sankalp-display-400.woff2")
UNICODES = (
    list(range(0x20, 0x7F))
    + [0xA0, 0xA7, 0xA9, 0xAE, 0xB7, 0xD7]
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2122, 0x2212]
)
FAMILY = "Sankalp Display"


def main() -> int:
    font = TTFont(SOURCE)
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16, 21):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (6, 20):
            names.setName("SankalpDisplay-Regular", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 3:
            names.setName(f"{FAMILY}: a cut of Marcellus 1.000", 3, record.platformID, record.platEncID, record.langID)
    font.flavor = "woff2"
    font.save(OUT)
    missing = [hex(u) for u in UNICODES if u not in font.getBestCmap()]
    print(f"{OUT}: {os.path.getsize(OUT)} bytes")
    if missing:
        print(f"not in the font: {missing}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
