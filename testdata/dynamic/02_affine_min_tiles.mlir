// A tiled loop over 10 elements with tiles of 4: the last tile is shorter
// (affine.min), and each tile gets a scratch buffer of the tile's dynamic
// size, bounded by 4 through the affine.min.
#tile = affine_map<(i) -> (4, 10 - i)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %two = arith.constant 2.0 : f32
  %in = memref.alloc() : memref<10xf32>
  %out = memref.alloc() : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<10xf32>
  }
  scf.for %i = %c0 to %c10 step %c4 {
    %sz = affine.min #tile(%i)
    %t = memref.alloc(%sz) : memref<?xf32>
    %u = memref.alloc(%sz) : memref<?xf32>
    %s = memref.subview %in[%i] [%sz] [1] : memref<10xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %s, %t : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
    linalg.fill ins(%two : f32) outs(%u : memref<?xf32>)
    linalg.mul ins(%t, %u : memref<?xf32>, memref<?xf32>) outs(%u : memref<?xf32>)
    %d = memref.subview %out[%i] [%sz] [1] : memref<10xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.add ins(%u, %t : memref<?xf32>, memref<?xf32>) outs(%d : memref<?xf32, strided<[1], offset: ?>>)
  }
  %v = memref.cast %out : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
