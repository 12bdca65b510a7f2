#!/usr/bin/env python3
"""Reads `memopt --merge-alloc=analysis-only` output on stdin and writes the
planning problem of its largest scope as a MiniMalloc CSV on stdout: one row
per merged buffer named after its SSA value, live range [2*FIRST, 2*LAST+2)
in merge-alloc's ticks (the ranges its planner uses), size in bytes rounded
up to the alignment (64 unless given as the first argument)."""
import re
import sys

ELEM = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i1": 1}
align = int(sys.argv[1]) if len(sys.argv) > 1 else 64
line_re = re.compile(r"(%[\w.$-]+) = memref\.alloc\(\) \{__mergealloc_lifetime = array<i64: (-?\d+), (-?\d+), (-?\d+)>.*\} : memref<([^>]*)>")
scopes = {}
for line in sys.stdin:
    m = line_re.search(line)
    if not m:
        continue
    name, scope, first, last, ty = m.groups()
    if int(first) < 0:
        continue  # not mergeable
    *dims, et = ty.split("x")
    size = ELEM[et]
    for d in dims:
        size *= int(d)
    size = (size + align - 1) // align * align
    scopes.setdefault(scope, []).append((name.lstrip("%"), 2 * int(first), 2 * int(last) + 2, size))
rows = max(scopes.values(), key=len)
print("id,lower,upper,size")
for r in rows:
    print("%s,%d,%d,%d" % r)
