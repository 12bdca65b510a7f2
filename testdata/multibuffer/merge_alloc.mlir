// RUN: memopt --multi-buffer --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS
// RUN: memopt --multi-buffer --merge-alloc="planner-options=cost-model" %s | FileCheck %s

// merge-alloc plans a multi-buffer like any other buffer: hoisted before
// the loop and used in it, it is live over the whole loop, so it shares
// nothing with %w (used in the loop too) and %after reuses its bytes.
// TICKS-LABEL: func.func @pipeline(
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 19>} : memref<16xf32>
// TICKS-NEXT:    linalg.fill
// TICKS-NEXT:    memref.alloc() {__mergealloc_lifetime = array<i64: 1, 10, 19>} : memref<2x16xf32>
// TICKS-NEXT:    scf.for
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 21, 21>} : memref<64xf32>
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0) -> (d0 mod 2)>
// CHECK-LABEL: func.func @pipeline(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[OW:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[W:.*]] = memref.view %[[BUF]][%[[OW]]][] : memref<256xi8> to memref<16xf32>
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:    %[[OM:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[MB:.*]] = memref.view %[[BUF]][%[[OM]]][] : memref<256xi8> to memref<2x16xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] =
// CHECK-NEXT:      %[[IDX:.*]] = affine.apply #[[$CHECK_MAP0]](%[[I]])
// CHECK-NEXT:      %[[S:.*]] = memref.subview %[[MB]][%[[IDX]], 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK:         } {memopt.pipeline_depth = 2 : i64}
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OA]]][] : memref<256xi8> to memref<64xf32>
func.func @pipeline(%in: memref<4x16xf32>, %out: memref<4x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %w = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%w : memref<16xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<16xf32>
    %row = memref.subview %in[%i, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    memref.copy %row, %t : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32>
    %o = memref.subview %out[%i, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%t, %w : memref<16xf32>, memref<16xf32>) outs(%o : memref<16xf32, strided<[1], offset: ?>>)
  } {memopt.pipeline_depth = 2 : i64}
  %after = memref.alloc() : memref<64xf32>
  "test.use"(%after) : (memref<64xf32>) -> ()
  return
}
