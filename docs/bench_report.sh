#!/usr/bin/env bash
# What --memory-report costs the memopt command itself, on the issue-12
# benchmark (docs/BENCHMARKS.md): gen_chain.py 100 1000 (200,000 buffers in
# 100 functions). Each round runs, in alternating order,
#   memopt --merge-alloc chain.mlir -o out --mlir-timing
#   memopt --merge-alloc chain.mlir -o out --mlir-timing --memory-report=R
# with R a new .txt, .json or .html file (by turns; removed after the run),
# and reads the times memopt prints: the pass pipeline's wall time
# ("'func.func' Pipeline": merge-alloc over the functions in parallel,
# filling the report when asked) and the writing of the report ("Memory
# report"). Per round it prints the pipeline without and with the report,
# fill = the difference, write, and report-% = (fill + write) / pipeline
# without; issue 12 asks for the report in under 10% of the pass's own
# time. The BenchmarkReportChain Go benchmark measures the same in-process
# (the smallest of several runs); this is the command a user runs, with
# memopt's own garbage-collector policy. Take the figures on a quiet
# machine: wall times on a loaded one mean little.
#
# Usage: docs/bench_report.sh [ROUNDS [FUNCS LAYERS]]
#   SHARED     the shared directory holding bench/gen_chain.py (default ../shared)
set -euo pipefail

rounds=${1:-6}
funcs=${2:-100}
layers=${3:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$root/../shared}
for tool in python3 go; do
  command -v "$tool" >/dev/null || { echo "bench_report.sh: $tool not found" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/memopt" ./cmd/memopt)
python3 "$shared/bench/gen_chain.py" "$funcs" "$layers" > "$work/chain.mlir"

echo "commit $(git -C "$root" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(go version | cut -d' ' -f3)"
echo "input: gen_chain.py $funcs $layers, $(wc -c < "$work/chain.mlir") bytes; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# run [REPORT]: runs memopt --merge-alloc with --mlir-timing (and
# --memory-report=REPORT); sets pipe and write (ms).
run() {
  local args=()
  [ $# -gt 0 ] && args=(--memory-report="$1")
  "$work/memopt" --merge-alloc "$work/chain.mlir" -o "$work/out.mlir" --mlir-timing "${args[@]}" 2> "$work/timing"
  pipe=$(awk "/'func.func' Pipeline/ { printf \"%.1f\", \$1 * 1000 }" "$work/timing")
  write=$(awk '/Memory report/ { printf "%.1f", $1 * 1000 }' "$work/timing")
  write=${write:-0}
  rm -f "$work/out.mlir" "$@"
}

echo "| round | format | pipeline alone (ms) | pipeline with report (ms) | fill (ms) | write (ms) | report-% |"
echo "|---|---|---|---|---|---|---|"
exts=(txt json html)
for r in $(seq 1 "$rounds"); do
  ext=${exts[$(( (r - 1) % 3 ))]}
  if (( r % 2 )); then
    run; alone=$pipe
    run "$work/report.$ext"; with=$pipe; w=$write
  else
    run "$work/report.$ext"; with=$pipe; w=$write
    run; alone=$pipe
  fi
  awk -v r="$r" -v e="$ext" -v a="$alone" -v b="$with" -v w="$w" \
    'BEGIN { printf "| %d | %s | %.1f | %.1f | %.1f | %.1f | %.1f |\n", r, e, a, b, b - a, w, 100 * (b - a + w) / a }'
  echo "$alone $with $w" >> "$work/rounds"
done
# The medians of the rounds' columns, and report-% from them.
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ma=$(cut -d' ' -f1 "$work/rounds" | median)
mb=$(cut -d' ' -f2 "$work/rounds" | median)
mw=$(cut -d' ' -f3 "$work/rounds" | median)
awk -v a="$ma" -v b="$mb" -v w="$mw" \
  'BEGIN { printf "| median | | %.1f | %.1f | %.1f | %.1f | %.1f |\n", a, b, b - a, w, 100 * (b - a + w) / a }'
