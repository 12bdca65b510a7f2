module {
  func.func @main() {
    %alloc = memref.alloc() : memref<2x3x2x16xf32>
    scf.forall (%arg0, %arg1, %arg2) in (2, 3, 2) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.index_cast %arg2 : index to i32
      %c100_i32 = arith.constant 100 : i32
      %c10_i32 = arith.constant 10 : i32
      %3 = arith.muli %0, %c100_i32 : i32
      %4 = arith.muli %1, %c10_i32 : i32
      %5 = arith.addi %3, %4 : i32
      %6 = arith.addi %5, %2 : i32
      %7 = arith.sitofp %6 : i32 to f32
      %alloc_0 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%7 : f32) outs(%alloc_0 : memref<16xf32>)
      %alloc_1 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_1 : memref<16xf32>)
      %subview = memref.subview %alloc[%arg0, %arg1, %arg2, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      %alloc_2 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_1, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
      linalg.sub ins(%alloc_2, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
    }
    %cast = memref.cast %alloc : memref<2x3x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

