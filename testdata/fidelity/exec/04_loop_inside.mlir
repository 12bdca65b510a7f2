module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<8x8xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<8x8xf32>)
    %alloc_1 = memref.alloc() : memref<8x8xf32>
    scf.for %arg0 = %c0 to %c4 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %2 = arith.addf %1, %cst : f32
      %alloc_3 = memref.alloc() : memref<8x8xf32>
      linalg.fill ins(%2 : f32) outs(%alloc_3 : memref<8x8xf32>)
      %alloc_4 = memref.alloc() : memref<8x8xf32>
      linalg.mul ins(%alloc_3, %alloc_3 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_4 : memref<8x8xf32>)
      %alloc_5 = memref.alloc() : memref<8x8xf32>
      linalg.add ins(%alloc_4, %alloc : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_5 : memref<8x8xf32>)
      %alloc_6 = memref.alloc() : memref<8x8xf32>
      linalg.fill ins(%cst_0 : f32) outs(%alloc_6 : memref<8x8xf32>)
      linalg.matmul ins(%alloc_5, %alloc_5 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc_6 : memref<8x8xf32>)
      linalg.add ins(%alloc, %alloc_5 : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc : memref<8x8xf32>)
      memref.store %1, %alloc[%arg0, %arg0] : memref<8x8xf32>
      linalg.copy ins(%alloc_6 : memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>)
    }
    %cast = memref.cast %alloc_1 : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %alloc : memref<8x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

