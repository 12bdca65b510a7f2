module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<3x4x16xf32>
    %alloc_0 = memref.alloc() : memref<3x16xf32>
    scf.for %arg0 = %c0 to %c3 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_2 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_2 : memref<16xf32>)
      %subview = memref.subview %alloc_0[%arg0, 0] [1, 16] [1, 1] : memref<3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%alloc_2, %alloc_2 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
      scf.forall (%arg1) in (4) {
        %2 = arith.index_cast %arg1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %alloc_4 = memref.alloc() : memref<16xf32>
        linalg.fill ins(%3 : f32) outs(%alloc_4 : memref<16xf32>)
        %alloc_5 = memref.alloc() : memref<16xf32>
        linalg.add ins(%alloc_4, %subview : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%alloc_5 : memref<16xf32>)
        %subview_6 = memref.subview %alloc[%arg0, %arg1, 0] [1, 1, 16] [1, 1, 1] : memref<3x4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.mul ins(%alloc_5, %alloc_4 : memref<16xf32>, memref<16xf32>) outs(%subview_6 : memref<16xf32, strided<[1], offset: ?>>)
      }
      %alloc_3 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_3 : memref<16xf32>)
      linalg.add ins(%alloc_3, %subview : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
    }
    %cast = memref.cast %alloc : memref<3x4x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<3x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

