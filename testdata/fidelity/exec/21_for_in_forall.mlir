module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x16xf32>
    scf.forall (%arg0) in (6) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_0 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16xf32>)
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %2 = arith.index_cast %arg1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %4 = arith.addf %3, %1 : f32
        %alloc_1 = memref.alloc() : memref<16xf32>
        linalg.fill ins(%4 : f32) outs(%alloc_1 : memref<16xf32>)
        %alloc_2 = memref.alloc() : memref<16xf32>
        linalg.mul ins(%alloc_1, %alloc_1 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
        %alloc_3 = memref.alloc() : memref<16xf32>
        linalg.add ins(%alloc_0, %alloc_2 : memref<16xf32>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
        memref.copy %alloc_3, %alloc_0 : memref<16xf32> to memref<16xf32>
      }
      %subview = memref.subview %alloc[%arg0, 0] [1, 16] [1, 1] : memref<6x16xf32> to memref<16xf32, strided<[1], offset: ?>>
      memref.copy %alloc_0, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
    }
    %cast = memref.cast %alloc : memref<6x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

