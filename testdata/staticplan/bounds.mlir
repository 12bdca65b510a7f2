// RUN: memopt --static-memory-plan %s --verify-diagnostics | FileCheck %s
// RUN: memopt --merge-alloc --static-memory-plan %s --verify-diagnostics=only-expected | FileCheck %s --check-prefix=BOTH

// Buffers of dynamic shape are planned at their bound, the dynamic sizes
// bounded through the ops that compute them and across the calls of
// private functions (every call site bounded); the view keeps the real
// sizes. @work's argument is 3 or 5: 5 floats, 20 bytes, in the region
// @main passes it.
// CHECK-LABEL: memref.global "private" @__memopt_pool_workspace : memref<40xi8>
// CHECK-LABEL: func.func private @work(%arg0: index, %arg1: memref<20xi8> {memopt.workspace = "workspace"}) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %{{.*}} = memref.view %arg1[%[[C0]]][%arg0] : memref<20xi8> to memref<?xf32>
// BOTH-LABEL: func.func private @work(
// BOTH:         memref.view %arg1[%{{.*}}][%arg0] : memref<20xi8> to memref<?xf32>
func.func private @work(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// One call site passes @main's argument, which nothing bounds.
// CHECK-LABEL: func.func private @leaf(
// CHECK-NEXT:    memref.alloc(%arg0) : memref<?x4xf32>
func.func private @leaf(%n: index) {
  // expected-remark @+1 {{static-memory-plan: %alloc is left to run-time allocation: its size is dynamic: dimension 0 has no upper bound: it is argument #0 of @leaf, called at 'func.call' at line 42 with a value without bound: it is argument #0 of @main, a public function}}
  %a = memref.alloc(%n) : memref<?x4xf32>
  "test.use"(%a) : (memref<?x4xf32>) -> ()
  return
}

// A constant size: 5x2 floats at offset 0 of @main's workspace (the
// calls are over by then).
// CHECK-LABEL: func.func @main(
// CHECK:         call @leaf(%arg0)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %{{.*}}[%[[C0]]][%c5] : memref<40xi8> to memref<?x2xf32>
func.func @main(%x: index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  call @work(%c3) : (index) -> ()
  call @work(%c5) : (index) -> ()
  call @leaf(%x) : (index) -> ()
  %t = memref.alloc(%c5) : memref<?x2xf32>
  "test.use"(%t) : (memref<?x2xf32>) -> ()
  return
}
