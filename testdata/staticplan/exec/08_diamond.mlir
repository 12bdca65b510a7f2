// OPTIONS: planner=cost-model
// MAXPATH
// POOL: workspace=2048
// A diamond: @main calls @left and @right, which both call @leaf. @leaf has
// two call paths, so it takes its workspace (512 bytes) as an argument;
// @left and @right are reached once and use the pool global. The pool is
// the worst call path: main's 512 bytes, @right's 1024 (live across its
// call) and @leaf's 512; the sum of the per-function arenas is 2304.
func.func @leaf(%in: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.mul ins(%in, %in : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  linalg.add ins(%a, %in : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.sub ins(%b, %a : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

func.func @left(%in: memref<64xf32>, %out: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  linalg.add ins(%in, %in : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
  call @leaf(%t, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}

func.func @right(%in: memref<64xf32>, %out: memref<64xf32>) {
  %t = memref.alloc() : memref<192xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  scf.for %i = %c0 to %c192 step %c1 {
    %j = arith.remui %i, %c64 : index
    %v = memref.load %in[%j] : memref<64xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %w = arith.subf %v, %f : f32
    memref.store %w, %t[%i] : memref<192xf32>
  }
  %mid = memref.subview %t[64] [64] [1] : memref<192xf32> to memref<64xf32, strided<[1], offset: 64>>
  %tmp = memref.alloc() : memref<64xf32>
  memref.copy %mid, %tmp : memref<64xf32, strided<[1], offset: 64>> to memref<64xf32>
  call @leaf(%tmp, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  %hi = memref.subview %t[128] [64] [1] : memref<192xf32> to memref<64xf32, strided<[1], offset: 128>>
  linalg.add ins(%out, %hi : memref<64xf32>, memref<64xf32, strided<[1], offset: 128>>) outs(%out : memref<64xf32>)
  return
}

func.func @main() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.constant 0.125 : f32
    %h = arith.mulf %f, %g : f32
    memref.store %h, %a[%i] : memref<64xf32>
  }
  call @left(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  call @right(%b, %a) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %a : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
