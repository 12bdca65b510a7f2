module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x3xf32>, %arg2: memref<4x3xf32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x3xf32>) outs(%arg2 : memref<4x3xf32>)
    return
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4x8xf32>
    %alloc_0 = memref.alloc() : memref<8x3xf32>
    %alloc_1 = memref.alloc() : memref<4x3xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    linalg.fill ins(%cst_2 : f32) outs(%alloc_0 : memref<8x3xf32>)
    linalg.fill ins(%cst_3 : f32) outs(%alloc_1 : memref<4x3xf32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_4 = arith.constant 5.000000e-01 : f32
    memref.store %cst_4, %alloc[%c0, %c1] : memref<4x8xf32>
    call @matmul(%alloc, %alloc_0, %alloc_1) : (memref<4x8xf32>, memref<8x3xf32>, memref<4x3xf32>) -> ()
    %cast = memref.cast %alloc_1 : memref<4x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc : memref<4x8xf32>
    memref.dealloc %alloc_0 : memref<8x3xf32>
    memref.dealloc %alloc_1 : memref<4x3xf32>
    return
  }
}

