#!/usr/bin/env python3
"""A font for one page's own Devanagari text: only the glyphs its words are drawn with (run by subset-fonts.sh).

The astrology page is written in Hindi. The whole-block subset (noto-sans-devanagari-400.woff2, 42.5 KB) was
the largest request its first paint waited for on a phone; this one holds the glyphs of the page's default
words, found by shaping each word with HarfBuzz (every glyph a lookup passes through, not only the last), so
it is a few KB. Its layout rules are cut to those glyphs, so it draws exactly these words as the full font
does, and the script checks that: each word is shaped with both fonts and must give the same glyph outlines
at the same positions. Writes:

  app/assets/fonts/noto-sans-devanagari-<page>.woff2   the font
  app/assets/fonts/noto-sans-devanagari-<page>.json    the words it was made for (the renderer uses this font
                                                       only on a page all of whose Devanagari words are there;
                                                       any other page, an edited text, gets the full font)
  app/styles/fonts-deva-<page>.css                     its @font-face, unicode-range its characters

Usage: subset-page-font.py NotoSansDevanagari-Regular.ttf <page key in content/defaults/pages.json>
Needs: pip install fonttools brotli uharfbuzz.
"""
import io
import json
import re
import sys
from pathlib import Path

import uharfbuzz as hb
from fontTools import subset
from fontTools.ttLib import TTFont

WEB = Path(__file__).resolve().parent.parent
# A word: a run of Devanagari letters and signs with the joiners (ZWNJ, ZWJ) that shape inside it.
WORD = re.compile("[\u0900-\u097f\u200c\u200d]+")
# Drawn beside the words and covered too: the rupee sign and the space.
EXTRA = "\u20b9 "


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def shape(data, text):
    """The glyphs `text` is drawn with, their positions, and every glyph the lookups passed through."""
    font = hb.Font(hb.Face(data))
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    passed = set()

    def message(msg):
        if "lookup" in msg:  # glyph ids from the first lookup on (before, the buffer holds code points)
            passed.update(info.codepoint for info in buf.glyph_infos)
        return True

    buf.set_message_func(message)
    hb.shape(font, buf)
    glyphs = [info.codepoint for info in buf.glyph_infos]
    positions = [(p.x_advance, p.y_advance, p.x_offset, p.y_offset) for p in buf.glyph_positions]
    return glyphs, positions, passed | set(glyphs)


def outlines(font, glyphs):
    order, table = font.getGlyphOrder(), font["glyf"]
    return [tuple(map(tuple, table[order[g]].getCoordinates(table)[0])) for g in glyphs]


def unicode_range(chars):
    points = sorted(ord(c) for c in chars)
    ranges, start = [], points[0]
    for prev, point in zip(points, points[1:] + [None]):
        if point != prev + 1:
            ranges.append(f"U+{start:04X}" if start == prev else f"U+{start:04X}-{prev:04X}")
            start = point
    return ", ".join(ranges)


def main(source, page):
    body = json.loads((WEB.parent / "content/defaults/pages.json").read_text("utf-8"))[page]
    words = sorted({word for text in strings(body) for word in WORD.findall(text)})
    chars = sorted({c for word in words for c in word} | set(EXTRA))
    data = Path(source).read_bytes()
    glyphs = set()
    for word in words:
        glyphs |= shape(data, word)[2]

    options = subset.Options()
    options.layout_features = ["*"]
    options.layout_closure = False  # rules only among the glyphs kept: no conjuncts the words do not have
    options.flavor = "woff2"
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(source, recalcTimestamp=False)  # the same bytes at every run
    subsetter = subset.Subsetter(options)
    subsetter.populate(gids=sorted(glyphs), unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    out = WEB / f"app/assets/fonts/noto-sans-devanagari-{page}.woff2"
    subset.save_font(font, str(out), options)

    full, cut = TTFont(source), TTFont(str(out))
    cut.flavor = None
    plain = io.BytesIO()
    cut.save(plain)
    for word in words:
        a, pa, _ = shape(data, word)
        b, pb, _ = shape(plain.getvalue(), word)
        if outlines(full, a) != outlines(cut, b) or pa != pb:
            sys.exit(f"{out.name}: {word} is not drawn as the full font draws it")

    (WEB / f"app/assets/fonts/noto-sans-devanagari-{page}.json").write_text(
        json.dumps({"page": page, "words": words}, ensure_ascii=False, indent=2) + "\n", "utf-8"
    )
    (WEB / f"app/styles/fonts-deva-{page}.css").write_text(
        f"""/* Made by web/scripts/subset-page-font.py from content/defaults/pages.json ({page}); not edited by hand.
   The glyphs of the {page} page's default Devanagari words only ({len(glyphs)} of the font's), linked with
   fonts-deva.css by a page all of whose Devanagari words are these (renderer.tsx). It comes before the full
   font in the font stacks (global.css), so that one is fetched only for a character this one lacks. ARCHITECTURE.md §9. */
@font-face {{
  font-family: "Sankalp Devanagari Text";
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src:
    local("Noto Sans Devanagari"),
    local("NotoSansDevanagari-Regular"),
    url("../assets/fonts/noto-sans-devanagari-{page}.woff2") format("woff2");
  unicode-range: {unicode_range(set(chars) - {" "})};
}}
""",
        "utf-8",
    )
    print(f"{out.name}: {len(words)} words, {len(glyphs)} glyphs, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main(*sys.argv[1:])
