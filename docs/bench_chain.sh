#!/usr/bin/env bash
# Side-by-side throughput of memopt and mlir-opt 22 on the issue-13
# benchmark (docs/BENCHMARKS.md): gen_chain.py 100 1000 (39 MB), in the
# same run, each command under
#   /usr/bin/time -f "%e s wall, %U s user, %S s sys, %M KB"
# writing its output to a file:
#   memopt chain.mlir -o out                 (parse, verify, print)
#   memopt --merge-alloc chain.mlir -o out   (functions planned in parallel)
#   memopt --merge-alloc --mlir-disable-threading chain.mlir -o out
#   mlir-opt chain.mlir -o out               (LLVM 22: parse, verify, print)
# and prints a Markdown table per round with the ratios the issue sets
# (round trip <= 0.4 x mlir-opt's wall time and RSS <= mlir-opt's;
# --merge-alloc <= 0.5 x mlir-opt's round trip). Take the figures on a quiet
# machine: wall times on a loaded one mean little.
#
# Usage: docs/bench_chain.sh [ROUNDS [FUNCS LAYERS]]
#   MLIR_OPT   mlir-opt to compare with (default /usr/lib/llvm-22/bin/mlir-opt)
#   SHARED     the shared directory holding bench/gen_chain.py (default ../shared)
set -euo pipefail

rounds=${1:-3}
funcs=${2:-100}
layers=${3:-1000}
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$root/../shared}
mliropt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
for tool in /usr/bin/time python3 go "$mliropt"; do
  command -v "$tool" >/dev/null || { echo "compare.sh: $tool not found" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/memopt" ./cmd/memopt)
python3 "$shared/bench/gen_chain.py" "$funcs" "$layers" > "$work/chain.mlir"

echo "commit $(git -C "$root" rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(go version | cut -d' ' -f3), $("$mliropt" --version | grep -o 'LLVM version [0-9.]*')"
echo "input: gen_chain.py $funcs $layers, $(wc -c < "$work/chain.mlir") bytes, $(wc -l < "$work/chain.mlir") lines; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# run NAME CMD...: runs CMD under /usr/bin/time; sets wall_NAME, rss_NAME
# (KB) and line_NAME (the time line).
run() {
  local name=$1
  shift
  /usr/bin/time -o "$work/time" -f "%e %U %S %M" "$@" > /dev/null
  read -r w u s m < "$work/time"
  printf -v "wall_$name" '%s' "$w"
  printf -v "rss_$name" '%s' "$m"
  printf -v "line_$name" '%s s wall, %s s user, %s s sys, %s KB' "$w" "$u" "$s" "$m"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "| round | memopt round trip | memopt --merge-alloc | memopt --merge-alloc --mlir-disable-threading | mlir-opt round trip | round trip / mlir-opt (wall, RSS) | merge-alloc / mlir-opt (wall) |"
echo "|---|---|---|---|---|---|---|"
for r in $(seq 1 "$rounds"); do
  run rt "$work/memopt" "$work/chain.mlir" -o "$work/rt.mlir"
  run ma "$work/memopt" --merge-alloc "$work/chain.mlir" -o "$work/ma.mlir"
  run ma1 "$work/memopt" --merge-alloc --mlir-disable-threading "$work/chain.mlir" -o "$work/ma1.mlir"
  run ref "$mliropt" "$work/chain.mlir" -o "$work/ref.mlir"
  echo "| $r | $line_rt | $line_ma | $line_ma1 | $line_ref | $(ratio "$wall_rt" "$wall_ref"), $(ratio "$rss_rt" "$rss_ref") | $(ratio "$wall_ma" "$wall_ref") |"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
cmp -s "$work/rt.mlir" "$work/ref.mlir" && echo "memopt's round trip output is byte-identical to mlir-opt's." \
  || echo "NOTE: memopt's round trip output differs from mlir-opt's."
cmp -s "$work/ma.mlir" "$work/ma1.mlir" && echo "--merge-alloc output is byte-identical with and without threading." \
  || { echo "ERROR: --merge-alloc output differs with --mlir-disable-threading" >&2; exit 1; }
"$mliropt" "$work/ma.mlir" -o /dev/null && echo "mlir-opt reads memopt's --merge-alloc output."
