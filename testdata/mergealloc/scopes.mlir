// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS
// RUN: memopt --merge-alloc="planner-options=cost-model per-forall-scopes" %s | FileCheck %s --check-prefix=PERFORALL

// The buffers of an scf.forall with constant bounds are hoisted into the
// enclosing scope (forall_hoist.mlir has the details): %b and %c share one
// thread's 64 bytes, the 4 threads' slices sit at 64 + 64 * %t, and %a
// (extended over the whole forall) and %d (after it) share offset 0.
// With per-forall-scopes the forall body is a scope of its own, as
// scf.parallel's always is: its buffers get a merged buffer at the start
// of the body. Either way a function buffer used inside is extended over
// the whole op.
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0) -> (d0 * 64 + 64)>
// CHECK-LABEL: func.func @forall_scope()
// CHECK-NEXT:    %[[FB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[FB]][%[[OA]]][] : memref<320xi8> to memref<16xf32>
// CHECK-NEXT:    scf.forall (%[[T:.*]]) in (4) {
// CHECK-NEXT:      %[[TB:.*]] = affine.apply #[[$CHECK_MAP0]](%[[T]])
// CHECK-NEXT:      %[[B:.*]] = memref.view %[[FB]][%[[TB]]][] : memref<320xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]])
// CHECK-NEXT:      %[[C:.*]] = memref.view %[[FB]][%[[TB]]][] : memref<320xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"(%[[C]])
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[FB]][%[[OD]]][] : memref<320xi8> to memref<16xf32>
// PERFORALL-LABEL: func.func @forall_scope()
// PERFORALL-NEXT:    %[[FB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// PERFORALL-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// PERFORALL-NEXT:    %[[A:.*]] = memref.view %[[FB]][%[[OA]]][] : memref<64xi8> to memref<16xf32>
// PERFORALL-NEXT:    scf.forall
// PERFORALL-NEXT:      %[[IB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// PERFORALL-NEXT:      %[[OB:.*]] = arith.constant 0 : index
// PERFORALL-NEXT:      %[[B:.*]] = memref.view %[[IB]][%[[OB]]][] : memref<64xi8> to memref<16xf32>
// PERFORALL-NEXT:      "test.use"(%[[A]], %[[B]])
// PERFORALL-NEXT:      %[[OC:.*]] = arith.constant 0 : index
// PERFORALL-NEXT:      %[[C:.*]] = memref.view %[[IB]][%[[OC]]][] : memref<64xi8> to memref<16xf32>
// PERFORALL-NEXT:      "test.use"(%[[C]])
// PERFORALL-NEXT:    }
// PERFORALL-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// PERFORALL-NEXT:    memref.view %[[FB]][%[[OD]]][] : memref<64xi8> to memref<16xf32>
// TICKS-LABEL: func.func @forall_scope()
// TICKS-SAME:    attributes {__mergealloc_scope = 1 : i64}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 3, 8>}
// TICKS:         scf.forall
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 3, 5, 5>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 3, 7, 7>}
// TICKS:         } {__mergealloc_lifetime = array<i64: 1, 3, 8>, __mergealloc_scope = 3 : i64}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 10, 10>}
func.func @forall_scope() {
  %a = memref.alloc() : memref<16xf32>
  scf.forall (%t) in (4) {
    %b = memref.alloc() : memref<16xf32>
    "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
    %c = memref.alloc() : memref<16xf32>
    "test.use"(%c) : (memref<16xf32>) -> ()
  }
  %d = memref.alloc() : memref<16xf32>
  "test.use"(%d) : (memref<16xf32>) -> ()
  return
}

// PERFORALL-LABEL: func.func @parallel_scope()
// CHECK-LABEL: func.func @parallel_scope()
// CHECK-NEXT:    %[[FB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         scf.parallel
// CHECK-NEXT:      %[[IB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:      %[[OB:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[IB]][%[[OB]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[IB]][%[[OC]]][] : memref<128xi8> to memref<32xf32>
// TICKS-LABEL: func.func @parallel_scope()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 11>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 6, 8, 8>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 6, 10, 10>}
// TICKS:         } {__mergealloc_scope = 6 : i64}
func.func @parallel_scope() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<16xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %b = memref.alloc() : memref<16xf32>
    "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
    %c = memref.alloc() : memref<32xf32>
    "test.use"(%c) : (memref<32xf32>) -> ()
    scf.reduce
  }
  return
}

// scf.for is never a scope: its buffers are merged at function level.
// CHECK-LABEL: func.func @for_not_scope()
// CHECK-NEXT:    %[[FB:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         scf.for
// CHECK-NEXT:      %[[O:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[FB]][%[[O]]][] : memref<64xi8> to memref<16xf32>
// TICKS-LABEL: func.func @for_not_scope()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 7>}
func.func @for_not_scope() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %b = memref.alloc() : memref<16xf32>
    "test.use"(%b) : (memref<16xf32>) -> ()
  }
  return
}
