module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<2x3x16xf32>
    %alloc_0 = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc_0[%arg0] : memref<16xf32>
    }
    scf.forall (%arg0) in (2) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_3 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_3 : memref<16xf32>)
      %alloc_4 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_3, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_4 : memref<16xf32>)
      scf.forall (%arg1) in (3) {
        %2 = arith.index_cast %arg1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %alloc_6 = memref.alloc() : memref<16xf32>
        linalg.fill ins(%3 : f32) outs(%alloc_6 : memref<16xf32>)
        %alloc_7 = memref.alloc() : memref<16xf32>
        linalg.mul ins(%alloc_4, %alloc_6 : memref<16xf32>, memref<16xf32>) outs(%alloc_7 : memref<16xf32>)
        %subview_8 = memref.subview %alloc[%arg0, %arg1, 0] [1, 1, 16] [1, 1, 1] : memref<2x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%alloc_7, %alloc_4 : memref<16xf32>, memref<16xf32>) outs(%subview_8 : memref<16xf32, strided<[1], offset: ?>>)
      }
      %alloc_5 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_4, %alloc_4 : memref<16xf32>, memref<16xf32>) outs(%alloc_5 : memref<16xf32>)
      %subview = memref.subview %alloc[%arg0, 0, 0] [1, 1, 16] [1, 1, 1] : memref<2x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%alloc_5, %subview : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
    }
    %alloc_1 = memref.alloc() : memref<16xf32>
    linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_1 : memref<16xf32>)
    %cast = memref.cast %alloc : memref<2x3x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %alloc_1 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

