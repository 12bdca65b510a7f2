// Option combinations mlir-opt 22 rejects are rejected with its messages,
// and nothing is printed.
// RUN: not memopt --one-shot-bufferize="print-conflicts" %s 2>&1 | FileCheck %s --check-prefix=PC
// PC: error: Invalid option: 'print-conflicts' requires 'test-analysis-only'
// RUN: not memopt --one-shot-bufferize="copy-before-write test-analysis-only" %s 2>&1 | FileCheck %s --check-prefix=CBW
// CBW: error: Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'
// RUN: not memopt --one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space" %s 2>&1 | FileCheck %s --check-prefix=MS
// MS: error: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize
// RUN: not memopt --one-shot-bufferize="dump-alias-sets" %s 2>&1 | FileCheck %s --check-prefix=DAS
// DAS: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
// RUN: not memopt --one-shot-bufferize="no-analysis-func-filter=f" %s 2>&1 | FileCheck %s --check-prefix=NAF
// NAF: error: Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'
// RUN: not memopt --one-shot-bufferize="unknown-type-conversion=infer-layout-map" %s 2>&1 | FileCheck %s --check-prefix=UTC
// UTC: error: Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'
// The memory space options are checked first (at the module), as mlir-opt does.
// RUN: not memopt --one-shot-bufferize="print-conflicts must-infer-memory-space use-encoding-for-memory-space" %s 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: error: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize
// ORDER-NOT: print-conflicts
// RUN: not memopt --one-shot-bufferize="analysis-heuristic=sideways" %s 2>&1 | FileCheck %s --check-prefix=HEUR
// HEUR: error: option 'analysis-heuristic' has no value 'sideways'
// RUN: not memopt --one-shot-bufferize="function-boundary-type-conversion=strided" %s 2>&1 | FileCheck %s --check-prefix=LAYOUT
// LAYOUT: error: option 'function-boundary-type-conversion' has no value 'strided'
// RUN: not memopt --one-shot-bufferize="print-conflicts" %s -o %t.out
// RUN: not test -e %t.out

// Every option is accepted with its mlir-opt spelling.
// RUN: memopt --one-shot-bufferize="test-analysis-only allow-return-allocs-from-loops allow-unknown-ops analysis-heuristic=top-down buffer-alignment=128 bufferize-function-boundaries check-parallel-regions=false dialect-filter=tensor,linalg dump-alias-sets function-boundary-type-conversion=identity-layout-map must-infer-memory-space no-analysis-func-filter=g,h print-conflicts unknown-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ALL
// ALL: func.func @f
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
