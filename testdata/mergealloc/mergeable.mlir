// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// Dynamic shapes and non-identity layouts are left alone (their lifetimes
// are still computed); only %ok is merged.
// CHECK-DAG: #[[$CHECK_MAP0:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @not_mergeable(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
// CHECK-NEXT:    memref.alloc() : memref<4x4xf32, #[[$CHECK_MAP0]]>
// CHECK-NEXT:    %[[O:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[O]]][] : memref<64xi8> to memref<16xf32>
// TICKS-DAG: #[[$TICKS_MAP0:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// TICKS-LABEL: func.func @not_mergeable(
// TICKS:         memref.alloc(%{{.*}}) {__mergealloc_lifetime = array<i64: 1, 6, 6>} : memref<?xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 6>} : memref<4x4xf32, strided<[8, 1]>>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 6>} : memref<4x4xf32, #[[$TICKS_MAP0]]>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 6>} : memref<16xf32>
func.func @not_mergeable(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  %c = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %ok = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b, %c, %ok) : (memref<?xf32>, memref<4x4xf32, strided<[8, 1]>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<16xf32>) -> ()
  return
}

// Different element types and sizes: %c (16xf64, 128 bytes) takes the
// 64-byte chunk %a freed, which is extended to 128 bytes; %b, live with
// both, moves right to offset 128. The arena is 192 bytes instead of 256.
// CHECK-LABEL: func.func @extend()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OA]]][] : memref<192xi8> to memref<16xf32>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 128 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OB]]][] : memref<192xi8> to memref<16xi32>
// CHECK:         %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OC]]][] : memref<192xi8> to memref<16xf64>
// TICKS-LABEL: func.func @extend()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 4>} : memref<16xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 7>} : memref<16xi32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 7>} : memref<16xf64>
func.func @extend() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xi32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xi32>) -> ()
  "test.use"(%b) : (memref<16xi32>) -> ()
  %c = memref.alloc() : memref<16xf64>
  "test.use"(%c, %b) : (memref<16xf64>, memref<16xi32>) -> ()
  return
}

// Sizes are rounded up to the alignment: 10 x i8 and 3 x f32 take 64
// bytes each.
// CHECK-LABEL: func.func @small()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OA]]][] : memref<128xi8> to memref<10xi8>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 64 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OB]]][] : memref<128xi8> to memref<3xf32>
func.func @small() {
  %a = memref.alloc() : memref<10xi8>
  %b = memref.alloc() : memref<3xf32>
  "test.use"(%a, %b) : (memref<10xi8>, memref<3xf32>) -> ()
  return
}

// Two memory spaces give two merged buffers in the same scope.
// CHECK-LABEL: func.func @spaces()
// CHECK-NEXT:    %[[B0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    %[[B1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8, 1>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[B0]][%[[OA]]][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[B1]][%[[OB]]][] : memref<128xi8, 1> to memref<16xf32, 1>
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[B1]][%[[OC]]][] : memref<128xi8, 1> to memref<32xf32, 1>
func.func @spaces() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32, 1>
  %c = memref.alloc() : memref<32xf32, 1>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32, 1>) -> ()
  "test.use"(%c) : (memref<32xf32, 1>) -> ()
  return
}
