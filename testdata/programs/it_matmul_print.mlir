// Integration-test style: a memref matmul whose result is printed through
// the runner utilities.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x3xf32>, %C: memref<4x3xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x3xf32>)
                outs(%C : memref<4x3xf32>)
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x8xf32>
  %B = memref.alloc() : memref<8x3xf32>
  %C = memref.alloc() : memref<4x3xf32>
  %cf1 = arith.constant 1.00000e+00 : f32
  %cf2 = arith.constant 2.0 : f32
  %cf0 = arith.constant 0.0 : f32
  linalg.fill ins(%cf1 : f32) outs(%A : memref<4x8xf32>)
  linalg.fill ins(%cf2 : f32) outs(%B : memref<8x3xf32>)
  linalg.fill ins(%cf0 : f32) outs(%C : memref<4x3xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 0.5 : f32
  memref.store %v, %A[%c0, %c1] : memref<4x8xf32>
  call @matmul(%A, %B, %C) : (memref<4x8xf32>, memref<8x3xf32>, memref<4x3xf32>) -> ()
  %U = memref.cast %C : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4x8xf32>
  memref.dealloc %B : memref<8x3xf32>
  memref.dealloc %C : memref<4x3xf32>
  return
}
