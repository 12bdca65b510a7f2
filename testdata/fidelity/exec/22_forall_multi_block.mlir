module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() : memref<4x16xf32>
    scf.forall (%arg0) in (4) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_0 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_0 : memref<16xf32>)
      %alloc_1 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_1 : memref<16xf32>)
      %2 = arith.remui %arg0, %c2 : index
      %3 = arith.cmpi ne, %2, %c0 : index
      %subview = memref.subview %alloc[%arg0, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      scf.execute_region {
        %alloc_2 = memref.alloc() : memref<16xf32>
        linalg.add ins(%alloc_1, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
        cf.cond_br %3, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %alloc_3 = memref.alloc() : memref<16xf32>
        linalg.mul ins(%alloc_2, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
        memref.copy %alloc_3, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
        cf.br ^bb3
      ^bb2:  // pred: ^bb0
        %alloc_4 = memref.alloc() : memref<16xf32>
        linalg.sub ins(%alloc_2, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_4 : memref<16xf32>)
        memref.copy %alloc_4, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb1, ^bb2
        scf.yield
      }
    }
    %cast = memref.cast %alloc : memref<4x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

