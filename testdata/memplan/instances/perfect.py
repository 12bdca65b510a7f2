#!/usr/bin/env python3
"""Writes a MiniMalloc CSV with a known optimum: a CAPACITY x TIME rectangle
(bytes x ticks) cut at random into N pieces by guillotine cuts, each piece a
buffer (its memory extent the size, its time extent the live range). The
pieces tile the rectangle, so a packing within CAPACITY exists and the
lower bound equals CAPACITY; the cuts are random, so greedy orders miss it.

Usage: perfect.py N CAPACITY TIME SEED"""
import random
import sys

n, cap, time, seed = (int(a) for a in sys.argv[1:5])
rng = random.Random(seed)
GRAIN = 64
pieces = [(0, cap, 0, time)]  # offset, end, lower, upper
while len(pieces) < n:
    # cut the largest piece across its longer side (in grains and ticks)
    k = max(range(len(pieces)), key=lambda i: (pieces[i][1] - pieces[i][0]) // GRAIN * (pieces[i][3] - pieces[i][2]))
    o, e, lo, hi = pieces[k]
    if (e - o) // GRAIN >= 2 and ((hi - lo) < 2 or rng.random() < 0.5):
        c = o + GRAIN * rng.randint(1, (e - o) // GRAIN - 1)
        new = [(o, c, lo, hi), (c, e, lo, hi)]
    elif hi - lo >= 2:
        c = rng.randint(lo + 1, hi - 1)
        new = [(o, e, lo, c), (o, e, c, hi)]
    else:
        break
    pieces[k:k + 1] = new
rng.shuffle(pieces)
print("id,lower,upper,size")
for i, (o, e, lo, hi) in enumerate(pieces):
    print("p%d,%d,%d,%d" % (i, lo, hi, e - o))
