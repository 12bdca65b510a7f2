// RUN: memopt --merge-alloc %s | FileCheck %s --check-prefix=A64
// RUN: memopt --merge-alloc="alignment=128" %s | FileCheck %s --check-prefix=A128
// RUN: memopt --pass-pipeline="builtin.module(func.func(merge-alloc{alignment=128 verify-plan}))" %s | FileCheck %s --check-prefix=A128

// An alignment attribute must divide the pass alignment: with the default
// 64, %a (alignment 128) is left alone; with alignment=128 both are merged,
// every size rounds up to 128 and the merged buffer is 128-aligned.
// A64-LABEL: func.func @align()
// A64-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// A64-NEXT:    memref.alloc() {alignment = 128 : i64} : memref<16xf32>
// A64-NEXT:    %[[O:.*]] = arith.constant 0 : index
// A64-NEXT:    memref.view %[[BUF]][%[[O]]][] : memref<64xi8> to memref<16xf32>
// A128-LABEL: func.func @align()
// A128-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 128 : i64} : memref<256xi8>
// A128-NEXT:    %[[OA:.*]] = arith.constant 0 : index
// A128-NEXT:    memref.view %[[BUF]][%[[OA]]][] : memref<256xi8> to memref<16xf32>
// A128-NEXT:    %[[OB:.*]] = arith.constant 128 : index
// A128-NEXT:    memref.view %[[BUF]][%[[OB]]][] : memref<256xi8> to memref<16xf32>
func.func @align() {
  %a = memref.alloc() {alignment = 128 : i64} : memref<16xf32>
  %b = memref.alloc() {alignment = 32 : i64} : memref<16xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}
