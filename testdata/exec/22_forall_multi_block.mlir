// A forall whose body holds a region with several blocks (scf.execute_region
// with branches): odd threads take one path, even threads the other.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %out = memref.alloc() : memref<4x16xf32>
  scf.forall (%i) in (4) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %p = memref.alloc() : memref<16xf32>
    linalg.fill ins(%fi : f32) outs(%p : memref<16xf32>)
    %a = memref.alloc() : memref<16xf32>
    linalg.add ins(%p, %p : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
    %r = arith.remui %i, %c2 : index
    %odd = arith.cmpi ne, %r, %c0 : index
    %row = memref.subview %out[%i, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    scf.execute_region {
      %b = memref.alloc() : memref<16xf32>
      linalg.add ins(%a, %a : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
      cf.cond_br %odd, ^bb1, ^bb2
    ^bb1:
      %c = memref.alloc() : memref<16xf32>
      linalg.mul ins(%b, %a : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
      memref.copy %c, %row : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
      cf.br ^bb3
    ^bb2:
      %d = memref.alloc() : memref<16xf32>
      linalg.sub ins(%b, %a : memref<16xf32>, memref<16xf32>) outs(%d : memref<16xf32>)
      memref.copy %d, %row : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
      cf.br ^bb3
    ^bb3:
      scf.yield
    }
  }
  %v = memref.cast %out : memref<4x16xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
