// DYNAMIC-LEFT: 1
// STATIC-LEFT: 1
// A size read from memory has no bound: that buffer stays a run-time
// allocation; the bounded one beside it is planned.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2.0 : f32
  %sizes = memref.alloc() : memref<2xindex>
  memref.store %c6, %sizes[%c0] : memref<2xindex>
  %n = memref.load %sizes[%c0] : memref<2xindex>
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%a : memref<?xf32>)
  %m = affine.min affine_map<(d0) -> (d0, 8)>(%n)
  %b = memref.alloc(%m) : memref<?xf32>
  linalg.add ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%b : memref<?xf32>)
  %out = memref.alloc() : memref<8xf32>
  linalg.fill ins(%two : f32) outs(%out : memref<8xf32>)
  %dst = memref.subview %out[0] [%m] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
  memref.copy %b, %dst : memref<?xf32> to memref<?xf32, strided<[1]>>
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
