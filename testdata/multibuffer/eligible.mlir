// RUN: memopt --multi-buffer %s | FileCheck %s
// RUN: memopt --pass-pipeline="builtin.module(func.func(multi-buffer{factor=2}))" %s | FileCheck %s

// MLIR's form: the buffer is allocated before the loop, every use is in
// the loop, and memref.copy overwrites it first in each iteration. It
// becomes memref<2x4xf32> in place; iteration %i uses slice
// (%i floordiv 4) mod 2 and every use goes through that slice.
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0) -> ({{\(?}}d0 floordiv 4{{\)?}} mod 2)>
// CHECK-DAG: #[[$CHECK_MAP1:map[0-9]*]] = affine_map<(d0) -> (d0 mod 2)>
// CHECK-DAG: #[[$CHECK_MAP2:map[0-9]*]] = affine_map<(d0) -> ({{\(?}}(d0 - 2) floordiv 3{{\)?}} mod 2)>
// CHECK-DAG: #[[$CHECK_MAP3:map[0-9]*]] = affine_map<(d0)[s0, s1] -> ({{\(?}}(d0 - s0) floordiv s1{{\)?}} mod 2)>
// CHECK-DAG: #[[$CHECK_MAP4:map[0-9]*]] = affine_map<(d0) -> (d0 mod 3)>
// CHECK-LABEL: func.func @copy_first(
// CHECK-SAME:      %[[IN:.*]]: memref<16xf32>, %[[OUT:.*]]: memref<16xf32>)
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 4 : index
// CHECK-NEXT:    arith.constant 16 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[IDX:.*]] = affine.apply #[[$CHECK_MAP0]](%[[I]])
// CHECK-NEXT:      %[[S:.*]] = memref.subview %[[BUF]][%[[IDX]], 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[T:.*]] = memref.subview %[[IN]][%[[I]]] [4] [1]
// CHECK-NEXT:      memref.copy %[[T]], %[[S]] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[O:.*]] = memref.subview %[[OUT]][%[[I]]] [4] [1]
// CHECK-NEXT:      linalg.add ins(%[[S]], %[[S]] : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) outs(%[[O]] :
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @copy_first(%in: memref<16xf32>, %out: memref<16xf32>) {
  %tmp = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %s = memref.subview %in[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %s, %tmp : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    %o = memref.subview %out[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.add ins(%tmp, %tmp : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32, strided<[1], offset: ?>>)
  }
  return
}

// The form of Kenneth Lee's buffer-allocation syntax: the buffer is allocated in the loop body. The
// multi-buffer is hoisted before the loop, the slice replaces the alloc
// where it was, and the dealloc in the body becomes one dealloc of the
// multi-buffer after the loop. linalg.fill overwrites the whole buffer
// first, which memopt's analysis accepts (MLIR's accepts only memref.copy).
// CHECK-LABEL: func.func @in_body(
// CHECK:         %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x8xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[IDX:.*]] = affine.apply #[[$CHECK_MAP1]](%[[I]])
// CHECK-NEXT:      arith.constant
// CHECK-NEXT:      %[[S:.*]] = memref.subview %[[BUF]][%[[IDX]], 0] [1, 8] [1, 1] : memref<2x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : memref<8xf32, strided<[1], offset: ?>>)
// CHECK-NEXT:      "test.use"(%[[S]]) : (memref<8xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[BUF]] : memref<2x8xf32>
// CHECK-NEXT:    return
func.func @in_body() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %one = arith.constant 1.0 : f32
    %t = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<8xf32>)
    "test.use"(%t) : (memref<8xf32>) -> ()
    memref.dealloc %t : memref<8xf32>
  }
  return
}

// A constant lower bound and a step other than 1 are folded into the
// index map; the trip count (6) need not be a multiple of the factor.
// CHECK-LABEL: func.func @lower_bound_and_step(
// CHECK:         memref.alloc() : memref<2x4xf32>
// CHECK:         affine.apply #[[$CHECK_MAP2]]
func.func @lower_bound_and_step(%in: memref<4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c2 to %c20 step %c3 {
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  return
}

// Dynamic bounds: the lower bound and the step become symbols of the map,
// as in MLIR's output.
// CHECK-LABEL: func.func @dynamic_bounds(
// CHECK-SAME:      %[[IN:[^:]*]]: memref<4xf32>, %[[LB:[^:]*]]: index, %[[UB:[^:]*]]: index, %[[ST:[^:]*]]: index)
// CHECK:         memref.alloc() : memref<2x4xf32>
// CHECK:         scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[ST]] {
// CHECK-NEXT:      affine.apply #[[$CHECK_MAP3]](%[[I]])[%[[LB]], %[[ST]]]
func.func @dynamic_bounds(%in: memref<4xf32>, %lb: index, %ub: index, %st: index) {
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %lb to %ub step %st {
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  return
}

// A loop marked with memopt.pipeline_depth uses that many copies whatever
// the factor; both buffers of the loop share one index. Subviews of the
// buffer get their types recomputed from the slice (offset ?), a
// rank-reducing one included.
// CHECK-LABEL: func.func @marked_depth(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<3x4x8xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<3x8xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[IDX:.*]] = affine.apply #[[$CHECK_MAP4]](%[[I]])
// CHECK-NEXT:      %[[SA:.*]] = memref.subview %[[A]][%[[IDX]], 0, 0] [1, 4, 8] [1, 1, 1] : memref<3x4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:      %[[SB:.*]] = memref.subview %[[B]][%[[IDX]], 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      memref.copy %{{.*}}, %[[SA]] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:      %[[ROW:.*]] = memref.subview %[[SA]][2, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[Q:.*]] = memref.subview %[[SA]][0, 4] [4, 4] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:      linalg.copy ins(%[[ROW]] : memref<8xf32, strided<[1], offset: ?>>) outs(%[[SB]] : memref<8xf32, strided<[1], offset: ?>>)
// CHECK-NEXT:      "test.use"(%[[Q]], %[[SB]]) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<8xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT:    } {memopt.pipeline_depth = 3 : i64}
func.func @marked_depth(%in: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.copy %in, %a : memref<4x8xf32> to memref<4x8xf32>
    %row = memref.subview %a[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
    %q = memref.subview %a[0, 4] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    linalg.copy ins(%row : memref<8xf32, strided<[1], offset: 16>>) outs(%b : memref<8xf32>)
    "test.use"(%q, %b) : (memref<4x4xf32, strided<[8, 1], offset: 4>>, memref<8xf32>) -> ()
  } {memopt.pipeline_depth = 3 : i64}
  return
}

// A buffer allocated before nested loops and used only in the inner one
// is multi-buffered over the inner loop (its index uses the inner IV).
// CHECK-LABEL: func.func @inner_loop(
// CHECK:         memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] =
// CHECK-NEXT:      scf.for %[[J:.*]] =
// CHECK-NEXT:        affine.apply #[[$CHECK_MAP1]](%[[J]])
func.func @inner_loop(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.copy %in, %t : memref<4xf32> to memref<4xf32>
      "test.use"(%t) : (memref<4xf32>) -> ()
    }
  }
  return
}

// A generic whose payload ignores its output and whose output map is a
// permutation overwrites the buffer; memref.dim is no access.
// CHECK-LABEL: func.func @generic_overwrites(
// CHECK:         memref.alloc() : memref<2x4x4xf32>
func.func @generic_overwrites(%in: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %d = memref.dim %t, %c0 : memref<4x4xf32>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<4x4xf32>) outs(%t : memref<4x4xf32>) {
    ^bb0(%x: f32, %y: f32):
      linalg.yield %x : f32
    }
    "test.use"(%t, %d) : (memref<4x4xf32>, index) -> ()
  }
  return
}
