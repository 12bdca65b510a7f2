// RUN: memopt --split-input-file --loop-invariant-code-motion %s | FileCheck %s

// Loops are visited innermost first: what leaves the inner loop can leave
// the outer one too, the store stays.
// CHECK-LABEL: func.func @two_levels
// CHECK:         %[[A:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:    %[[B:.*]] = arith.subf %[[A]], %{{.*}} : f32
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:        affine.store %[[A]], %{{.*}}[%[[I]]]
func.func @two_levels(%m: memref<8xf32>) {
  %x = arith.constant 3.0 : f32
  %y = arith.constant 5.0 : f32
  affine.for %i = 0 to 8 {
    %a = arith.mulf %x, %y : f32
    affine.for %j = 0 to 4 {
      %b = arith.subf %a, %y : f32
      affine.store %a, %m[%i] : memref<8xf32>
    }
  }
  return
}

// -----

// Reads and writes of memory stay; so does what uses the induction
// variable.
// CHECK-LABEL: func.func @variant
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT:      arith.addi %[[I]], %[[I]]
// CHECK-NEXT:      memref.store
func.func @variant(%m: memref<16xi32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %v = memref.load %m[%i] : memref<16xi32>
    %j = arith.addi %i, %i : index
    memref.store %v, %m[%j] : memref<16xi32>
  }
  return
}

// -----

// An affine.if that uses only outer values moves with its body when the
// body is speculatable; the emptied inner loop (step 1) then leaves the
// outer one. With a store inside, the if stays.
// CHECK-LABEL: func.func @affine_if_moves
// CHECK:         affine.for %{{.*}} = 0 to 6 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:        arith.mulf
// CHECK-LABEL: func.func @affine_if_with_store
// CHECK:         affine.for
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.if
// CHECK-NEXT:          arith.mulf
// CHECK-NEXT:          affine.store
func.func @affine_if_moves(%f: f32) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 6 {
      affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
        %p = arith.mulf %f, %f : f32
      }
    }
  }
  return
}
func.func @affine_if_with_store(%f: f32, %m: memref<6xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 6 {
      affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
        %p = arith.mulf %f, %f : f32
        affine.store %p, %m[%j] : memref<6xf32>
      }
    }
  }
  return
}

// -----

// A loop moves as a whole only when it surely terminates: step 1 (scf.for
// with a constant step, affine.for), not another or unknown step.
// CHECK-LABEL: func.func @loops_as_ops
// CHECK:         affine.for %{{.*}} = %{{.*}} to %{{.*}} {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 5 {
// CHECK-NEXT:      affine.for %{{.*}} = %{{.*}} to %{{.*}} step 3 {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for {{.*}} step %c2
// CHECK:         scf.for
// CHECK-NEXT:      scf.for {{.*}} step %arg2
func.func @loops_as_ops(%lb: index, %ub: index, %s: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 5 {
    affine.for %j = %lb to %ub {
    }
    affine.for %j = %lb to %ub step 3 {
    }
  }
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
    }
  }
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c2 {
    }
  }
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %s {
    }
  }
  return
}

// -----

// scf.parallel, scf.forall, affine.parallel and both regions of scf.while
// are loops too.
// CHECK-LABEL: func.func @other_loops
// CHECK:         %[[P:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:    scf.parallel
// CHECK-NEXT:      arith.addi
// CHECK:         %[[Q:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      arith.muli
// CHECK:         %[[R:.*]] = arith.xori %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:    affine.parallel
// CHECK:         arith.cmpi slt
// CHECK-NEXT:    arith.andi
// CHECK-NEXT:    arith.ori
// CHECK-NEXT:    scf.while
func.func @other_loops(%a: i64, %b: i64, %n: index, %t: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %p = arith.muli %a, %b : i64
    %q = arith.addi %i, %j : index
    "use.it"(%p, %q) : (i64, index) -> ()
  }
  scf.forall (%i) in (%n) {
    %p = arith.subi %a, %b : i64
    %q = arith.muli %i, %i : index
    "use.it"(%p, %q) : (i64, index) -> ()
  }
  affine.parallel (%i) = (0) to (8) {
    %p = arith.xori %a, %b : i64
    "use.it"(%p, %i) : (i64, index) -> ()
  }
  %r = scf.while (%x = %a) : (i64) -> i64 {
    %w = arith.cmpi slt, %a, %b : i64
    %c = arith.andi %w, %t : i1
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%y: i64):
    %v = arith.ori %a, %b : i64
    %z = arith.addi %y, %v : i64
    scf.yield %z : i64
  }
  return %r : i64
}

// -----

func.func private @make() -> index

// An op whose region uses a value of the loop body stays, as do calls.
// CHECK-LABEL: func.func @nested_use
// CHECK:         scf.for
// CHECK-NEXT:      func.call @make
// CHECK-NEXT:      func.call @make
// CHECK-NEXT:      scf.if
func.func @nested_use(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    %a = func.call @make() : () -> index
    %b = func.call @make() : () -> index
    %r = scf.if %c -> (index) {
      scf.yield %a : index
    } else {
      scf.yield %b : index
    }
    "use.it"(%r) : (index) -> ()
  }
  return
}

// -----

// A chain of invariant ops moves in order.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[A:.*]] = arith.addi %[[X:.*]], %[[X]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[X]], %[[A]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.subi %[[B]], %[[A]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "use.it"(%[[C]])
func.func @chain(%lb: index, %ub: index, %s: index, %x: i32) {
  scf.for %i = %lb to %ub step %s {
    %a = arith.addi %x, %x : i32
    %b = arith.muli %x, %a : i32
    %c = arith.subi %b, %a : i32
    "use.it"(%c) : (i32) -> ()
  }
  return
}

// -----

// memref.dim and tensor.dim move only with a constant index below the
// rank of a ranked operand.
// CHECK-LABEL: func.func @dims
// CHECK:         memref.dim %{{.*}}, %c1 : memref<?x?xf32>
// CHECK-NEXT:    tensor.dim %{{.*}}, %c0 : tensor<?x?xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.dim %{{.*}}, %{{.*}} : memref<?x?xf32>
// CHECK-NEXT:      memref.dim %{{.*}}, %c0 : memref<*xf32>
// CHECK-NEXT:      tensor.dim %{{.*}}, %c2 : tensor<?x?xf32>
func.func @dims(%m: memref<?x?xf32>, %u: memref<*xf32>, %t: tensor<?x?xf32>, %k: index, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %s {
    %a = memref.dim %m, %c1 : memref<?x?xf32>
    %b = memref.dim %m, %k : memref<?x?xf32>
    %c = memref.dim %u, %c0 : memref<*xf32>
    %d = tensor.dim %t, %c0 : tensor<?x?xf32>
    %e = tensor.dim %t, %c2 : tensor<?x?xf32>
    "use.it"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  return
}

// -----

// Divisions move when the divisor is a constant that cannot trap: not
// zero, and for signed ones not -1. Remainders move always (MLIR 22 makes
// them Pure); index divisions never.
// CHECK-LABEL: func.func @divisions
// CHECK:         arith.divui %{{.*}}, %c-1_i32
// CHECK-NEXT:    arith.divsi %{{.*}}, %c7_i32
// CHECK-NEXT:    arith.ceildivsi %{{.*}}, %c7_i32
// CHECK-NEXT:    arith.remsi %{{.*}}, %{{.*}} :
// CHECK-NEXT:    arith.floordivsi %{{.*}}, %c0_i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divui %{{.*}}, %c0_i32
// CHECK-NEXT:      arith.divsi %{{.*}}, %c-1_i32
// CHECK-NEXT:      arith.ceildivui %{{.*}}, %arg1
// CHECK-NEXT:      index.divu
func.func @divisions(%a: i32, %d: i32, %x: index, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %i5 = index.constant 5
  scf.for %i = %lb to %ub step %s {
    %q0 = arith.divui %a, %cm1 : i32
    %q1 = arith.divui %a, %c0 : i32
    %q2 = arith.divsi %a, %c7 : i32
    %q3 = arith.divsi %a, %cm1 : i32
    %q4 = arith.ceildivsi %a, %c7 : i32
    %q5 = arith.ceildivui %a, %d : i32
    %q6 = arith.remsi %a, %d : i32
    %q7 = arith.floordivsi %a, %c0 : i32
    %q8 = index.divu %x, %i5
    "use.it"(%q0, %q1, %q2, %q3, %q4, %q5, %q6, %q7, %q8) : (i32, i32, i32, i32, i32, i32, i32, i32, index) -> ()
  }
  return
}

// -----

// Structured linalg ops on tensors move with their bodies; on buffers
// they write memory and stay. An alloca stays (it allocates in the loop's
// scope); a subview moves.
// CHECK-LABEL: func.func @linalg_tensors
// CHECK:         tensor.empty
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:    linalg.generic
// CHECK:         memref.subview
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      linalg.add ins(%{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK-NEXT:      memref.alloca
// CHECK-NEXT:      linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref
func.func @linalg_tensors(%t: tensor<4xf32>, %m: memref<8xf32>, %f: f32, %lb: index, %ub: index, %s: index) -> tensor<4xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%t : tensor<4xf32>) outs(%z : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %p = arith.mulf %in, %f : f32
      linalg.yield %p : f32
    } -> tensor<4xf32>
    %n = linalg.add ins(%acc, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %sv = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %a = memref.alloca() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%sv : memref<4xf32, strided<[1], offset: 2>>)
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
