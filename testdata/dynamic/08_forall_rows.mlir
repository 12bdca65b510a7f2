// scf.forall over the rows of a 4x6 output; each thread works on a
// dynamic-size scratch of min(row + 2, 6) elements.
#len = affine_map<(i) -> (i + 2, 6)>
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<4x6xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<4x6xf32>)
  scf.forall (%r) in (4) {
    %n = affine.min #len(%r)
    %s = memref.alloc(%n) : memref<?xf32>
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    linalg.fill ins(%rf : f32) outs(%s : memref<?xf32>)
    %t = memref.alloc(%n) : memref<?xf32>
    linalg.mul ins(%s, %s : memref<?xf32>, memref<?xf32>) outs(%t : memref<?xf32>)
    %row = memref.subview %out[%r, 0] [1, %n] [1, 1] : memref<4x6xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.add ins(%t, %s : memref<?xf32>, memref<?xf32>) outs(%row : memref<?xf32, strided<[1], offset: ?>>)
  }
  %u = memref.cast %out : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
