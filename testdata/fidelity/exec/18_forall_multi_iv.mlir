module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<9x3x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<9x3x16xf32>)
    %alloc_0 = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16xf32>)
    scf.forall (%arg0, %arg1) = (1, 0) to (9, 3) step (3, 2) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %2, %0 : i32
      %4 = arith.sitofp %3 : i32 to f32
      %alloc_1 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%4 : f32) outs(%alloc_1 : memref<16xf32>)
      %alloc_2 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_1, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %5 = memref.load %alloc_2[%arg2] : memref<16xf32>
        %6 = arith.index_cast %arg2 : index to i32
        %7 = arith.sitofp %6 : i32 to f32
        %8 = arith.addf %5, %7 : f32
        memref.store %8, %alloc_2[%arg2] : memref<16xf32>
      }
      %alloc_3 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_2, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
      %subview = memref.subview %alloc[%arg0, %arg1, 0] [1, 1, 16] [1, 1, 1] : memref<9x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      %alloc_4 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_3, %alloc_3 : memref<16xf32>, memref<16xf32>) outs(%alloc_4 : memref<16xf32>)
      memref.copy %alloc_4, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
    }
    %cast = memref.cast %alloc : memref<9x3x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

