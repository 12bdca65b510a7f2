#!/bin/sh
# Regenerates the bufferized corpus from the *.tensor.mlir programs with
# mlir-opt 22. For each X.tensor.mlir it writes:
#   X.bufferized.mlir  --one-shot-bufferize="bufferize-function-boundaries"
#   X.affine.mlir      ... then --convert-linalg-to-affine-loops
#   X.loops.mlir       ... then --convert-linalg-to-loops
#   X.dealloc.mlir     ... then the buffer-deallocation pipeline
# Usage: testdata/bufferized/regen.sh [path/to/mlir-opt]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
opt=${1:-${MLIR_OPT:-}}
if [ -z "$opt" ]; then
  if command -v mlir-opt >/dev/null 2>&1; then opt=mlir-opt
  else opt=/usr/lib/llvm-22/bin/mlir-opt; fi
fi
"$opt" --version | grep -q 'version 22' || { echo "regen.sh: need mlir-opt 22 ($opt)" >&2; exit 1; }
for src in "$here"/*.tensor.mlir; do
  base=${src%.tensor.mlir}
  "$opt" --one-shot-bufferize="bufferize-function-boundaries" "$src" > "$base.bufferized.mlir"
  "$opt" --convert-linalg-to-affine-loops "$base.bufferized.mlir" > "$base.affine.mlir"
  "$opt" --convert-linalg-to-loops "$base.bufferized.mlir" > "$base.loops.mlir"
  "$opt" --buffer-deallocation-pipeline "$base.bufferized.mlir" > "$base.dealloc.mlir"
done
