#!/bin/sh
# Regenerates the expected outputs of the fidelity test
# (cmd/memopt/fidelity_test.go): for every corpus file testdata/C/X.mlir,
# C in roundtrip bufferized exec programs networks examples, testdata/fidelity/C/X.mlir is what
# `mlir-opt X` (LLVM 22) prints. memopt must print the same bytes.
# Usage: testdata/fidelity/regen.sh [path/to/mlir-opt]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
testdata=$(dirname "$here")
opt=${1:-${MLIR_OPT:-}}
if [ -z "$opt" ]; then
  if command -v mlir-opt >/dev/null 2>&1; then opt=mlir-opt
  else opt=/usr/lib/llvm-22/bin/mlir-opt; fi
fi
"$opt" --version | grep -q 'version 22' || { echo "regen.sh: need mlir-opt 22 ($opt)" >&2; exit 1; }
for corpus in roundtrip bufferized exec programs networks examples; do
  mkdir -p "$here/$corpus"
  rm -f "$here/$corpus"/*.mlir
  for src in "$testdata/$corpus"/*.mlir; do
    "$opt" --allow-unregistered-dialect "$src" > "$here/$corpus/$(basename "$src")"
  done
done
