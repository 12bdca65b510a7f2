module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc[%arg0] : memref<16xf32>
    }
    %alloc_1 = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<16xf32>)
    %alloc_2 = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<16xf32>)
    scf.for %arg0 = %c0 to %c3 step %c1 {
      %alloc_4 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst_0 : f32) outs(%alloc_4 : memref<16xf32>)
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc[%arg1] : memref<16xf32>
        %1 = memref.load %alloc_4[%arg1] : memref<16xf32>
        %2 = arith.mulf %0, %1 : f32
        %3 = memref.load %alloc_1[%arg1] : memref<16xf32>
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %alloc_1[%arg1] : memref<16xf32>
        memref.store %4, %alloc_4[%arg1] : memref<16xf32>
      }
      %alloc_5 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_4, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_5 : memref<16xf32>)
      linalg.add ins(%alloc_5, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc : memref<16xf32>)
      %alloc_6 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_5, %alloc_2 : memref<16xf32>, memref<16xf32>) outs(%alloc_6 : memref<16xf32>)
      linalg.add ins(%alloc_6, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_1 : memref<16xf32>)
    }
    %alloc_3 = memref.alloc() : memref<16xf32>
    linalg.add ins(%alloc_1, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
    %cast = memref.cast %alloc_3 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

