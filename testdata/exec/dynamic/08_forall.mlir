// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Every thread of a forall allocates i+1 floats: hoisted into the
// function's arena, one slice per thread, each at the bound (4 floats).
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<4x4xf32>)
  scf.forall (%i) in (4) {
    %n = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %ii = arith.index_cast %n : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%fi : f32) outs(%a : memref<?xf32>)
    %b = memref.alloc(%n) : memref<?xf32>
    linalg.mul ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%b : memref<?xf32>)
    %dst = memref.subview %out[%i, 0] [1, %n] [1, 1] : memref<4x4xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %b, %dst : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  }
  %u = memref.cast %out : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
