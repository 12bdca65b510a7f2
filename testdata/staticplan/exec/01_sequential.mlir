// OPTIONS: planner=cost-model
// MAXPATH
// POOL: workspace=1792
// @main keeps %x, %y and %z (768 bytes) live across two sequential calls;
// @f needs 768 bytes of temporaries and @g 1024. The calls share memory:
// the pool is main's buffers plus the larger callee frame (768 + 1024),
// not the sum of the per-function arenas (768 + 768 + 1024 = 2560).
func.func @f(%in: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  linalg.add ins(%in, %in : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  linalg.mul ins(%a, %in : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.sub ins(%b, %a : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>)
  linalg.add ins(%c, %b : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

func.func @g(%in: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<128xf32>
  %b = memref.alloc() : memref<128xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c128 step %c1 {
    %j = arith.remui %i, %c64 : index
    %v = memref.load %in[%j] : memref<64xf32>
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    %w = arith.addf %v, %f : f32
    memref.store %w, %a[%i] : memref<128xf32>
  }
  linalg.add ins(%a, %a : memref<128xf32>, memref<128xf32>) outs(%b : memref<128xf32>)
  scf.for %i = %c0 to %c64 step %c1 {
    %k = arith.addi %i, %c64 : index
    %p = memref.load %b[%i] : memref<128xf32>
    %q = memref.load %b[%k] : memref<128xf32>
    %r = arith.subf %q, %p : f32
    memref.store %r, %out[%i] : memref<64xf32>
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<64xf32>
  %y = memref.alloc() : memref<64xf32>
  %z = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    memref.store %f, %x[%i] : memref<64xf32>
  }
  call @f(%x, %y) : (memref<64xf32>, memref<64xf32>) -> ()
  call @g(%x, %z) : (memref<64xf32>, memref<64xf32>) -> ()
  linalg.add ins(%y, %z : memref<64xf32>, memref<64xf32>) outs(%x : memref<64xf32>)
  %u = memref.cast %x : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
