// Existing memref.dealloc ops of merged buffers are removed with them.
func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4x16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4x16xf32>)
  %b = memref.alloc() : memref<4x16xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<4x16xf32>)
  %c = memref.alloc() : memref<4x16xf32>
  linalg.add ins(%a, %b : memref<4x16xf32>, memref<4x16xf32>) outs(%c : memref<4x16xf32>)
  memref.dealloc %a : memref<4x16xf32>
  memref.dealloc %b : memref<4x16xf32>
  %d = memref.alloc() : memref<4x16xf32>
  linalg.mul ins(%c, %c : memref<4x16xf32>, memref<4x16xf32>) outs(%d : memref<4x16xf32>)
  %e = memref.alloc() : memref<4x16xf32>
  linalg.add ins(%d, %d : memref<4x16xf32>, memref<4x16xf32>) outs(%e : memref<4x16xf32>)
  memref.dealloc %d : memref<4x16xf32>
  %out = memref.alloc() : memref<4x16xf32>
  linalg.sub ins(%e, %c : memref<4x16xf32>, memref<4x16xf32>) outs(%out : memref<4x16xf32>)
  memref.dealloc %c : memref<4x16xf32>
  memref.dealloc %e : memref<4x16xf32>
  %u = memref.cast %out : memref<4x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<4x16xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
