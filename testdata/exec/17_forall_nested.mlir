// Nested scf.foralls with constant bounds: their buffers are hoisted into
// the function's arena, one slice per (outer, inner) thread. The inner
// threads read the outer thread's buffer; every thread writes its own row
// of the output.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 16 : index
  %out = memref.alloc() : memref<2x3x16xf32>
  %w = memref.alloc() : memref<16xf32>
  scf.for %k = %c0 to %c8 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    memref.store %f, %w[%k] : memref<16xf32>
  }
  scf.forall (%i) in (2) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%fi : f32) outs(%a : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.add ins(%a, %w : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.forall (%j) in (3) {
      %jj = arith.index_cast %j : index to i32
      %fj = arith.sitofp %jj : i32 to f32
      %c = memref.alloc() : memref<16xf32>
      linalg.fill ins(%fj : f32) outs(%c : memref<16xf32>)
      %d = memref.alloc() : memref<16xf32>
      linalg.mul ins(%b, %c : memref<16xf32>, memref<16xf32>) outs(%d : memref<16xf32>)
      %row = memref.subview %out[%i, %j, 0] [1, 1, 16] [1, 1, 1] : memref<2x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%d, %b : memref<16xf32>, memref<16xf32>) outs(%row : memref<16xf32, strided<[1], offset: ?>>)
    }
    %e = memref.alloc() : memref<16xf32>
    linalg.mul ins(%b, %b : memref<16xf32>, memref<16xf32>) outs(%e : memref<16xf32>)
    %row0 = memref.subview %out[%i, 0, 0] [1, 1, 16] [1, 1, 1] : memref<2x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%e, %row0 : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%row0 : memref<16xf32, strided<[1], offset: ?>>)
  }
  %after = memref.alloc() : memref<16xf32>
  linalg.add ins(%w, %w : memref<16xf32>, memref<16xf32>) outs(%after : memref<16xf32>)
  %u = memref.cast %out : memref<2x3x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %after : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
