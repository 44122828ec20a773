#!/usr/bin/python3
"""Checks Canopy's line breaking and line widths against Pango, an independent implementation.

The engine lays out a few hundred generated strings at three widths (the test
`TextOracleExportTests` writes them to JSON); this script lays the same strings out with Pango
through PyGObject, using a private fontconfig configuration that lists only the engine's font
files, with hinting off and unrounded glyph positions, and compares:

- line breaks: the text of every line (trailing spaces removed), and
- line widths: each line's logical width, within WIDTH_TOLERANCE points;
- for attributed strings (runs of other weights and sizes, set as Pango attributes), the
  line breaks, line widths and each run's width on its line;
- for paragraphs of Hebrew, Arabic, Latin and numbers in a base direction (natural in a
  left-to-right or right-to-left view, or forced either way; Pango: automatic direction with
  the view's as the context's, or automatic direction off and the context's base direction
  set), the paragraph's resolved direction, the line breaks, and each line's stretches of one
  direction in visual order with their text and position.

Known, explained differences are counted separately and tolerated:

- `fallback-face`: a string holding text the system font lacks (Arabic, Hebrew, CJK, Hangul).
  Pango draws a space between two such words with the fallback face of its neighbours, the
  engine with the requested face (Inter) whenever it has the character, so such lines differ
  by the difference of the two spaces' advances (about 1 pt at 17 pt between CJK words).
- `pango-guillemet-script`: a direction stretch holding a guillemet (« or ») in a paragraph
  with right-to-left text. Pango gives an opening guillemet after right-to-left text that
  text's script, and the matching closing one the same (its rule for paired punctuation), so
  it shapes them without the Latin kerning pairs the engine applies to them: the stretch
  differs by about 0.3 pt at 17 pt; its text, direction and place in the order agree.
- `pango-emergency-break`: a word wider than the whole line. The engine breaks it after the
  longest run of grapheme clusters that fits, as UIKit does; Pango 1.50 (WRAP_WORD_CHAR)
  chooses other break positions inside the word, so the pieces and the lines after differ.

Exit status is non-zero when any other case disagrees.
"""

import json
import os
import subprocess
import sys
import tempfile

# Pango positions glyphs in 1/1024 pt; a line of ~60 glyphs can differ by a few such units.
WIDTH_TOLERANCE = 0.05

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def engine_cases(path, attributed_path, direction_path):
    env = dict(os.environ, CANOPY_TEXT_ORACLE_OUT=path, CANOPY_TEXT_ORACLE_ATTRIBUTED_OUT=attributed_path,
               CANOPY_TEXT_ORACLE_DIRECTION_OUT=direction_path)
    result = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", "TextOracleExportTests|BaseDirectionOracleExportTests"],
        cwd=ROOT, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("text-oracle: the engine's export tests failed")
    with open(path) as f, open(attributed_path) as g, open(direction_path) as h:
        return json.load(f), json.load(g), json.load(h)


def private_fontconfig(files, directory):
    """A fontconfig configuration whose only fonts are `files` (linked into one folder)."""
    fonts = os.path.join(directory, "fonts")
    os.makedirs(fonts, exist_ok=True)
    for index, path in enumerate(files):
        if os.path.exists(path):
            os.symlink(path, os.path.join(fonts, f"{index:02d}-{os.path.basename(path)}"))
    config = os.path.join(directory, "fonts.conf")
    with open(config, "w") as f:
        f.write(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{os.path.join(directory, "cache")}</cachedir>
</fontconfig>
""")
    return config


def main():
    with tempfile.TemporaryDirectory(prefix="canopy-oracle-") as scratch:
        data, attributed, directions = engine_cases(
            os.path.join(scratch, "engine.json"), os.path.join(scratch, "attributed.json"), os.path.join(scratch, "directions.json"))
        files = ([data["fonts"]["system"]] + [style["file"] for style in attributed["styles"]] + data["fonts"]["fallbacks"]
                 + [directions["file"]])
        os.environ["FONTCONFIG_FILE"] = private_fontconfig(files, scratch)

        import gi
        gi.require_foreign("cairo")
        gi.require_version("Pango", "1.0")
        gi.require_version("PangoCairo", "1.0")
        from gi.repository import Pango, PangoCairo

        fontmap = PangoCairo.FontMap.new()
        context = fontmap.create_context()
        PangoCairo.context_set_font_options(context, _font_options())
        context.set_round_glyph_positions(False)
        description = Pango.FontDescription.from_string("Inter")
        description.set_absolute_size(data["fontSize"] * Pango.SCALE)

        counts = {"cases": 0, "breaks-agree": 0, "widths-agree": 0, "fallback-face": 0, "pango-emergency-break": 0, "disagree": 0}
        failures = []
        for case in data["cases"]:
            counts["cases"] += 1
            layout = Pango.Layout.new(context)
            layout.set_font_description(description)
            layout.set_wrap(Pango.WrapMode.WORD_CHAR)
            layout.set_width(int(case["width"] * Pango.SCALE))
            layout.set_text(case["text"], -1)
            raw = case["text"].encode("utf-8")
            lines, widths = [], []
            iterator = layout.get_iter()
            while True:
                line = iterator.get_line_readonly()
                text = raw[line.start_index:line.start_index + line.length].decode("utf-8").rstrip(" ")
                lines.append(text)
                widths.append(_width_without_trailing_spaces(line, text, description, context, Pango))
                if not iterator.next_line():
                    break
            breaks_agree = lines == case["lines"]
            widths_agree = breaks_agree and all(abs(a - b) <= WIDTH_TOLERANCE for a, b in zip(widths, case["lineWidths"]))
            if breaks_agree:
                counts["breaks-agree"] += 1
            if widths_agree:
                counts["widths-agree"] += 1
                continue
            if any(0x0590 <= ord(c) < 0x2000 or ord(c) >= 0x2E80 for c in case["text"]):
                counts["fallback-face"] += 1
            elif _has_word_fragment(case["lines"], case["text"]) or _has_word_fragment(lines, case["text"]):
                counts["pango-emergency-break"] += 1
            else:
                counts["disagree"] += 1
                failures.append((case, lines, widths))

        print("text-oracle: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
        for case, lines, widths in failures[:10]:
            print(f"  width {case['width']}: {case['text']!r}")
            print(f"    canopy {list(zip(case['lines'], [round(w, 3) for w in case['lineWidths']]))}")
            print(f"    pango  {list(zip(lines, [round(w, 3) for w in widths]))}")
        attributed_failures = check_attributed(attributed, context, Pango)
        direction_failures = check_directions(directions, fontmap, Pango, PangoCairo)
        return 1 if counts["disagree"] or attributed_failures or direction_failures else 0


def _direction_layout(fontmap, Pango, PangoCairo, data, direction, text, width=None):
    """A Pango layout of `text` in DejaVu Sans in the base `direction` the engine used: for
    natural, automatic direction with the view's direction as the context's (Pango then aligns
    an opposite paragraph to its own side); for a forced one, automatic direction off and the
    context's base direction set, aligned to the side it reads from."""
    context = fontmap.create_context()
    PangoCairo.context_set_font_options(context, _font_options())
    context.set_round_glyph_positions(False)
    rtl = direction in ("natural-rtl-view", "rtl")
    context.set_base_dir(Pango.Direction.RTL if rtl else Pango.Direction.LTR)
    layout = Pango.Layout.new(context)
    layout.set_auto_dir(direction.startswith("natural"))
    layout.set_alignment(Pango.Alignment.RIGHT if rtl else Pango.Alignment.LEFT)
    description = Pango.FontDescription.from_string("DejaVu Sans")
    description.set_absolute_size(data["size"] * Pango.SCALE)
    layout.set_font_description(description)
    if width is not None:
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_width(int(width * Pango.SCALE))
    layout.set_text(text, -1)
    return layout


def _line_stretches(layout, line, end, raw, Pango):
    """The runs of one line of `layout` left to right, cut at byte `end` (the line without its
    trailing spaces), neighbours of one direction merged, as (text, x, width, right to left)
    with x from the left edge of the line's first character drawn.

    Positions come from the wrapped layout itself: Pango resolves levels over the whole
    paragraph before breaking it into lines, as the engine does, so a line's leading neutral
    takes its level from the text before it.
    """
    starts = [i for i in range(len(raw) + 1) if i == len(raw) or raw[i] & 0xC0 != 0x80]
    pieces = []
    for run in line.runs:
        item = run.item
        low, high = item.offset, min(item.offset + item.length, end)
        if low >= high:
            continue
        chars = [i for i in starts if low <= i < high]
        edges = []
        for index in (chars[0], chars[-1]):
            rect = layout.index_to_pos(index)
            edges += [rect.x / Pango.SCALE, (rect.x + rect.width) / Pango.SCALE]
        pieces.append((raw[low:high].decode("utf-8"), min(edges), max(edges) - min(edges), item.analysis.level % 2 == 1))
    pieces.sort(key=lambda piece: piece[1])
    origin = pieces[0][1] if pieces else 0
    stretches = []
    for text, x, width, rtl in pieces:
        if stretches and stretches[-1][3] == rtl:
            last = stretches[-1]
            joined = text + last[0] if rtl else last[0] + text
            stretches[-1] = (joined, last[1], x + width - origin - last[1], rtl)
        else:
            stretches.append((text, x - origin, width, rtl))
    return stretches


def _engine_stretches(fragments):
    """The engine's fragments (visual order), neighbours of one direction merged."""
    stretches = []
    for fragment in fragments:
        rtl = fragment["isRightToLeft"]
        if stretches and stretches[-1][3] == rtl:
            last = stretches[-1]
            joined = fragment["text"] + last[0] if rtl else last[0] + fragment["text"]
            stretches[-1] = (joined, last[1], last[2] + fragment["width"], rtl)
        else:
            stretches.append((fragment["text"], fragment["x"], fragment["width"], rtl))
    return stretches


def check_directions(data, fontmap, Pango, PangoCairo):
    """Resolved direction, line breaks and each line's direction stretches (text, position,
    width) of mixed-script paragraphs in each base direction against Pango; returns how many
    cases disagree."""
    counts = {"cases": 0, "direction-agrees": 0, "breaks-agree": 0, "order-agrees": 0, "pango-guillemet-script": 0, "disagree": 0}
    failures = []
    for case in data["cases"]:
        counts["cases"] += 1
        wrapped = _direction_layout(fontmap, Pango, PangoCairo, data, case["direction"], case["text"], case["width"])
        raw = case["text"].encode("utf-8")
        first = wrapped.get_line_readonly(0)
        direction_agrees = (first.get_resolved_direction() == Pango.Direction.RTL) == case["isRightToLeft"]
        lines, stretches = [], []
        iterator = wrapped.get_iter()
        while True:
            line = iterator.get_line_readonly()
            text = raw[line.start_index:line.start_index + line.length].decode("utf-8").rstrip(" ")
            lines.append(text)
            stretches.append(_line_stretches(wrapped, line, line.start_index + len(text.encode("utf-8")), raw, Pango))
            if not iterator.next_line():
                break
        engine_lines = [line["text"] for line in case["lines"]]
        engine_stretches = [_engine_stretches(line["fragments"]) for line in case["lines"]]
        breaks_agree = lines == engine_lines
        same_order = breaks_agree and all(
            len(p) == len(e) and all(a[0] == b[0] and a[3] == b[3] for a, b in zip(p, e)) for p, e in zip(stretches, engine_stretches))
        # Stretches whose own width differs; a stretch placed after a wider one only moves by
        # the widths before it.
        differing, misplaced = [], False
        for p, e in zip(stretches, engine_stretches):
            shift = 0.0
            for a, b in zip(p, e):
                misplaced = misplaced or abs(a[1] - b[1] - shift) > WIDTH_TOLERANCE
                if abs(a[2] - b[2]) > WIDTH_TOLERANCE:
                    differing.append(a[0])
                shift += a[2] - b[2]
        order_agrees = same_order and not differing and not misplaced
        counts["direction-agrees"] += direction_agrees
        counts["breaks-agree"] += breaks_agree
        counts["order-agrees"] += order_agrees
        if direction_agrees and order_agrees:
            continue
        has_rtl = any(0x0590 <= ord(c) < 0x0900 for c in case["text"])
        if direction_agrees and same_order and not misplaced and has_rtl and all("«" in t or "»" in t for t in differing):
            counts["pango-guillemet-script"] += 1
            continue
        counts["disagree"] += 1
        failures.append((case, lines, stretches, engine_stretches))
    print("text-oracle directions: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for case, lines, stretches, engine_stretches in failures[:10]:
        print(f"  {case['direction']} width {case['width']}: {case['text']!r}")
        print(f"    canopy {case['isRightToLeft']} {[[(t, round(x, 2), r) for t, x, _, r in line] for line in engine_stretches]}")
        print(f"    pango  {[[(t, round(x, 2), r) for t, x, _, r in line] for line in stretches]}")
    return counts["disagree"]


def _attributed_layout(context, Pango, runs, styles):
    """A Pango layout of `runs` ((text, style index) pairs), each run's weight and size set
    as attributes over its bytes, Inter as the family."""
    layout = Pango.Layout.new(context)
    description = Pango.FontDescription.from_string("Inter")
    description.set_absolute_size(17 * Pango.SCALE)
    layout.set_font_description(description)
    attributes = Pango.AttrList()
    offset = 0
    for text, style in runs:
        length = len(text.encode("utf-8"))
        for attribute in (Pango.attr_weight_new(styles[style]["weight"]),
                          Pango.attr_size_new_absolute(int(styles[style]["size"] * Pango.SCALE))):
            attribute.start_index, attribute.end_index = offset, offset + length
            attributes.insert(attribute)
        offset += length
    layout.set_text("".join(text for text, _ in runs), -1)
    layout.set_attributes(attributes)
    return layout


def _slice_runs(runs, start, end):
    """The (text, style) pieces of characters start..<end of the runs' joined text."""
    pieces, offset = [], 0
    for text, style in runs:
        low, high = max(start, offset), min(end, offset + len(text))
        if low < high:
            pieces.append((text[low - offset:high - offset], style))
        offset += len(text)
    return pieces


def check_attributed(data, context, Pango):
    """Line breaks, line widths and run widths of attributed strings (runs of other weights
    and sizes) against Pango with the same attributes; returns how many cases disagree."""
    counts = {"cases": 0, "breaks-agree": 0, "widths-agree": 0, "runs-agree": 0, "pango-emergency-break": 0, "disagree": 0}
    failures = []
    for case in data["cases"]:
        counts["cases"] += 1
        runs = []
        for run in case["runs"]:
            # Neighbouring runs of one style are one run, as the engine merges them.
            if runs and runs[-1][1] == run["style"]:
                runs[-1] = (runs[-1][0] + run["text"], run["style"])
            else:
                runs.append((run["text"], run["style"]))
        text = "".join(t for t, _ in runs)
        layout = _attributed_layout(context, Pango, runs, data["styles"])
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_width(int(case["width"] * Pango.SCALE))
        raw = text.encode("utf-8")
        lines, widths, run_widths = [], [], []
        iterator = layout.get_iter()
        while True:
            line = iterator.get_line_readonly()
            start = len(raw[:line.start_index].decode("utf-8"))
            line_text = raw[line.start_index:line.start_index + line.length].decode("utf-8").rstrip(" ")
            lines.append(line_text)
            alone = _attributed_layout(context, Pango, _slice_runs(runs, start, start + len(line_text)), data["styles"])
            widths.append(alone.get_extents()[1].width / Pango.SCALE)
            pieces = []
            run_iterator = alone.get_iter()
            while True:
                run = run_iterator.get_run_readonly()
                if run is not None:
                    pieces.append(run.glyphs.get_width() / Pango.SCALE)
                if not run_iterator.next_run():
                    break
            run_widths.append(pieces)
            if not iterator.next_line():
                break
        engine_lines = [line["text"] for line in case["lines"]]
        breaks_agree = lines == engine_lines
        widths_agree = breaks_agree and all(abs(a - line["width"]) <= WIDTH_TOLERANCE for a, line in zip(widths, case["lines"]))
        runs_agree = widths_agree and all(
            len(p) == len(line["runs"]) and all(abs(a - r["width"]) <= WIDTH_TOLERANCE for a, r in zip(p, line["runs"]))
            for p, line in zip(run_widths, case["lines"]))
        counts["breaks-agree"] += breaks_agree
        counts["widths-agree"] += widths_agree
        counts["runs-agree"] += runs_agree
        if runs_agree:
            continue
        if _has_word_fragment(engine_lines, text) or _has_word_fragment(lines, text):
            counts["pango-emergency-break"] += 1
        else:
            counts["disagree"] += 1
            failures.append((case, lines, widths, run_widths))
    print("text-oracle attributed: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for case, lines, widths, run_widths in failures[:10]:
        print(f"  width {case['width']}: {[run['text'] for run in case['runs']]!r}")
        print(f"    canopy {[(line['text'], round(line['width'], 3), [round(r['width'], 3) for r in line['runs']]) for line in case['lines']]}")
        print(f"    pango  {list(zip(lines, [round(w, 3) for w in widths], [[round(r, 3) for r in p] for p in run_widths]))}")
    return counts["disagree"]


def _has_word_fragment(lines, text):
    """Whether some line starts or ends inside a word: a word wider than the line was broken."""
    words = set(text.split(" "))
    for line in lines:
        tokens = line.split(" ")
        if tokens and (tokens[0] not in words or tokens[-1] not in words):
            return True
    return False


def _font_options():
    """Grey antialiasing, no hinting, unhinted metrics: the renderer's options."""
    import cairo
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    return options


def _width_without_trailing_spaces(line, text, description, context, Pango):
    """The logical width of a line's text without its trailing spaces, as the engine measures it."""
    layout = Pango.Layout.new(context)
    layout.set_font_description(description)
    layout.set_text(text, -1)
    return layout.get_extents()[1].width / Pango.SCALE


if __name__ == "__main__":
    sys.exit(main())
