// MERGE-ALLOC
// A program that frees its buffers (as after buffer deallocation): merge-alloc
// first merges each function's temporaries into one byte buffer (and frees
// it at the end); static-memory-plan then plans the merged buffers, erases
// their deallocs and moves merge-alloc's views onto the pool.
func.func @blur(%in: memref<32xf32>, %out: memref<32xf32>) {
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  memref.copy %in, %a : memref<32xf32> to memref<32xf32>
  scf.for %i = %c0 to %c32 step %c1 {
    %p = arith.maxui %i, %c1 : index
    %pm = arith.subi %p, %c1 : index
    %n = arith.addi %i, %c1 : index
    %nn = arith.minui %n, %c31 : index
    %x = memref.load %a[%pm] : memref<32xf32>
    %y = memref.load %a[%i] : memref<32xf32>
    %z = memref.load %a[%nn] : memref<32xf32>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %b[%i] : memref<32xf32>
  }
  memref.dealloc %a : memref<32xf32>
  %c = memref.alloc() : memref<32xf32>
  linalg.add ins(%b, %b : memref<32xf32>, memref<32xf32>) outs(%c : memref<32xf32>)
  memref.dealloc %b : memref<32xf32>
  memref.copy %c, %out : memref<32xf32> to memref<32xf32>
  memref.dealloc %c : memref<32xf32>
  return
}

func.func @main() {
  %x = memref.alloc() : memref<32xf32>
  %y = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %x[%i] : memref<32xf32>
  }
  call @blur(%x, %y) : (memref<32xf32>, memref<32xf32>) -> ()
  call @blur(%y, %x) : (memref<32xf32>, memref<32xf32>) -> ()
  %u = memref.cast %x : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %y : memref<32xf32>
  memref.dealloc %x : memref<32xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>)
