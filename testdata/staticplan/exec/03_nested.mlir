// OPTIONS: planner=cost-model alignment=32
// MAXPATH
// POOL: workspace=480
// Nested calls @main -> @outer -> @mid -> @inner: every frame keeps its
// temporaries live across its call, so the pool is the sum of the arenas
// along the single call path: main's two 32-byte buffers (64), @outer's
// 128, @mid's 128 + 32 and @inner's 128. Every function is reached by one
// path and addresses the pool global directly.
func.func @inner(%in: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %j = arith.remui %i, %c8 : index
    %v = memref.load %in[%j] : memref<8xf32>
    memref.store %v, %t[%i] : memref<32xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %s = arith.constant 0.0 : f32
    %r = scf.for %j = %c0 to %c32 step %c8 iter_args(%acc = %s) -> f32 {
      %k = arith.addi %j, %i : index
      %v = memref.load %t[%k] : memref<32xf32>
      %n = arith.addf %acc, %v : f32
      scf.yield %n : f32
    }
    memref.store %r, %out[%i] : memref<8xf32>
  }
  return
}

func.func @mid(%in: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %u = memref.alloc() : memref<8xf32>
  %c1 = arith.constant 1.0 : f32
  linalg.fill ins(%c1 : f32) outs(%t : memref<32xf32>)
  linalg.add ins(%in, %in : memref<8xf32>, memref<8xf32>) outs(%u : memref<8xf32>)
  call @inner(%u, %out) : (memref<8xf32>, memref<8xf32>) -> ()
  %sub = memref.subview %t[0] [8] [1] : memref<32xf32> to memref<8xf32, strided<[1]>>
  linalg.add ins(%out, %sub : memref<8xf32>, memref<8xf32, strided<[1]>>) outs(%out : memref<8xf32>)
  return
}

func.func @outer(%in: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<32xf32>
  %c2 = arith.constant 2.0 : f32
  linalg.fill ins(%c2 : f32) outs(%t : memref<32xf32>)
  call @mid(%in, %out) : (memref<8xf32>, memref<8xf32>) -> ()
  %sub = memref.subview %t[8] [8] [1] : memref<32xf32> to memref<8xf32, strided<[1], offset: 8>>
  linalg.mul ins(%out, %sub : memref<8xf32>, memref<8xf32, strided<[1], offset: 8>>) outs(%out : memref<8xf32>)
  return
}

func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    memref.store %f, %a[%i] : memref<8xf32>
  }
  call @outer(%a, %b) : (memref<8xf32>, memref<8xf32>) -> ()
  %u = memref.cast %b : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(memref<*xf32>)
