// RUN: memopt --reorder-for-memory %s --verify-diagnostics | FileCheck %s
// RUN: memopt --reorder-for-memory="exact-limit=0" %s 2>/dev/null | FileCheck %s

// A loop holding a call has unknown effects: it may read and write every
// buffer it or an op nested in it uses, so the dealloc of %a stays after
// it (and the write to %out after it); the 256-byte buffer is allocated
// after the loop, and the 16-byte one is freed before it.
// CHECK-LABEL: func.func @call_in_loop(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: linalg.fill ins(%c7_i32 : i32) outs(%alloc : memref<4xi32>)
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<4xi32>
// CHECK-NEXT: func.call @sink(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<64xi32>
// CHECK-NEXT: linalg.fill ins(%c7_i32 : i32) outs(%alloc_0 : memref<64xi32>)
// CHECK-NEXT: linalg.add ins(%alloc_0, %alloc_0 : memref<64xi32>, memref<64xi32>) outs(%arg0 : memref<64xi32>)
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<64xi32>
// CHECK-NEXT: return
// expected-remark @below {{reorder-for-memory: peak 272 -> 256 bytes over 12 ops and 2 buffers, proven optimal (heuristic)}}
func.func @call_in_loop(%out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xi32>
  linalg.fill ins(%k : i32) outs(%a : memref<4xi32>)
  %big = memref.alloc() : memref<64xi32>
  linalg.fill ins(%k : i32) outs(%big : memref<64xi32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xi32>
    func.call @sink(%v) : (i32) -> ()
  }
  linalg.add ins(%big, %big : memref<64xi32>, memref<64xi32>) outs(%out : memref<64xi32>)
  memref.dealloc %a : memref<4xi32>
  memref.dealloc %big : memref<64xi32>
  return
}
func.func private @sink(i32)
