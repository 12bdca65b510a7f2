#!/bin/sh
# Regenerates the network programs: gen.py writes X.tensor.mlir (linalg on
# tensors), mlir-opt 22 bufferizes each into X.mlir (the memref-level program
# merge-alloc plans; function arguments and results as plain memrefs).
# Usage: testdata/networks/regen.sh [path/to/mlir-opt]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
opt=${1:-${MLIR_OPT:-}}
if [ -z "$opt" ]; then
  if command -v mlir-opt >/dev/null 2>&1; then opt=mlir-opt
  else opt=/usr/lib/llvm-22/bin/mlir-opt; fi
fi
"$opt" --version | grep -q 'version 22' || { echo "regen.sh: need mlir-opt 22 ($opt)" >&2; exit 1; }
python3 "$here/gen.py" "$here"
for src in "$here"/*.tensor.mlir; do
  base=${src%.tensor.mlir}
  name=$(basename "$base")
  {
    sed -n '1,/^#/{/^\/\//p}' "$src" | sed 's/regen.sh bufferizes it into .*/bufferized by regen.sh (mlir-opt 22 --one-shot-bufferize)./'
    "$opt" --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" "$src"
  } > "$base.mlir"
done
