#!/bin/sh
# Side-by-side measurement of One-Shot Bufferize: memopt against mlir-opt 22
# on the bufferization benchmark (gen_chain.py --tensor, default 100
# functions of 1000 layers, 69 MB), same options, same run, one after the
# other in each round; wall and user time and peak memory from
# /usr/bin/time; then the memref.alloc and memref.copy counts of both
# outputs (which must match: the analysis decides the same). Per round,
# the ratios memopt/mlir-opt of wall time and peak RSS.
#
# Usage (from the repository root): docs/bench_bufferize.sh [ROUNDS] [FUNCS] [LAYERS]
# Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), WORK (a
# scratch directory, default a new temporary one); MEMOPT_AFTER and
# MLIR_AFTER, passes each tool runs after the bufferization (the
# deallocation benchmark of docs/BENCHMARKS.md:
# MEMOPT_AFTER="--merge-alloc --buffer-deallocation-pipeline"
# MLIR_AFTER="--buffer-deallocation-pipeline"; the alloc and copy counts
# then differ by merge-alloc's plan).
set -eu
rounds=${1:-3}
funcs=${2:-100}
layers=${3:-1000}
here=$(cd "$(dirname "$0")/.." && pwd)
opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
work=${WORK:-$(mktemp -d)}
opts="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
memopt_after=${MEMOPT_AFTER:-}
mlir_after=${MLIR_AFTER:-}

(cd "$here" && go build -o "$work/memopt" ./cmd/memopt)
python3 "$here/../shared/bench/gen_chain.py" --tensor "$funcs" "$layers" > "$work/tchain.mlir"
echo "input: gen_chain.py --tensor $funcs $layers: $(wc -c < "$work/tchain.mlir") bytes, $(wc -l < "$work/tchain.mlir") lines"
echo "options: --one-shot-bufferize=\"$opts\"; then memopt: ${memopt_after:-nothing}; mlir-opt: ${mlir_after:-nothing}; $("$opt" --version | grep -i version | head -1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| round | tool | wall | user | sys | peak RSS |"
echo "|---|---|---:|---:|---:|---:|"
fmt='%e s|%U s|%S s|%M KB'
: > "$work/ratios"
r=1
while [ "$r" -le "$rounds" ]; do
  /usr/bin/time -o "$work/t1" -f "$fmt" "$work/memopt" --one-shot-bufferize="$opts" $memopt_after "$work/tchain.mlir" -o "$work/memopt.out"
  echo "| $r | memopt | $(sed 's/|/ | /g' "$work/t1") |"
  /usr/bin/time -o "$work/t2" -f "$fmt" "$opt" --one-shot-bufferize="$opts" $mlir_after "$work/tchain.mlir" -o "$work/mlir-opt.out"
  echo "| $r | mlir-opt | $(sed 's/|/ | /g' "$work/t2") |"
  # memopt / mlir-opt: wall time (issue 9 asks at most 0.5) and peak RSS
  # (at most 1).
  paste -d'|' "$work/t1" "$work/t2" | tr -d 'sKB ' |
    awk -F'|' -v r="$r" '{ printf "%s %.3f %.3f\n", r, $1 / $5, $4 / $8 }' >> "$work/ratios"
  r=$((r + 1))
done
echo
echo "| round | memopt/mlir-opt wall | memopt/mlir-opt peak RSS |"
echo "|---|---:|---:|"
while read -r rr w m; do echo "| $rr | $w | $m |"; done < "$work/ratios"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for t in memopt mlir-opt; do
  a=$(grep -c '= memref.alloc(' "$work/$t.out" || true)
  c=$(grep -c 'memref.copy ' "$work/$t.out" || true)
  echo "$t: $a memref.alloc, $c memref.copy"
done
