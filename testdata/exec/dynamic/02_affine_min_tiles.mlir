// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Tiles of 8 over 21 elements: the last tile is smaller (affine.min).
#tile = affine_map<(d0) -> (8, -d0 + 21)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c21 = arith.constant 21 : index
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<21xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<21xf32>)
  scf.for %t = %c0 to %c21 step %c8 {
    %sz = affine.min #tile(%t)
    %tt = arith.index_cast %t : index to i32
    %ft = arith.sitofp %tt : i32 to f32
    %a = memref.alloc(%sz) : memref<?xf32>
    linalg.fill ins(%ft : f32) outs(%a : memref<?xf32>)
    %dst = memref.subview %out[%t] [%sz] [1] : memref<21xf32> to memref<?xf32, strided<[1], offset: ?>>
    %b = memref.alloc(%sz) : memref<?xf32>
    linalg.mul ins(%a, %dst : memref<?xf32>, memref<?xf32, strided<[1], offset: ?>>) outs(%b : memref<?xf32>)
    linalg.add ins(%b, %a : memref<?xf32>, memref<?xf32>) outs(%dst : memref<?xf32, strided<[1], offset: ?>>)
  }
  %u = memref.cast %out : memref<21xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
