module {
  func.func @work(%arg0: index, %arg1: memref<3x2x16xf32>) {
    scf.forall (%arg2) in (%arg0) {
      %0 = arith.index_cast %arg2 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc : memref<16xf32>)
      scf.forall (%arg3) in (2) {
        %2 = arith.index_cast %arg3 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %alloc_1 = memref.alloc() : memref<16xf32>
        linalg.fill ins(%3 : f32) outs(%alloc_1 : memref<16xf32>)
        %alloc_2 = memref.alloc() : memref<16xf32>
        linalg.sub ins(%alloc, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
        %subview_3 = memref.subview %arg1[%arg2, %arg3, 0] [1, 1, 16] [1, 1, 1] : memref<3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%alloc_2, %alloc_2 : memref<16xf32>, memref<16xf32>) outs(%subview_3 : memref<16xf32, strided<[1], offset: ?>>)
      }
      %alloc_0 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_0 : memref<16xf32>)
      %subview = memref.subview %arg1[%arg2, 0, 0] [1, 1, 16] [1, 1, 1] : memref<3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.add ins(%alloc_0, %subview : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
    }
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %alloc = memref.alloc() : memref<3x2x16xf32>
    %alloc_0 = memref.alloc() : memref<16xf32>
    %cst = arith.constant 1.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16xf32>)
    %alloc_1 = memref.alloc() : memref<16xf32>
    linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_1 : memref<16xf32>)
    call @work(%c3, %alloc) : (index, memref<3x2x16xf32>) -> ()
    %cast = memref.cast %alloc : memref<3x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %alloc_1 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

