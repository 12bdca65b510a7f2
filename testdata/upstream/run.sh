#!/bin/sh
# Measures memopt against MLIR's upstream round-trip test files (see FILES
# for the list and docs/COMPATIBILITY.md for the results): every case
# (split at `// -----`) that mlir-opt 22 accepts must be parsed by memopt
# and printed exactly as mlir-opt prints it; a case mlir-opt rejects (but
# for expected-error cases) is split into its top-level ops, measured as
# "pieces". The files are not part of the repository; fetch them first
# (any layout below DIR).
#
# Usage: testdata/upstream/run.sh DIR [REPORT.md]
# Writes the per-file counts and every failing case with its reason to
# REPORT.md (default DIR/report.md) and prints the table. Needs mlir-opt 22
# on PATH or in /usr/lib/llvm-22/bin.
set -eu
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 DIR [REPORT.md]" >&2
  exit 2
fi
dir=$(cd "$1" && pwd)
report=${2:-$dir/report.md}
case "$report" in /*) ;; *) report=$(pwd)/$report ;; esac
cd "$(dirname "$0")/../.."
MEMOPT_REQUIRE_LLVM=1 MEMOPT_UPSTREAM_DIR="$dir" MEMOPT_UPSTREAM_REPORT="$report" \
  go test ./parser -run '^TestUpstreamConformance$' -count=1 -v | grep -v '^=== RUN'
echo "report: $report"
