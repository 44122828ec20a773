"""Baseline for the snapshot benchmarks: compare two PNGs with Python pixelmatch.

Usage: python pixelmatch_compare.py expected.png actual.png
Prints the number of differing pixels; exit status 0 when none differ, 1 otherwise.
"""
import sys

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

expected = Image.open(sys.argv[1]).convert("RGBA")
actual = Image.open(sys.argv[2]).convert("RGBA")
# pixelmatch's customary threshold, anti-aliased pixels counted (closest to an exact
# comparison); no diff image, like `compare ... null:`.
count = pixelmatch(expected, actual, threshold=0.1, includeAA=True)
print(count)
sys.exit(0 if count == 0 else 1)
