#!/usr/bin/env python3
"""The language switcher's font: the glyphs of its three names (हिन्दी मराठी ಕನ್ನಡ) from Noto Sans Devanagari
and Noto Sans Kannada, in one file (run by subset-fonts.sh).

Every page shows the switcher, so a phone without these fonts fetched two small fonts before its first
paint; one file is one request fewer. Each script is cut with every layout feature kept, then the two cuts
are merged (their scripts' lookups do not meet), and the script checks the result: each name shaped with
HarfBuzz from the merged font must give the same glyph outlines at the same positions as from its full
font. Writes app/assets/fonts/sankalp-language-names.woff2.

Usage: merge-names-font.py NotoSansDevanagari-Regular.ttf NotoSansKannada-Regular.ttf
Needs: pip install fonttools brotli uharfbuzz.
"""
import io
import sys
import tempfile
from pathlib import Path

import uharfbuzz as hb
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

WEB = Path(__file__).resolve().parent.parent
OUT = WEB / "app/assets/fonts/sankalp-language-names.woff2"
NAMES = {"deva": ["हिन्दी", "मराठी"], "knda": ["ಕನ್ನಡ"]}


def cut(source, text, out):
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.save(out)


def drawn(data, text):
    """Each glyph `text` is drawn with: its outline, advance and offsets."""
    font = hb.Font(hb.Face(data))
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf)
    tt = TTFont(io.BytesIO(data))
    order, table = tt.getGlyphOrder(), tt["glyf"]
    return [
        (tuple(map(tuple, table[order[info.codepoint]].getCoordinates(table)[0])), pos.x_advance, pos.x_offset, pos.y_offset)
        for info, pos in zip(buf.glyph_infos, buf.glyph_positions)
    ]


def main(devanagari, kannada):
    sources = {"deva": Path(devanagari), "knda": Path(kannada)}
    with tempfile.TemporaryDirectory() as work:
        cuts = []
        for script, source in sources.items():
            cuts.append(f"{work}/{script}.ttf")
            cut(source, " ".join(NAMES[script]), cuts[-1])
        merged = Merger().merge(cuts)
        plain = io.BytesIO()
        merged.save(plain)
    for script, source in sources.items():
        for name in NAMES[script]:
            if drawn(plain.getvalue(), name) != drawn(source.read_bytes(), name):
                sys.exit(f"{name} is drawn differently by the merged font")
    merged.flavor = "woff2"
    merged.save(OUT)
    print(f"{OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main(*sys.argv[1:])
