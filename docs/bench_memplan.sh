#!/bin/sh
# Times the whole memplan command (reading, planning, checking, writing) on
# real traces (issue 27): every CSV of SHARED/bench/idealloc (MindSpore and
# IOPDDL traces of 816-28,526 buffers) and MiniMalloc's instances A-F
# (SHARED/bench/minimalloc), plus the CSVs of EXTRA when it is set (e.g. a
# directory holding MiniMalloc's G-K), with every algorithm of
# `memplan --help` (auto first), ROUNDS rounds. Prints one table row per
# round, trace and algorithm: buffers, peak, gap to the liveness lower
# bound, the plan time memplan reports, and the command's wall and user
# time (or its refusal, or "timeout" after LIMIT seconds). A-F are also
# run as MiniMalloc's decision problem (--capacity 1048576). Peaks and gaps
# are deterministic; times depend on the machine and its load, printed
# before and after.
#
# Usage (from anywhere): docs/bench_memplan.sh [ROUNDS] [ALGORITHMS]
#   ROUNDS      default 1
#   ALGORITHMS  space-separated names (default: all of memplan --help)
# Environment: SHARED (the directory holding bench/idealloc and
# bench/minimalloc, default ../shared beside the repository), EXTRA (a
# directory of more CSVs), LIMIT (seconds per run, default 60), WORK (scratch
# directory, default a new temporary one).
set -eu
rounds=${1:-1}
here=$(cd "$(dirname "$0")/.." && pwd)
bench="${SHARED:-$here/../shared}/bench"
work=${WORK:-$(mktemp -d)}
limit=${LIMIT:-60}
cd "$here"
go build -o "$work/memplan" ./cmd/memplan
algs=${2:-$("$work/memplan" --help 2>&1 | sed -n '/^algorithms:/,$p' | awk 'NR > 1 {print $1}' |
  awk '$1 == "auto" {print; next} {rest = rest " " $1} END {print rest}')}
files=""
for f in "$bench"/idealloc/*.csv "$bench"/minimalloc/[A-F].1048576.csv; do
  [ -f "$f" ] && files="$files $f"
done
if [ -n "${EXTRA:-}" ]; then
  for f in "$EXTRA"/*.csv; do
    [ -f "$f" ] && files="$files $f"
  done
fi
if [ -z "$files" ]; then
  echo "no traces found under $bench (set SHARED)" >&2
  exit 1
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) CPUs; $(go version)"
echo
echo "| round | trace | algorithm | buffers | peak | gap | plan | wall | user |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|"
# run ROUND FILE ALGORITHM [FLAGS...]: one row.
run() {
  r=$1 f=$2 a=$3
  shift 3
  name=$(basename "$f" .csv)
  [ $# -gt 0 ] && name="$name $*"
  set +e
  /usr/bin/time -o "$work/t" -f '%e s|%U s' timeout "$limit" "$work/memplan" --algorithm "$a" "$@" \
    -o /dev/null "$f" 2> "$work/s"
  rc=$?
  set -e
  if [ "$rc" = 124 ]; then
    echo "| $r | $name | $a | | | | timeout | > $limit s | |"
    return
  fi
  if [ "$rc" != 0 ]; then
    echo "| $r | $name | $a | | | | $(sed 's/^memplan: [^:]*: //; s/|/\\|/g' "$work/s" | head -1) | $(cut -d'|' -f1 "$work/t" | tail -1) | |"
    return
  fi
  sed -n 's/.*: algorithm .*: peak \([0-9]*\), lower bound [0-9]*, gap \([0-9.]*%\).*, \([0-9]*\) buffers[^,]*, \(.*\)$/\3|\1|\2|\4/p' "$work/s" |
    awk -F'|' -v r="$r" -v n="$name" -v a="$a" -v t="$(tail -1 "$work/t")" '{print "| " r " | " n " | " a " | " $1 " | " $2 " | " $3 " | " $4 " | " t " |"}'
}
i=1
while [ "$i" -le "$rounds" ]; do
  for f in $files; do
    for a in $algs; do
      run "$i" "$f" "$a"
    done
    case "$(basename "$f")" in
      [A-F].1048576.csv) run "$i" "$f" auto --capacity 1048576 ;;
    esac
  done
  i=$((i + 1))
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
