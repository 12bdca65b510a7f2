// RUN: memopt --merge-alloc=planner-options=cost-model --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s
// RUN: memopt --merge-alloc=planner-options=auto --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s
// RUN: memopt --merge-alloc=planner-options=greedy-by-size --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s
// RUN: memopt --merge-alloc=planner-options=cost-model %s | FileCheck %s --check-prefix=IR
// RUN: memopt --static-memory-plan=entry=sum_overflows %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATIC

// Sizes near the int64 limit: mlir-opt accepts these programs, so
// merge-alloc does not fail on them; a buffer whose size in bytes exceeds
// 2^62 (or overflows int64), or whose merging could make the merged buffer
// larger than 2^62 bytes, is left alone as too large, never merged with a
// wrapped size or offset (found by the program generator's edge cases:
// before, the plan checker reported a nonsense merged size, or a planner
// placed two 2^62-byte buffers in a 2^62-byte buffer).

// CHECK-LABEL: elements_overflow
// CHECK: too large (more than 4611686018427387904 bytes) memref<4611686018427387904x4xf32>
func.func @elements_overflow() {
  %a = memref.alloc() : memref<4611686018427387904x4xf32>
  "test.use"(%a) : (memref<4611686018427387904x4xf32>) -> ()
  return
}

// The first 2^62-byte buffer fills the bound, the second is left alone.
// CHECK-LABEL: sum_overflows
// CHECK: %alloc_0 too large (merging it could make the merged buffer larger than 4611686018427387904 bytes) memref<1152921504606846976xf32>
// static-memory-plan's pool has the same bound.
// STATIC: sizes.mlir:[[@LINE+7]]:8: remark: static-memory-plan: %alloc is left to run-time allocation: placing it could make its pool larger than 4611686018427387904 bytes
// IR-LABEL: func.func @sum_overflows
// IR-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4611686018427387904xi8>
// IR:         memref.view %[[M]]
// IR-NEXT:    memref.alloc() : memref<1152921504606846976xf32>
func.func @sum_overflows() {
  %b = memref.alloc() : memref<1152921504606846976xf32>
  %c = memref.alloc() : memref<1152921504606846976xf32>
  "test.use"(%b, %c) : (memref<1152921504606846976xf32>, memref<1152921504606846976xf32>) -> ()
  return
}

// 2^63-1 bytes is above the bound; the small buffer beside it is merged.
// CHECK-LABEL: rounding_overflows
// CHECK: too large (more than 4611686018427387904 bytes) memref<9223372036854775807xi8>
// IR-LABEL: func.func @rounding_overflows
// IR-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// IR-NEXT:    memref.alloc() : memref<9223372036854775807xi8>
// IR:         memref.view %[[M]]{{.*}} to memref<4xf32>
func.func @rounding_overflows() {
  %d = memref.alloc() : memref<9223372036854775807xi8>
  %e = memref.alloc() : memref<4xf32>
  "test.use"(%d, %e) : (memref<9223372036854775807xi8>, memref<4xf32>) -> ()
  return
}
