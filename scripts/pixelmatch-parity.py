#!/usr/bin/env python3
"""Differential test: `canopy diff --threshold` counts what pixelmatch counts.

Generates image pairs deterministically (seeded), writes them as PNG, and compares the
differing-pixel count `canopy diff --json` reports with two references:

- white background: PyPI's `pixelmatch` package, a port of pixelmatch 6 and earlier, which
  blends semi-transparent pixels over white;
- checkerboard background: `reference_count` below, a small independent model of
  pixelmatch 7.2.0's rules (checkerboard blending, one-step blended channel differences).

Every pair is compared with anti-aliasing detection on and off. The closing line reads
`pixelmatch parity: N passed, M failed`; the exit status is 1 when anything failed.

Usage: pixelmatch-parity.py CANOPY_EXECUTABLE [--pairs N] [--seed S] [--keep DIR]
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import png
from pixelmatch import pixelmatch as pypi_pixelmatch

# ---- An independent model of pixelmatch 7.2.0's counting rules ---------------------------

Y = (0.29889531, 0.58662247, 0.11448223)
I = (0.59597799, -0.27417610, -0.32180189)
Q = (0.21147017, -0.52261711, 0.31114694)


def background_at(k, checkerboard):
    """Background colour under byte offset k (4 x pixel index)."""
    if not checkerboard:
        return 255, 255, 255
    return (48 + 159 * (k % 2),
            48 + 159 * (int(k / 1.618033988749895) % 2),
            48 + 159 * (int(k / 2.618033988749895) % 2))


def channel_deltas(p1, p2, k, checkerboard):
    r1, g1, b1, a1 = p1
    r2, g2, b2, a2 = p2
    if a1 < 255 or a2 < 255:
        rb, gb, bb = background_at(k, checkerboard)
        da = a1 - a2
        return ((r1 * a1 - r2 * a2 - rb * da) / 255,
                (g1 * a1 - g2 * a2 - gb * da) / 255,
                (b1 * a1 - b2 * a2 - bb * da) / 255)
    return r1 - r2, g1 - g2, b1 - b2


def yiq_delta(p1, p2, k, checkerboard):
    if p1 == p2:
        return 0.0
    dr, dg, db = channel_deltas(p1, p2, k, checkerboard)
    y = dr * Y[0] + dg * Y[1] + db * Y[2]
    i = dr * I[0] + dg * I[1] + db * I[2]
    q = dr * Q[0] + dg * Q[1] + db * Q[2]
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q


def brightness_delta(centre, other, k, checkerboard):
    if centre == other:
        return 0.0
    dr, dg, db = channel_deltas(centre, other, k, checkerboard)
    return dr * Y[0] + dg * Y[1] + db * Y[2]


def neighbourhood(x, y, w, h, column_major):
    xs = range(max(x - 1, 0), min(x + 1, w - 1) + 1)
    ys = range(max(y - 1, 0), min(y + 1, h - 1) + 1)
    cells = [(nx, ny) for nx in xs for ny in ys] if column_major else [(nx, ny) for ny in ys for nx in xs]
    return [c for c in cells if c != (x, y)]


def on_border(x, y, w, h):
    return x == 0 or y == 0 or x == w - 1 or y == h - 1


def many_siblings(img, x, y, w, h, rules):
    centre = img[y * w + x]
    equal = 1 if rules["border"] and on_border(x, y, w, h) else 0
    for nx, ny in neighbourhood(x, y, w, h, rules["column_major"]):
        if img[ny * w + nx] == centre:
            equal += 1
        if equal > 2:
            return True
    return False


def antialiased(img, other, x, y, w, h, rules):
    k = (y * w + x) * 4
    centre = img[y * w + x]
    equal = 1 if rules["border"] and on_border(x, y, w, h) else 0
    low = high = 0.0
    low_at = high_at = (0, 0)
    for nx, ny in neighbourhood(x, y, w, h, rules["column_major"]):
        d = brightness_delta(centre, img[ny * w + nx], k, rules["checkerboard"])
        if d == 0:
            equal += 1
            if equal > 2:
                return False
        elif d < low:
            low, low_at = d, (nx, ny)
        elif d > high:
            high, high_at = d, (nx, ny)
    if low == 0 or high == 0:
        return False
    return ((many_siblings(img, *low_at, w, h, rules) and many_siblings(other, *low_at, w, h, rules))
            or (many_siblings(img, *high_at, w, h, rules) and many_siblings(other, *high_at, w, h, rules)))


PIXELMATCH_7 = {"column_major": True, "border": True, "checkerboard": True}


def reference_count(a, b, w, h, threshold, detect_aa, rules=PIXELMATCH_7):
    """Pixels pixelmatch counts (a, b: lists of RGBA tuples)."""
    limit = 35215 * threshold * threshold
    count = 0
    for i in range(w * h):
        if a[i] == b[i]:
            continue
        if abs(yiq_delta(a[i], b[i], i * 4, rules["checkerboard"])) > limit:
            x, y = i % w, i // w
            if detect_aa and (antialiased(a, b, x, y, w, h, rules) or antialiased(b, a, x, y, w, h, rules)):
                continue
            count += 1
    return count


# ---- Image generation ---------------------------------------------------------------------


class Canvas:
    """Straight-alpha RGBA floats, composited with coverage from 4x4 supersampling."""

    def __init__(self, w, h, fill):
        self.w, self.h = w, h
        self.px = [list(fill) for _ in range(w * h)]

    def paint(self, x, y, colour, coverage):
        if coverage <= 0:
            return
        sr, sg, sb, sa = colour
        sa = sa * coverage / 255.0
        d = self.px[y * self.w + x]
        da = d[3] / 255.0
        oa = sa + da * (1 - sa)
        if oa <= 0:
            self.px[y * self.w + x] = [d[0], d[1], d[2], 0]
            return
        mix = lambda s, t: (s * sa + t * da * (1 - sa)) / oa
        self.px[y * self.w + x] = [mix(sr, d[0]), mix(sg, d[1]), mix(sb, d[2]), oa * 255.0]

    def fill_shape(self, inside, colour, samples=4):
        for y in range(self.h):
            for x in range(self.w):
                hits = 0
                for sy in range(samples):
                    for sx in range(samples):
                        if inside(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples):
                            hits += 1
                self.paint(x, y, colour, hits / (samples * samples))

    def pixels(self):
        return [tuple(max(0, min(255, int(round(c)))) for c in p) for p in self.px]


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x < x1 and y0 <= y < y1


def disc(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def line(x0, y0, x1, y1, width):
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy or 1e-9

    def inside(x, y):
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / length2))
        px, py = x0 + t * dx - x, y0 + t * dy - y
        return px * px + py * py <= (width / 2) ** 2
    return inside


def random_colour(rng, alpha=255):
    return (rng.randrange(256), rng.randrange(256), rng.randrange(256), alpha)


def size(rng):
    if rng.random() < 0.08:
        return rng.choice([(1, 7), (7, 1), (2, 2), (3, 1), (1, 1), (2, 5)])
    return rng.randint(8, 40), rng.randint(8, 32)


def text_pair(rng):
    """Thin dark strokes on a light page; the second copy is moved by a fraction of a pixel
    (anti-aliasing changes) and sometimes gains a stroke (a real change)."""
    w, h = rng.randint(16, 44), rng.randint(10, 24)
    page = (rng.randint(230, 255),) * 3 + (255,)
    ink = (rng.randint(0, 60),) * 3 + (255,)
    strokes = []
    for _ in range(rng.randint(2, 6)):
        x0, y0 = rng.uniform(1, w - 2), rng.uniform(1, h - 2)
        vertical = rng.random() < 0.5
        length = rng.uniform(3, 10)
        x1, y1 = (x0, min(h - 1, y0 + length)) if vertical else (min(w - 1, x0 + length), y0)
        strokes.append((x0, y0, x1, y1, rng.choice([1.0, 1.3, 1.6, 2.0])))
    shift = (rng.choice([-0.5, -0.3, 0.25, 0.4]), rng.choice([0, 0, 0.2, -0.3]))
    images = []
    for dx, dy in [(0, 0), shift]:
        c = Canvas(w, h, page)
        for x0, y0, x1, y1, width in strokes:
            c.fill_shape(line(x0 + dx, y0 + dy, x1 + dx, y1 + dy, width), ink)
        images.append(c)
    if rng.random() < 0.4:
        x, y = rng.uniform(0, w - 3), rng.uniform(0, h - 3)
        images[1].fill_shape(line(x, y, x + 2.5, y + 2, 1.2), ink)
    return w, h, images[0].pixels(), images[1].pixels()


def shapes_pair(rng):
    """Discs and rectangles; one shape moves by a pixel, or changes colour slightly or strongly."""
    w, h = size(rng)
    background = random_colour(rng)
    shapes = []
    for _ in range(rng.randint(1, 4)):
        colour = random_colour(rng)
        if rng.random() < 0.5:
            shapes.append(("disc", rng.uniform(0, w), rng.uniform(0, h), rng.uniform(1.5, 8), colour))
        else:
            x0, y0 = rng.uniform(-2, w), rng.uniform(-2, h)
            shapes.append(("rect", x0, y0, x0 + rng.uniform(1, 12), y0 + rng.uniform(1, 12), colour))
    changed = list(shapes)
    j = rng.randrange(len(shapes))
    kind = rng.random()
    s = list(changed[j])
    if kind < 0.4:
        s[1] += rng.choice([-1, 1])
    elif kind < 0.7:
        s[-1] = tuple(max(0, min(255, v + rng.randint(-12, 12))) for v in s[-1][:3]) + (255,)
    else:
        s[-1] = random_colour(rng)
    changed[j] = tuple(s)
    images = []
    for variant in (shapes, changed):
        c = Canvas(w, h, background)
        for s in variant:
            c.fill_shape(disc(*s[1:4]) if s[0] == "disc" else rect(*s[1:5]), s[-1])
        images.append(c.pixels())
    return w, h, images[0], images[1]


def gradient_pair(rng):
    """A two-colour gradient; the copy is brightened or darkened by a few levels in a band."""
    w, h = size(rng)
    c0, c1 = random_colour(rng), random_colour(rng)
    direction = rng.choice(["x", "y", "xy"])

    def at(x, y):
        t = {"x": x / max(1, w - 1), "y": y / max(1, h - 1), "xy": (x + y) / max(1, w + h - 2)}[direction]
        return tuple(int(round(c0[i] + (c1[i] - c0[i]) * t)) for i in range(3)) + (255,)
    a = [at(x, y) for y in range(h) for x in range(w)]
    step = rng.choice([1, 2, 4, 8, 16, 30, 60])
    band = sorted(rng.sample(range(h + 1), 2)) if h > 1 else [0, 1]
    b = []
    for i, p in enumerate(a):
        y = i // w
        if band[0] <= y < band[1] or rng.random() < 0.03:
            p = tuple(max(0, min(255, v + step * rng.choice([-1, 1]))) for v in p[:3]) + (255,)
        b.append(p)
    return w, h, a, b


def alpha_pair(rng):
    """Alpha ramps over a colour: alpha changes by a few levels, colours change under low
    alpha, and fully transparent pixels carry random colour bytes."""
    w, h = size(rng)
    colour = random_colour(rng)
    a, b = [], []
    for y in range(h):
        for x in range(w):
            alpha = int(round(255 * x / max(1, w - 1)))
            p = colour[:3] + (alpha,)
            q = p
            r = rng.random()
            if r < 0.25:
                q = p[:3] + (max(0, min(255, alpha + rng.randint(-20, 20))),)
            elif r < 0.4:
                q = random_colour(rng, alpha)
            elif r < 0.5:
                p = random_colour(rng, 0)
                q = random_colour(rng, 0)
            elif r < 0.55:
                q = random_colour(rng, rng.choice([0, 255, rng.randrange(256)]))
            a.append(p)
            b.append(q)
    return w, h, a, b


def shifted_pair(rng):
    """An image of anti-aliased shapes and the same image moved by one pixel."""
    w, h, a, _ = rng.choice([shapes_pair, text_pair])(rng)
    dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
    b = [a[min(h - 1, max(0, y - dy)) * w + min(w - 1, max(0, x - dx))] for y in range(h) for x in range(w)]
    return w, h, a, b


def ties_pair(rng):
    """Few colours of equal brightness, so neighbours tie as darkest or brightest and the
    scan order decides which one the anti-aliasing test examines."""
    w, h = size(rng)
    grey = rng.randint(40, 200)
    palette = [(grey, grey, grey, 255), (255, 255, 255, 255), (0, 0, 0, 255), (grey, grey, grey, rng.randint(1, 254))]
    # Two colours of one brightness (different hue) make equal-brightness neighbours.
    palette.append((min(255, grey + 20), max(0, grey - 10), grey, 255))
    cell = rng.choice([1, 1, 2, 3])
    pick = lambda: rng.randrange(len(palette)) if rng.random() < 0.6 else rng.randrange(3)
    grid = {}
    a = []
    for y in range(h):
        for x in range(w):
            key = (x // cell, y // cell)
            if key not in grid:
                grid[key] = pick()
            a.append(palette[grid[key]])
    b = [palette[pick()] if rng.random() < 0.2 else p for p in a]
    return w, h, a, b


def noise_pair(rng):
    """Random pixels with random perturbations of every size."""
    w, h = size(rng)
    opaque = rng.random() < 0.6
    a = [random_colour(rng, 255 if opaque else rng.randrange(256)) for _ in range(w * h)]
    b = []
    for p in a:
        if rng.random() < 0.3:
            amount = rng.choice([1, 3, 10, 40, 120])
            p = tuple(max(0, min(255, v + rng.randint(-amount, amount))) for v in p)
            if opaque:
                p = p[:3] + (255,)
        b.append(p)
    return w, h, a, b


GENERATORS = [text_pair, shapes_pair, gradient_pair, alpha_pair, shifted_pair, ties_pair, noise_pair]
THRESHOLDS = [0.0, 0.005, 0.05, 0.1, 0.2, 0.5]


def write_png(path, w, h, pixels):
    rows = [[v for p in pixels[y * w:(y + 1) * w] for v in p] for y in range(h)]
    with open(path, "wb") as f:
        png.Writer(w, h, greyscale=False, alpha=True, bitdepth=8).write(f, rows)


def canopy_count(executable, a_path, b_path, threshold, detect_aa, background):
    args = [executable, "diff", a_path, b_path, "--threshold", repr(threshold), "--background", background, "--json"]
    if not detect_aa:
        args.append("--no-anti-aliasing")
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(args)} exited {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)["differingPixels"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("canopy")
    parser.add_argument("--pairs", type=int, default=252)
    parser.add_argument("--seed", type=int, default=20241124)
    parser.add_argument("--keep", help="write the PNGs into this folder and keep them")
    options = parser.parse_args()

    folder = options.keep or tempfile.mkdtemp(prefix="pixelmatch-parity-")
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(options.seed)
    cases = []
    for n in range(options.pairs):
        generator = GENERATORS[n % len(GENERATORS)]
        w, h, a, b = generator(rng)
        a_path, b_path = os.path.join(folder, f"{n:03}-a.png"), os.path.join(folder, f"{n:03}-b.png")
        write_png(a_path, w, h, a)
        write_png(b_path, w, h, b)
        threshold = THRESHOLDS[rng.randrange(len(THRESHOLDS))]
        for detect_aa in (True, False):
            cases.append((n, generator.__name__, w, h, a, b, a_path, b_path, threshold, detect_aa))

    def check(case):
        n, kind, w, h, a, b, a_path, b_path, threshold, detect_aa = case
        flat_a = [v for p in a for v in p]
        flat_b = [v for p in b for v in p]
        white = pypi_pixelmatch(flat_a, flat_b, w, h, threshold=threshold, includeAA=not detect_aa)
        checker = reference_count(a, b, w, h, threshold, detect_aa)
        results = []
        for background, expected in (("white", white), ("checkerboard", checker)):
            got = canopy_count(options.canopy, a_path, b_path, threshold, detect_aa, background)
            results.append((background, expected, got))
        # How often each pixelmatch 7 rule changes the count: shows the pairs exercise it.
        rule_effects = {}
        if detect_aa:
            for rule in ("column_major", "border"):
                variant = dict(PIXELMATCH_7, **{rule: False})
                rule_effects[rule] = reference_count(a, b, w, h, threshold, True, variant) != checker
        variant = dict(PIXELMATCH_7, checkerboard=False)
        rule_effects["checkerboard"] = reference_count(a, b, w, h, threshold, detect_aa, variant) != checker
        return case, results, rule_effects

    workers = int(os.environ.get("PARITY_WORKERS", "2"))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = list(pool.map(check, cases))

    passed = failed = 0
    agree = {"white": 0, "checkerboard": 0}
    total = {"white": 0, "checkerboard": 0}
    effects = {"column_major": 0, "border": 0, "checkerboard": 0}
    for case, results, rule_effects in outcomes:
        n, kind, w, h, _, _, a_path, b_path, threshold, detect_aa = case
        for background, expected, got in results:
            total[background] += 1
            if expected == got:
                passed += 1
                agree[background] += 1
            else:
                failed += 1
                print(f"MISMATCH pair {n} ({kind}, {w}x{h}) threshold {threshold} anti-aliasing {detect_aa} "
                      f"background {background}: pixelmatch {expected}, canopy {got}  [{a_path} {b_path}]")
        for rule, changed in rule_effects.items():
            effects[rule] += changed
    if not options.keep:
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        os.rmdir(folder)
    print(f"pixelmatch parity: {options.pairs} pairs, white background (PyPI pixelmatch) "
          f"{agree['white']}/{total['white']} counts agree, checkerboard (pixelmatch 7.2.0 rules) "
          f"{agree['checkerboard']}/{total['checkerboard']} agree")
    print(f"pixelmatch parity: comparisons where a 7.2.0 rule changes the count: column-major scan "
          f"{effects['column_major']}, border start {effects['border']}, checkerboard blending {effects['checkerboard']}")
    print(f"pixelmatch parity: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
