// RUN: memopt --merge-alloc=planner-options=cost-model %s --verify-diagnostics | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=cost-model no-bounds" %s | FileCheck %s --check-prefix=OFF
// RUN: memopt --merge-alloc=planner-options=cost-model --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: memopt --merge-alloc=planner-options=cost-model --memory-report=%t.json %s -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// The memory report shows each bounded buffer's bound (the type it is
// planned as) and each dynamic buffer left alone with the reason.
// REPORT:      @loop (scope, merge-alloc)
// REPORT:      --Offset--  --Size--  --Live--  --Name--  -----Type------  -----Bound-----  --{{-+}}Location{{-+}}
// REPORT-NEXT:          0        60  [{{[0-9]+}}, {{[0-9]+}}]  %alloc    memref<?xf32>    memref<15xf32>   {{.*}}bounds.mlir:[[@LINE+34]]:10
// REPORT-NEXT:         64       128  [{{[0-9]+}}, {{[0-9]+}}]  %alloc_0  memref<?x4xf32>  memref<8x4xf32>  {{.*}}bounds.mlir:[[@LINE+35]]:10
// REPORT:      @unbounded (scope, merge-alloc)
// REPORT:      Left alone:    2 (dynamic shape 2)
// REPORT:      %alloc  dynamic shape (dimension 0 has no upper bound: it is argument #0 of @unbounded, a public function)  memref<?xf32>
// REPORT-NEXT: %alloc_0  dynamic shape (dimension 0 has no upper bound: it comes from 'memref.load' at line {{[0-9]+}}, which has no bounds model)  memref<?xf32>
// JSON: {"name": "%alloc", "kind": "temp", "type": "memref<?xf32>", "bound": "memref<15xf32>", "size": 60, "alignment": 64,
// JSON: {"name": "%alloc_0", "kind": "temp", "type": "memref<?x4xf32>", "bound": "memref<8x4xf32>", "size": 128, "alignment": 64,
// JSON: "reason": "dynamic shape", "detail": "dimension 0 has no upper bound: it is argument #0 of @unbounded, a public function"

// Buffers of dynamic shape whose sizes have constant upper bounds are
// planned at their bound and viewed with their real sizes; the others are
// left to run-time allocation with a remark that says why.

// A loop's induction variable is below its upper bound: %a holds at most
// 15 floats (60 bytes, 64 with the alignment), %b at most 8x4 floats.
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         scf.for %[[I:.*]] = 
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[A:.*]] = memref.view %[[M]][%[[C0]]][%[[I]]] : memref<192xi8> to memref<?xf32>
// CHECK:           %[[N:.*]] = affine.min
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[B:.*]] = memref.view %[[M]][%[[C64]]][%[[N]]] : memref<192xi8> to memref<?x4xf32>
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]])
// OFF-LABEL: func.func @loop(
// OFF-NOT:     memref.view
// OFF:         memref.alloc(%{{.*}}) : memref<?xf32>
// OFF:         memref.alloc(%{{.*}}) : memref<?x4xf32>
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %a = memref.alloc(%i) : memref<?xf32>
    %m = affine.min affine_map<(d0) -> (d0, 8)>(%n)
    %b = memref.alloc(%m) : memref<?x4xf32>
    "test.use"(%a, %b) : (memref<?xf32>, memref<?x4xf32>) -> ()
  }
  return
}

// The rows of a slice of a fixed 16x64 cache, taken through memref.dim.
// The two buffers do not live together: they share offset 0 of a
// 16*64*4-byte arena.
// CHECK-LABEL: func.func @cache_slice(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK:         %[[D:.*]] = memref.dim
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]][%[[C0]]][%[[D]]] : memref<4096xi8> to memref<?x64xf32>
// CHECK:         %[[C0_2:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]][%[[C0_2]]][%[[D]]] : memref<4096xi8> to memref<?x64xf32>
func.func @cache_slice(%cache: memref<16x64xf32>, %t: index) {
  %c0 = arith.constant 0 : index
  %rows = affine.min affine_map<(d0) -> (d0, 16)>(%t)
  %sv = memref.subview %cache[0, 0] [%rows, 64] [1, 1] : memref<16x64xf32> to memref<?x64xf32, strided<[64, 1]>>
  %d = memref.dim %sv, %c0 : memref<?x64xf32, strided<[64, 1]>>
  %s = memref.alloc(%d) : memref<?x64xf32>
  memref.copy %sv, %s : memref<?x64xf32, strided<[64, 1]>> to memref<?x64xf32>
  %u = memref.alloc(%d) : memref<?x64xf32>
  memref.copy %sv, %u : memref<?x64xf32, strided<[64, 1]>> to memref<?x64xf32>
  return
}

// A branch yields 8 or 12 rows: the bound is 12.
// CHECK-LABEL: func.func @branch(
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<192xi8>
func.func @branch(%c: i1) {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %n = scf.if %c -> index {
    scf.yield %c8 : index
  } else {
    scf.yield %c12 : index
  }
  %a = memref.alloc(%n) : memref<?x4xf32>
  "test.use"(%a) : (memref<?x4xf32>) -> ()
  return
}

// Hoisted forall: 4 threads, each with a buffer of at most 3 floats
// (16 bytes, one 64-byte slot per thread).
// CHECK-LABEL: func.func @forall(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         scf.forall (%[[I:.*]]) in (4) {
// CHECK-NEXT:      %[[T:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:      memref.view %[[M]][%[[T]]][%[[I]]] : memref<256xi8> to memref<?xf32>
func.func @forall() {
  scf.forall (%i) in (4) {
    %a = memref.alloc(%i) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @unbounded(
// CHECK-NOT:     memref.view
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
func.func @unbounded(%n: index, %p: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  // expected-remark @+1 {{merge-alloc: %alloc is left to run-time allocation: dimension 0 has no upper bound: it is argument #0 of @unbounded, a public function}}
  %a = memref.alloc(%n) : memref<?xf32>
  %k = memref.load %p[%c0] : memref<4xindex>
  // expected-remark @+1 {{dimension 0 has no upper bound: it comes from 'memref.load' at line}}
  %b = memref.alloc(%k) : memref<?xf32>
  "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

// A size carried around a loop has no bound without a fixed point.
func.func @carried() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 iter_args(%n = %c1) -> index {
    // expected-remark @+1 {{dimension 0 has no upper bound: it depends on itself around a loop}}
    %a = memref.alloc(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
    %m = arith.muli %n, %c4 : index
    scf.yield %m : index
  }
  return
}

// Private functions are not bounded by their call sites here (merge-alloc
// runs on one function at a time; static-memory-plan does it).
func.func private @callee(%n: index) {
  // expected-remark @+1 {{it is argument #0 of @callee (call sites are not analysed here)}}
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}
