// scf.forall bodies are allocation scopes of their own: the temporaries
// inside get a merged buffer inside the body; a buffer of the function
// used inside is extended over the whole forall.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %w = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %w[%i] : memref<16xf32>
  }
  %out = memref.alloc() : memref<4x16xf32>
  scf.forall (%t) in (4) {
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%tf : f32) outs(%a : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.mul ins(%a, %w : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    %c = memref.alloc() : memref<16xf32>
    linalg.add ins(%b, %b : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
    %d = memref.alloc() : memref<16xf32>
    linalg.mul ins(%c, %c : memref<16xf32>, memref<16xf32>) outs(%d : memref<16xf32>)
    linalg.add ins(%d, %c : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
    %row = memref.subview %out[%t, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%c, %w : memref<16xf32>, memref<16xf32>) outs(%row : memref<16xf32, strided<[1], offset: ?>>)
  }
  %pre = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%pre : memref<16xf32>)
  linalg.add ins(%pre, %w : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
  %after = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%after : memref<16xf32>)
  linalg.add ins(%after, %w : memref<16xf32>, memref<16xf32>) outs(%after : memref<16xf32>)
  %u = memref.cast %out : memref<4x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %after : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
