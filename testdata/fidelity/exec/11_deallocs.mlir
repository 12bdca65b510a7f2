module {
  func.func @main() {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %alloc = memref.alloc() : memref<4x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x16xf32>)
    %alloc_1 = memref.alloc() : memref<4x16xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<4x16xf32>)
    %alloc_2 = memref.alloc() : memref<4x16xf32>
    linalg.add ins(%alloc, %alloc_1 : memref<4x16xf32>, memref<4x16xf32>) outs(%alloc_2 : memref<4x16xf32>)
    memref.dealloc %alloc : memref<4x16xf32>
    memref.dealloc %alloc_1 : memref<4x16xf32>
    %alloc_3 = memref.alloc() : memref<4x16xf32>
    linalg.mul ins(%alloc_2, %alloc_2 : memref<4x16xf32>, memref<4x16xf32>) outs(%alloc_3 : memref<4x16xf32>)
    %alloc_4 = memref.alloc() : memref<4x16xf32>
    linalg.add ins(%alloc_3, %alloc_3 : memref<4x16xf32>, memref<4x16xf32>) outs(%alloc_4 : memref<4x16xf32>)
    memref.dealloc %alloc_3 : memref<4x16xf32>
    %alloc_5 = memref.alloc() : memref<4x16xf32>
    linalg.sub ins(%alloc_4, %alloc_2 : memref<4x16xf32>, memref<4x16xf32>) outs(%alloc_5 : memref<4x16xf32>)
    memref.dealloc %alloc_2 : memref<4x16xf32>
    memref.dealloc %alloc_4 : memref<4x16xf32>
    %cast = memref.cast %alloc_5 : memref<4x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    memref.dealloc %alloc_5 : memref<4x16xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

