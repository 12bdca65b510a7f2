// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// Views (subview, collapse_shape, cast, view) are aliases of their base:
// creating a view is not an access, using it is. %a is accessed through
// %sv at tick 5 and %cs at tick 10, so %b [7, 7] cannot reuse its bytes;
// %c [11, 11] (used through a cast), %d [15, 15] (an i8 buffer used through
// memref.view) and %e [17, 17] can.
// CHECK-LABEL: func.func @views()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<512xi8> to memref<8x8xf32>
// CHECK-NEXT:    %[[SV:.*]] = memref.subview %[[A]]
// CHECK-NEXT:    %[[CS:.*]] = memref.collapse_shape %[[A]]
// CHECK-NEXT:    "test.use"(%[[SV]])
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<512xi8> to memref<8x8xf32>
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[BUF]][%[[OC]]][] : memref<512xi8> to memref<8x8xf32>
// CHECK-NEXT:    %[[CA:.*]] = memref.cast %[[C]]
// CHECK-NEXT:    "test.use"(%[[CS]])
// CHECK-NEXT:    "test.use"(%[[CA]])
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D:.*]] = memref.view %[[BUF]][%[[OD]]][] : memref<512xi8> to memref<256xi8>
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V:.*]] = memref.view %[[D]][%[[Z]]][] : memref<256xi8> to memref<64xf32>
// CHECK-NEXT:    "test.use"(%[[V]])
// CHECK-NEXT:    %[[OE:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[BUF]][%[[OE]]][] : memref<512xi8> to memref<8x8xf32>
// TICKS-LABEL: func.func @views()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 5, 10>} : memref<8x8xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 7>} : memref<8x8xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 11, 11>} : memref<8x8xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 15, 15>} : memref<256xi8>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 17, 17>} : memref<8x8xf32>
func.func @views() {
  %a = memref.alloc() : memref<8x8xf32>
  %sv = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %cs = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  "test.use"(%sv) : (memref<4x4xf32, strided<[8, 1]>>) -> ()
  %b = memref.alloc() : memref<8x8xf32>
  "test.use"(%b) : (memref<8x8xf32>) -> ()
  %c = memref.alloc() : memref<8x8xf32>
  %ca = memref.cast %c : memref<8x8xf32> to memref<?x8xf32>
  "test.use"(%cs) : (memref<64xf32>) -> ()
  "test.use"(%ca) : (memref<?x8xf32>) -> ()
  %d = memref.alloc() : memref<256xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %d[%c0][] : memref<256xi8> to memref<64xf32>
  "test.use"(%v) : (memref<64xf32>) -> ()
  %e = memref.alloc() : memref<8x8xf32>
  "test.use"(%e) : (memref<8x8xf32>) -> ()
  return
}

// Returning a view of a buffer makes the buffer escape: it is untraceable
// and left alone; %b is merged on its own.
// CHECK-LABEL: func.func @view_escapes()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:    %[[CS:.*]] = memref.collapse_shape %[[A]]
// CHECK:         return %[[CS]] : memref<16xf32>
// TICKS-LABEL: func.func @view_escapes()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>} : memref<4x4xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 5, 5>} : memref<16xf32>
func.func @view_escapes() -> memref<16xf32> {
  %a = memref.alloc() : memref<4x4xf32>
  %cs = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b, %cs) : (memref<16xf32>, memref<16xf32>) -> ()
  return %cs : memref<16xf32>
}

// Extracting the pointer of a buffer or passing it to a call makes it
// escape.
// TICKS-LABEL: func.func @pointer_escapes()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>}
// CHECK-LABEL: func.func @pointer_escapes()
// CHECK-NOT:     memref.view
// CHECK:         return
func.func @pointer_escapes() {
  %a = memref.alloc() : memref<16xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %b = memref.alloc() : memref<16xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %b : memref<16xf32> -> memref<f32>, index, index, index
  %c = memref.alloc() : memref<16xf32>
  func.call @callee(%c) : (memref<16xf32>) -> ()
  "test.use"(%a, %b, %c) : (memref<16xf32>, memref<16xf32>, memref<16xf32>) -> ()
  return
}
func.func private @callee(memref<16xf32>)
