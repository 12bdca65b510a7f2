#!/bin/sh
# A/B timing of the default planner `auto` on the MiniMalloc instances A-F
# (issue 13 target 5): the planner's benchmark binary built at revision OLD
# and at the working tree, run one after the other ROUNDS times (each run
# plans every instance 10 times, -benchtime 10x), so that both binaries see
# the same load. Prints one line per binary, round and instance: wall ms
# per call (ns/op), CPU ms per call, gap to the lower bound (%), work units
# (millions; the main schedule's, and the ladder's when the binary has
# one). Gaps and work units are deterministic; a change that keeps the
# search must keep them equal.
#
# Usage (from anywhere): docs/bench_auto_ab.sh OLD [ROUNDS] [PATTERN]
#   OLD      a revision (e.g. 2bcc8bc)
#   ROUNDS   default 3
#   PATTERN  instances, a regexp (default [A-F])
# Environment: SHARED, the directory holding bench/minimalloc (default
# ../shared beside the repository); NICE, the niceness (default 10).
set -eu
old=$1
rounds=${2:-3}
pat=${3:-[A-F]}
here=$(cd "$(dirname "$0")/.." && pwd)
shared=$(cd "${SHARED:-$here/../shared}" && pwd)
work=$(mktemp -d)
# The benchmark finds the instances at ../shared beside the source tree it
# was built from.
ln -s "$shared" "$work/shared"
git -C "$here" worktree add -q --detach "$work/old" "$old"
trap 'git -C "$here" worktree remove --force "$work/old"; rm -rf "$work"' EXIT
(cd "$work/old" && go test -c -o "$work/old.test" ./mergealloc/planner)
(cd "$here" && go test -c -o "$work/new.test" ./mergealloc/planner)
oldname="old-$(git -C "$here" rev-parse --short "$old")"
r=1
while [ "$r" -le "$rounds" ]; do
  for b in old new; do
    name=$oldname
    [ "$b" = new ] && name=new
    nice -n "${NICE:-10}" "$work/$b.test" -test.run '^$' \
      -test.bench "BenchmarkInstances/$pat/auto\$" -test.benchtime 10x |
      awk -v b="$name" -v r="$r" '/^Benchmark/ {
        split($1, p, "/")
        for (i = 3; i < NF; i++) v[$(i + 1)] = $i
        lad = ("ladder-work-M" in v) ? sprintf(" + %s M on the ladder", v["ladder-work-M"]) : ""
        printf "%s round %s %s: %.1f ms wall, %.1f ms cpu, gap %s%%, %s M units%s\n", b, r, p[2], v["ns/op"]/1e6, v["cpu-ms/op"], v["gap%"], v["work-M"], lad
        delete v }'
  done
  r=$((r + 1))
done
