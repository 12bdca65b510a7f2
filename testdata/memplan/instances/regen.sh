#!/bin/sh
# Regenerates the memplan example instances (docs/USAGE.md, docs/BENCHMARKS.md):
#   bert.csv, unet.csv  the function scopes of testdata/networks/{bert,unet}.mlir
#                       as merge-alloc plans them (memopt's analysis-only ticks)
#   tiles.csv           200 buffers that tile 1 MiB x 1000 ticks (perfect.py):
#                       the optimum is the lower bound, 1048576
# Usage: testdata/memplan/instances/regen.sh (from anywhere; needs go, python3)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
for net in bert unet; do
  (cd "$root" && go run ./cmd/memopt --merge-alloc=analysis-only "testdata/networks/$net.mlir") | python3 "$here/lifetimes.py" > "$here/$net.csv"
done
python3 "$here/perfect.py" 200 1048576 1000 7 > "$here/tiles.csv"
