// --help lists memopt's flags and every registered pass with its options
// and defaults; --list-passes lists the passes; --version the version.
// RUN: memopt --help | FileCheck %s
// RUN: memopt -h | FileCheck %s
// RUN: memopt --list-passes | FileCheck %s --check-prefix=LIST
// RUN: memopt --version | FileCheck %s --check-prefix=VERSION

// CHECK: USAGE: memopt [options] <input file>
// CHECK-DAG: -o <filename>
// CHECK-DAG: --pass-pipeline=<string>
// CHECK-DAG: --split-input-file[=<string>]
// CHECK-DAG: --verify-diagnostics[=<string>]
// CHECK-DAG: --verify-each
// CHECK-DAG: --mlir-print-op-generic
// CHECK-DAG: --mlir-print-debuginfo
// CHECK-DAG: --mlir-print-ir-before=<string>
// CHECK-DAG: --mlir-print-ir-after=<string>
// CHECK-DAG: --mlir-print-ir-before-all
// CHECK-DAG: --mlir-print-ir-after-all
// CHECK-DAG: --mlir-print-ir-after-change
// CHECK-DAG: --mlir-print-ir-after-failure
// CHECK-DAG: --mlir-print-ir-module-scope
// CHECK-DAG: --mlir-timing
// CHECK-DAG: --memory-report=<string>
// CHECK-DAG: --mlir-timing-display=<string>
// CHECK-DAG: --mlir-print-ir-tree-dir=<string>
// CHECK-DAG: --dump-pass-pipeline
// CHECK-DAG: --list-passes
// CHECK-DAG: --version
// CHECK-DAG: --allow-unregistered-dialect
// CHECK: Passes:
// CHECK: --eliminate-empty-tensors {{.*}} Try to eliminate all tensor.empty ops.
// CHECK: --merge-alloc {{.*}} Merge
// CHECK-NEXT: --analysis-only {{.*}}(default: false)
// CHECK-NEXT: --planner-options=<string> {{.*}}(default: auto)
// CHECK-NEXT: =
// CHECK: --alignment=<int> {{.*}}(default: 64)
// CHECK: --forall-hoisting=<string> {{.*}}(default: all)
// CHECK-NEXT: =all
// CHECK-NEXT: =none
// CHECK-NEXT: =nested
// CHECK-NEXT: --loop-carried=<string> {{.*}}(default: double-buffer)
// CHECK-NEXT: =double-buffer
// CHECK-NEXT: =none
// CHECK-NEXT: --fail-on-unknown-region-ops {{.*}}graph-compiler's error{{.*}}(default: false)
// CHECK-NEXT: --per-forall-scopes {{.*}}forall-hoisting=none{{.*}}(default: false)
// CHECK: --multi-buffer {{.*}} Give the buffers of sequential loops several copies
// CHECK-NEXT: --factor=<int> {{.*}}(default: 2)
// CHECK-NEXT: --skip-analysis {{.*}}(default: false)
// CHECK: --one-shot-bufferize {{.*}} One-Shot Bufferize
// CHECK-NEXT: --allow-return-allocs-from-loops {{.*}}(default: false)
// CHECK: --analysis-heuristic=<string> {{.*}}(default: bottom-up)
// CHECK: --dialect-filter=<list>
// CHECK: --function-boundary-type-conversion=<string> {{.*}}(default: infer-layout-map)
// CHECK: --ownership-based-buffer-deallocation {{.*}} Adds all required dealloc operations for all allocations in the input program
// CHECK-NEXT: --private-function-dynamic-ownership {{.*}}(default: false)
// CHECK: --print-op-stats {{.*}} Print statistics of operations
// CHECK-NEXT: --json {{.*}} print the stats as JSON (default: false)
// CHECK-NEXT: --promote-buffers-to-stack {{.*}} Promotes heap-based allocations
// CHECK-NEXT: --max-alloc-size-in-bytes=<int> {{.*}}(default: 1024)
// CHECK-NEXT: --max-rank-of-allocated-memref=<int> {{.*}}(default: 1)
// CHECK-NEXT: --reorder-for-memory {{.*}} Reorder the ops of each block to lower the peak of live buffer bytes
// CHECK-NEXT: --exact-limit=<int> {{.*}}(default: 32)
// CHECK-NEXT: --budget=<int> {{.*}}(default: 2000000)
// CHECK-NEXT: --static-memory-plan {{.*}} Plan every static buffer of the whole program into pools
// CHECK-NEXT: --entry=<list> {{.*}}(default: main)
// CHECK-NEXT: --pools=<string>
// CHECK-NEXT: --workspace=<string> {{.*}}(default: global)
// CHECK-NEXT: =global
// CHECK-NEXT: =argument
// CHECK-NEXT: --constants=<string> {{.*}}(default: keep)
// CHECK-NEXT: =keep
// CHECK-NEXT: =pack
// CHECK-NEXT: --memory-map=<string>
// CHECK-NEXT: --device=<string>
// CHECK-NEXT: --planner=<string>
// CHECK: --alignment=<int> {{.*}}(default: 64)
// CHECK-NEXT: --strip-debuginfo {{.*}} Strip debug info from all operations

// LIST: Passes:
// LIST:      --merge-alloc
// LIST-NEXT: --analysis-only
// LIST: --multi-buffer
// LIST-NEXT: --factor
// LIST-NEXT: --skip-analysis
// LIST-NEXT: --one-shot-bufferize
// LIST-NEXT: --allow-return-allocs-from-loops
// LIST: --use-encoding-for-memory-space
// LIST: --ownership-based-buffer-deallocation
// LIST-NEXT: --private-function-dynamic-ownership
// LIST: --print-op-stats
// LIST-NEXT: --json
// LIST-NEXT: --promote-buffers-to-stack
// LIST-NEXT: --max-alloc-size-in-bytes
// LIST-NEXT: --max-rank-of-allocated-memref
// LIST-NEXT: --reorder-for-memory
// LIST-NEXT: --exact-limit
// LIST-NEXT: --budget
// LIST-NEXT: --static-memory-plan
// LIST-NEXT: --entry
// LIST-NEXT: --pools
// LIST-NEXT: --workspace
// LIST-NEXT: =global
// LIST-NEXT: =argument
// LIST-NEXT: --constants
// LIST-NEXT: =keep
// LIST-NEXT: =pack
// LIST-NEXT: --memory-map
// LIST-NEXT: --device
// LIST-NEXT: --planner
// LIST: --alignment
// LIST-NEXT: --strip-debuginfo

// VERSION: memopt version {{[0-9]+\.[0-9]+\.[0-9]+}}
