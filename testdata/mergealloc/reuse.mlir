// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=cost-model" %s | memopt --merge-alloc="planner-options=cost-model" | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// A buffer is reused after its last use; overlapping ones are not.
// a [4,4] and b [4,5] overlap; c [7,9] reuses the bytes of a and b after
// they died, d [9,9] lives with c.
// CHECK-LABEL: func.func @reuse()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    "test.use"(%[[A]], %[[B]])
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    %[[OC:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[BUF]][%[[OC]]][] : memref<512xi8> to memref<32xf32>
// CHECK-NEXT:    "test.use"(%[[C]])
// CHECK-NEXT:    %[[OD:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[D:.*]] = memref.view %[[BUF]][%[[OD]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    "test.use"(%[[C]], %[[D]])
// CHECK-NEXT:    return
// TICKS-LABEL: func.func @reuse()
// TICKS-SAME:    attributes {__mergealloc_scope = 1 : i64}
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 4>} : memref<64xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 5>} : memref<64xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 9>} : memref<32xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 9, 9>} : memref<64xf32>
func.func @reuse() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.use"(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.use"(%b) : (memref<64xf32>) -> ()
  %c = memref.alloc() : memref<32xf32>
  "test.use"(%c) : (memref<32xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  "test.use"(%c, %d) : (memref<32xf32>, memref<64xf32>) -> ()
  return
}

// Existing deallocs of merged buffers are removed and are not uses: b
// reuses a's bytes although a's dealloc comes after b's alloc. The input
// freed its buffers, so the merged buffer is freed at the end of its scope.
// CHECK-LABEL: func.func @deallocs()
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[OA]]][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    %[[OB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[OB]]][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    memref.dealloc %[[BUF]] : memref<64xi8>
// CHECK-NEXT:    return
// TICKS-LABEL: func.func @deallocs()
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 3, 3>} : memref<16xf32>
// TICKS:         memref.alloc() {__mergealloc_lifetime = array<i64: 1, 6, 6>} : memref<16xf32>
// TICKS:         memref.dealloc
// TICKS:         memref.dealloc
func.func @deallocs() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  memref.dealloc %b : memref<16xf32>
  return
}

// A function with nothing to merge is left untouched.
// CHECK-LABEL: func.func @nothing(
// CHECK-NEXT:    "test.use"(%arg0)
// CHECK-NEXT:    return
func.func @nothing(%arg0: memref<16xf32>) {
  "test.use"(%arg0) : (memref<16xf32>) -> ()
  return
}
