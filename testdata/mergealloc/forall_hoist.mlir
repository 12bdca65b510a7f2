// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS
// RUN: memopt --merge-alloc="planner-options=cost-model per-forall-scopes" %s | FileCheck %s --check-prefix=SCOPES

// Buffers of scf.forall ops with constant bounds are hoisted into the
// nearest enclosing scope that is not such a forall. The buffers of one
// thread are planned like a scope's (they share memory when their
// lifetimes allow); the threads' arenas, each rounded up to the alignment,
// sit side by side in one buffer of the enclosing scope that lives over
// the whole forall. At the start of the body an affine.apply computes the
// thread's byte offset from the linearized induction variables; each
// buffer is a memref.view at that offset plus its place in the thread's
// arena. per-forall-scopes restores a scope per forall body.

// Nested foralls. Inner (3 threads): %c, 64 bytes a thread, 192 in all.
// Outer (2 threads): %b (128 bytes, used in the inner forall, so live over
// it) at 0, the inner threads at 128, %d after both at 0: 320 bytes a
// thread, 640 in all, at 64 in the function's arena after %a (live over the
// outer forall). The inner thread offset adds the outer thread's.
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0) -> (d0 * 320 + 64)>
// CHECK-DAG: #[[$CHECK_MAP1:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 64 + d1 + 128)>
// CHECK-DAG: #[[$CHECK_MAP2:map[0-9]*]] = affine_map<(d0, d1) -> ({{\(?}}(d0 - 1) floordiv 2{{\)?}} * 256 + {{\(?}}d1 floordiv 3{{\)?}} * 128)>
// CHECK-DAG: #[[$CHECK_MAP3:map[0-9]*]] = affine_map<(d0) -> (d0 + 64)>
// CHECK-DAG: #[[$CHECK_MAP4:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 768 + d1 * 256 + d2 * 64)>
// CHECK-DAG: #[[$CHECK_MAP5:map[0-9]*]] = affine_map<(d0) -> (d0 * 64)>
// CHECK-DAG: #[[$CHECK_MAP6:map[0-9]*]] = affine_map<(d0) -> (d0 * 128)>
// CHECK-LABEL: func.func @nested()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<704xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<704xi8> to memref<16xf32>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (2) {
// CHECK-NEXT:      %[[TI:.*]] = affine.apply #[[$CHECK_MAP0]](%[[I]])
// CHECK-NEXT:      %[[B:.*]] = memref.view %[[BUF]][%[[TI]]][] : memref<704xi8> to memref<32xf32>
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]])
// CHECK-NEXT:      scf.forall (%[[J:.*]]) in (3) {
// CHECK-NEXT:        %[[TJ:.*]] = affine.apply #[[$CHECK_MAP1]](%[[J]], %[[TI]])
// CHECK-NEXT:        %[[C:.*]] = memref.view %[[BUF]][%[[TJ]]][] : memref<704xi8> to memref<16xf32>
// CHECK-NEXT:        "test.use"(%[[B]], %[[C]])
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[D:.*]] = memref.view %[[BUF]][%[[TI]]][] : memref<704xi8> to memref<8xf32>
// CHECK-NEXT:      "test.use"(%[[D]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// The function's scope is 1, the outer forall's 3, the inner one's 6; each
// forall is also a buffer of its enclosing scope, live over the forall.
// TICKS-LABEL: func.func @nested()
// TICKS-NEXT:    memref.alloc() {__mergealloc_lifetime = array<i64: 1, 3, 12>}
// TICKS-NEXT:    scf.forall
// TICKS-NEXT:      memref.alloc() {__mergealloc_lifetime = array<i64: 3, 5, 9>}
// TICKS-NEXT:      "test.use"
// TICKS-NEXT:      scf.forall
// TICKS-NEXT:        memref.alloc() {__mergealloc_lifetime = array<i64: 6, 8, 8>}
// TICKS-NEXT:        "test.use"
// TICKS-NEXT:      } {__mergealloc_lifetime = array<i64: 3, 6, 9>, __mergealloc_scope = 6 : i64}
// TICKS-NEXT:      memref.alloc() {__mergealloc_lifetime = array<i64: 3, 11, 11>}
// TICKS-NEXT:      "test.use"
// TICKS-NEXT:    } {__mergealloc_lifetime = array<i64: 1, 3, 12>, __mergealloc_scope = 3 : i64}
// SCOPES-LABEL: func.func @nested()
// SCOPES-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// SCOPES:         scf.forall
// SCOPES-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// SCOPES:           scf.forall
// SCOPES-NEXT:        memref.alloc() {alignment = 64 : i64} : memref<64xi8>
func.func @nested() {
  %a = memref.alloc() : memref<16xf32>
  scf.forall (%i) in (2) {
    %b = memref.alloc() : memref<32xf32>
    "test.use"(%a, %b) : (memref<16xf32>, memref<32xf32>) -> ()
    scf.forall (%j) in (3) {
      %c = memref.alloc() : memref<16xf32>
      "test.use"(%b, %c) : (memref<32xf32>, memref<16xf32>) -> ()
    }
    %d = memref.alloc() : memref<8xf32>
    "test.use"(%d) : (memref<8xf32>) -> ()
  }
  return
}

// Two induction variables with lower bounds and steps: %i takes 1 and 3,
// %j 0 and 3, so 4 threads of 128 bytes; thread (%i, %j) is
// ((%i - 1) floordiv 2) * 2 + %j floordiv 3.
// CHECK-LABEL: func.func @multi_iv()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]]) = (1, 0) to (5, 6) step (2, 3) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$CHECK_MAP2]](%[[I]], %[[J]])
// CHECK-NEXT:      %[[A:.*]] = memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:      %[[OB:.*]] = affine.apply #[[$CHECK_MAP3]](%[[T]])
// CHECK-NEXT:      %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]])
func.func @multi_iv() {
  scf.forall (%i, %j) = (1, 0) to (5, 6) step (2, 3) {
    %a = memref.alloc() : memref<16xf32>
    %b = memref.alloc() : memref<16xf32>
    "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  }
  return
}

// A 3-d forall: 2 * 3 * 4 = 24 threads of 64 bytes (16 rounded up).
// CHECK-LABEL: func.func @three_d()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1536xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]], %[[K:.*]]) in (2, 3, 4) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$CHECK_MAP4]](%[[I]], %[[J]], %[[K]])
// CHECK-NEXT:      memref.view %[[BUF]][%[[T]]][] : memref<1536xi8> to memref<4xf32>
func.func @three_d() {
  scf.forall (%i, %j, %k) in (2, 3, 4) {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// A forall inside an scf.for (no scope): its 4 threads' 256 bytes live
// over the forall only, so %x (before) and %y (after) reuse them.
// CHECK-LABEL: func.func @forall_in_for()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         scf.for
// CHECK-NEXT:      %[[OX:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OX]]][] : memref<256xi8> to memref<32xf32>
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:        %[[T:.*]] = affine.apply #[[$CHECK_MAP5]](%[[I]])
// CHECK-NEXT:        memref.view %[[BUF]][%[[T]]][] : memref<256xi8> to memref<16xf32>
// CHECK-NEXT:        "test.use"
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[OY:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OY]]][] : memref<256xi8> to memref<64xf32>
func.func @forall_in_for() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %n = %c0 to %c3 step %c1 {
    %x = memref.alloc() : memref<32xf32>
    "test.use"(%x) : (memref<32xf32>) -> ()
    scf.forall (%i) in (4) {
      %a = memref.alloc() : memref<16xf32>
      "test.use"(%a) : (memref<16xf32>) -> ()
    }
    %y = memref.alloc() : memref<64xf32>
    "test.use"(%y) : (memref<64xf32>) -> ()
  }
  return
}

// An scf.for inside a forall: %a is used in the loop, so it is live over
// all of it and %b (allocated in the loop body) does not share with it;
// %c after the loop reuses the thread's first bytes: 128 bytes a thread.
// CHECK-LABEL: func.func @for_in_forall()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:         scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$CHECK_MAP6]](%[[I]])
// CHECK-NEXT:      %[[A:.*]] = memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        %[[OB:.*]] = affine.apply #[[$CHECK_MAP3]](%[[T]])
// CHECK-NEXT:        %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:        "test.use"(%[[A]], %[[B]])
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<32xf32>
func.func @for_in_forall() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<16xf32>
    scf.for %n = %c0 to %c3 step %c1 {
      %b = memref.alloc() : memref<16xf32>
      "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
    }
    %c = memref.alloc() : memref<32xf32>
    "test.use"(%c) : (memref<32xf32>) -> ()
  }
  return
}

// A forall body holding a region with several blocks: the buffers used
// in it live over the whole region (its control flow is not the tick
// order), so %b and %c do not share; %a, used before, shares with %b.
// The views stay where the allocs were; the thread offset from the start
// of the body dominates them.
// CHECK-LABEL: func.func @multi_block(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #[[$CHECK_MAP6]](%[[I]])
// CHECK-NEXT:      memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        memref.view %[[BUF]][%[[T]]][] : memref<512xi8> to memref<16xf32>
// CHECK-NEXT:        cf.cond_br
// CHECK:           ^bb2:
// CHECK-NEXT:        %[[OC:.*]] = affine.apply #[[$CHECK_MAP3]](%[[T]])
// CHECK-NEXT:        memref.view %[[BUF]][%[[OC]]][] : memref<512xi8> to memref<16xf32>
func.func @multi_block(%cond: i1) {
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
    scf.execute_region {
      %b = memref.alloc() : memref<16xf32>
      cf.cond_br %cond, ^bb1, ^bb2
    ^bb1:
      "test.use"(%b) : (memref<16xf32>) -> ()
      cf.br ^bb2
    ^bb2:
      %c = memref.alloc() : memref<16xf32>
      "test.use"(%c) : (memref<16xf32>) -> ()
      scf.yield
    }
  }
  return
}

// A dynamic bound keeps the forall a scope of its own (its merged buffer
// is allocated in the body, once per thread, as before); a constant forall
// inside it is hoisted into it, the nearest enclosing scope that is not a
// constant forall.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT:    scf.forall (%{{.*}}) in (%{{.*}}) {
// CHECK-NEXT:      %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:      %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[BUF]][%[[OA]]][] : memref<256xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      scf.forall (%[[J:.*]]) in (4) {
// CHECK-NEXT:        %[[T:.*]] = affine.apply #[[$CHECK_MAP5]](%[[J]])
// CHECK-NEXT:        memref.view %[[BUF]][%[[T]]][] : memref<256xi8> to memref<16xf32>
func.func @dynamic(%n: index) {
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
    scf.forall (%j) in (4) {
      %b = memref.alloc() : memref<16xf32>
      "test.use"(%b) : (memref<16xf32>) -> ()
    }
  }
  return
}

// A bound given by an arith.constant operand is constant too.
// CHECK-LABEL: func.func @constant_operand()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:         scf.forall (%[[I:.*]]) in (%{{.*}}) {
// CHECK-NEXT:      affine.apply #[[$CHECK_MAP5]](%[[I]])
func.func @constant_operand() {
  %c8 = arith.constant 8 : index
  scf.forall (%i) in (%c8) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
  }
  return
}

// Foralls mapped to device threads and foralls that never run stay scopes
// of their own.
// CHECK-LABEL: func.func @left_alone()
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      memref.alloc() {alignment = 64 : i64} : memref<64xi8>
func.func @left_alone() {
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (4) to (4) step (1) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
  }
  return
}

// Deallocs of hoisted buffers go with them; the function frees its merged
// buffer at the end, as for any merged buffer that was freed.
// CHECK-LABEL: func.func @deallocs()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      affine.apply
// CHECK-NEXT:      memref.view
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[BUF]] : memref<256xi8>
// CHECK-NEXT:    return
func.func @deallocs() {
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
    memref.dealloc %a : memref<16xf32>
  }
  return
}
