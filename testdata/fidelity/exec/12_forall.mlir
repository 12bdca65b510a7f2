module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc[%arg0] : memref<16xf32>
    }
    %alloc_0 = memref.alloc() : memref<4x16xf32>
    scf.forall (%arg0) in (4) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_4 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_4 : memref<16xf32>)
      %alloc_5 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_4, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc_5 : memref<16xf32>)
      %alloc_6 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_5, %alloc_5 : memref<16xf32>, memref<16xf32>) outs(%alloc_6 : memref<16xf32>)
      %alloc_7 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_6, %alloc_6 : memref<16xf32>, memref<16xf32>) outs(%alloc_7 : memref<16xf32>)
      linalg.add ins(%alloc_7, %alloc_6 : memref<16xf32>, memref<16xf32>) outs(%alloc_6 : memref<16xf32>)
      %subview = memref.subview %alloc_0[%arg0, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%alloc_6, %alloc : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
    }
    %alloc_1 = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<16xf32>)
    linalg.add ins(%alloc_1, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc : memref<16xf32>)
    %alloc_2 = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<16xf32>)
    linalg.add ins(%alloc_2, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
    %cast = memref.cast %alloc_0 : memref<4x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_3 = memref.cast %alloc_2 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

