#!/bin/sh
# Reproduces the planner library's tables of docs/BENCHMARKS.md:
#   1. MiniMalloc instances A-F (SHARED/bench/minimalloc): memplan's exact
#      solver in decision mode (--capacity 1048576), wall and user time of
#      the whole command, ROUNDS rounds;
#   2. the smallest peak the exact solver reaches and proves within 60 s
#      (minimizing; skipped with QUICK=1);
#   3. every algorithm on every instance (BenchmarkInstances: peak, gap to
#      the lower bound, CPU time), auto included;
#   3b. the exact search asked for a packing under each target from 1.030
#      to 1.060 of the lower bound, 12M work units each (BenchmarkTargets:
#      found or not, work units, gap), and auto's two schedules on D with
#      one buffer removed, 31 variants (BenchmarkDropOne: how many are
#      within 5% with the main schedule alone and with the ladder);
#   4. 10k, 100k and 1M random buffers planned by auto (BenchmarkScale: CPU
#      time, x-per-decade, peak / lower bound);
#   5. the choice of merge-alloc's default planner: every test and network
#      program (TestPlannerChoice), the planning stage alone on a 1000-layer
#      chain (BenchmarkPlanStage), and the pass on gen_chain.py FUNCS LAYERS
#      with cost-model and auto: CPU time (BenchmarkPlannerChoicePass) and
#      instruction counts under callgrind on gen_chain.py 10 1000 (needs
#      valgrind; skipped with QUICK=1).
# Quality figures (peaks, gaps, proofs, instruction counts) are
# deterministic; times depend on the machine and its load.
#
# From a clone alone (no SHARED directory), parts 1-3 run on the instances
# inside the repository (testdata/memplan/instances: tiles, unet, bert, in
# decision mode at their lower bound, which is their optimum) and the
# gen_chain.py runs of part 5 are skipped.
#
# Usage (from anywhere): docs/bench_planner.sh [ROUNDS] [FUNCS] [LAYERS]
# Environment: WORK (scratch directory, default a new temporary one), QUICK=1,
# SHARED (the directory holding bench/minimalloc and bench/gen_chain.py,
# default ../shared beside the repository).
set -eu
rounds=${1:-3}
funcs=${2:-100}
layers=${3:-1000}
here=$(cd "$(dirname "$0")/.." && pwd)
bench="${SHARED:-$here/../shared}/bench"
work=${WORK:-$(mktemp -d)}
cd "$here"
if [ -d "$bench/minimalloc" ]; then
  insts="A B C D E F"
else
  echo "note: $bench/minimalloc not found: parts 1-3 use testdata/memplan/instances"
  insts="tiles unet bert"
fi
# csv NAME: the instance's file; capacity NAME: its decision-mode capacity.
csv() {
  case "$1" in
    [A-F]) echo "$bench/minimalloc/$1.1048576.csv" ;;
    *) echo "testdata/memplan/instances/$1.csv" ;;
  esac
}
capacity() {
  case "$1" in
    [A-F]) echo 1048576 ;;
    *) "$work/memplan" --algorithm size-first -o /dev/null "$(csv "$1")" 2>&1 |
      sed -n 's/.*lower bound \([0-9]*\).*/\1/p' ;;
  esac
}
go build -o "$work/memplan" ./cmd/memplan
go test -c -o "$work/planner.test" ./mergealloc/planner
go test -c -o "$work/mergealloc.test" ./mergealloc
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(go version)"

echo
echo "## 1. exact, decision mode: memplan --algorithm exact --capacity C"
echo "| round | instance | capacity | peak | wall | user |"
echo "|---|---|---:|---:|---:|---:|"
r=1
while [ "$r" -le "$rounds" ]; do
  for x in $insts; do
    c=$(capacity "$x")
    /usr/bin/time -o "$work/t" -f '%e s|%U s' "$work/memplan" --algorithm exact --capacity "$c" \
      -o /dev/null "$(csv "$x")" 2> "$work/s"
    peak=$(sed -n 's/.*peak \([0-9]*\),.*/\1/p' "$work/s")
    echo "| $r | $x | $c | $peak | $(cat "$work/t") |"
  done
  r=$((r + 1))
done

if [ "${QUICK:-}" != 1 ]; then
  echo
  echo "## 2. exact, minimizing for 60 s: memplan --algorithm exact --time-limit 60s"
  for x in $insts; do
    "$work/memplan" --algorithm exact --time-limit 60s -o /dev/null "$(csv "$x")"
  done
fi

echo
echo "## 3. every algorithm on every instance"
"$work/planner.test" -test.run '^$' -test.bench BenchmarkInstances -test.benchtime 1x

echo
echo "## 3b. the exact search by target (1.030-1.060 of the lower bound, 12M work units each)"
"$work/planner.test" -test.run '^$' -test.bench BenchmarkTargets -test.benchtime 1x
echo "## 3b. auto's schedules on D with one buffer removed (31 variants)"
"$work/planner.test" -test.run '^$' -test.bench BenchmarkDropOne -test.benchtime 1x

echo
echo "## 4. scale (auto)"
"$work/planner.test" -test.run '^$' -test.bench BenchmarkScale -test.benchtime 1x

echo
echo "## 5. merge-alloc's default planner"
(cd mergealloc && MEMOPT_PLANNER_REPORT=1 "$work/mergealloc.test" -test.run TestPlannerChoice -test.v) | grep -v '^=== \|^--- \|^PASS'
(cd mergealloc && "$work/mergealloc.test" -test.run '^$' -test.bench PlanStage -test.benchtime 100x)
if [ ! -f "$bench/gen_chain.py" ]; then
  echo "note: $bench/gen_chain.py not found: the gen_chain.py runs are skipped"
  exit 0
fi
python3 "$bench/gen_chain.py" "$funcs" "$layers" > "$work/chain.mlir"
(cd mergealloc && MEMOPT_CHOICE_CHAIN="$work/chain.mlir" "$work/mergealloc.test" -test.run '^$' \
  -test.bench PlannerChoicePass -test.benchtime 1x -test.timeout 60m)
if [ "${QUICK:-}" != 1 ] && command -v valgrind > /dev/null; then
  python3 "$bench/gen_chain.py" 10 1000 > "$work/chain10.mlir"
  for p in cost-model auto; do
    printf '%s: ' "$p"
    (cd mergealloc && GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 MEMOPT_CHOICE_CHAIN="$work/chain10.mlir" \
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.$p" \
      --toggle-collect='github.com/memopt/memopt/mergealloc.Run' \
      "$work/mergealloc.test" -test.run '^$' -test.bench "PlannerChoicePass/$p\$" -test.benchtime 1x 2>&1) |
      sed -n 's/.*Collected : \([0-9]*\)/\1 instructions in mergealloc.Run (gen_chain.py 10 1000)/p'
  done
fi
