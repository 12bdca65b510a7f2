#!/bin/sh
# Memory figures of reorder-for-memory: for each graph program of
# testdata/reorder/exec (randomly wired DAGs, parallel branches that join,
# encoder-decoders with long skips) and each memref-level network of
# testdata/networks, the pass's remark (peak live bytes of the input order
# and of the new order, and whether the new order is proven optimal), the
# same with the exact method allowed on blocks of up to 64 ops and a 10x
# budget, and merge-alloc's arena and lower bound without and with the
# reordering. Every figure is deterministic (bytes, not time); the time
# figure is the schedule package's benchmark on a block of 10,000 ops.
#
# Usage (from the repository root): docs/bench_reorder.sh
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d)}
(cd "$here" && go build -o "$work/memopt" ./cmd/memopt)
m="$work/memopt"

# remark FILE FLAGS: "before -> after (ops, proven|not proven)" summed over
# the blocks the pass changed or proved (the largest block's figures).
remark() {
  "$m" --reorder-for-memory"$2" "$1" -o /dev/null 2>&1 |
    sed -n 's/.*reorder-for-memory: peak \([0-9]*\) -> \([0-9]*\) bytes over \([0-9]*\) ops.*, \(proven optimal\|not proven optimal\).*/\1 \2 \3 \4/p' |
    sort -n -k1 | tail -1 | awk '{ p = ($4 == "proven") ? "optimal" : "heuristic"; printf "%s -> %s (%s ops, %s)", $1, $2, $3, p }'
}
# arena FILE PASSES: merge-alloc's total arena and lower bound.
arena() {
  "$m" $2 --merge-alloc --memory-report=- "$1" -o /dev/null 2>&1 |
    awk '/^  Total arena:/ { a = $3 } /^  Lower bound:/ && !lb { lb = $3 } END { printf "%s | %s", a, lb }'
}

echo "memopt $(cd "$here" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo
echo "| program | peak: input -> reordered (default options) | with exact-limit=64, 10x budget | arena, merge-alloc alone | its lower bound | arena after reordering | its lower bound |"
echo "|---|---|---|---:|---:|---:|---:|"
total_before=0
total_after=0
for f in "$here"/testdata/reorder/exec/*.mlir "$here"/testdata/networks/bert.mlir "$here"/testdata/networks/resnet.mlir "$here"/testdata/networks/unet.mlir "$here"/testdata/networks/mixed_mlp.mlir; do
  name=${f#"$here"/testdata/}
  r1=$(remark "$f" "")
  r2=$(remark "$f" "=exact-limit=64 budget=20000000")
  a1=$(arena "$f" "")
  a2=$(arena "$f" "--reorder-for-memory")
  echo "| $name | ${r1:-unchanged} | ${r2:-unchanged} | $a1 | $a2 |"
  total_before=$((total_before + ${a1%% *}))
  total_after=$((total_after + ${a2%% *}))
done
echo
echo "merge-alloc arenas summed over the programs: $total_before bytes alone, $total_after bytes after reorder-for-memory"
echo
echo "Scheduling time (one block of 10,000 ops, the heuristic), load average $(cut -d' ' -f1-3 /proc/loadavg):"
(cd "$here" && go test ./mergealloc/schedule -run '^$' -bench BenchmarkSchedule10000 -benchtime 5x | grep Benchmark)
