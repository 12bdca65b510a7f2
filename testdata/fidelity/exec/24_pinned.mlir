module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc[%arg0] : memref<16xf32>
    }
    %alloc_0 = memref.alloc() {memopt.offset = 128 : i64} : memref<16xf32>
    linalg.add ins(%alloc, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc_0 : memref<16xf32>)
    %alloc_1 = memref.alloc() : memref<32xf32>
    %subview = memref.subview %alloc_1[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
    %subview_2 = memref.subview %alloc_1[16] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1], offset: 16>>
    linalg.mul ins(%alloc_0, %alloc : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1]>>)
    linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%subview_2 : memref<16xf32, strided<[1], offset: 16>>)
    %alloc_3 = memref.alloc() : memref<16xf32>
    linalg.sub ins(%subview, %alloc_0 : memref<16xf32, strided<[1]>>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
    %alloc_4 = memref.alloc() {memopt.offset = 0 : i64} : memref<16xf32>
    linalg.add ins(%alloc_3, %subview_2 : memref<16xf32>, memref<16xf32, strided<[1], offset: 16>>) outs(%alloc_4 : memref<16xf32>)
    %alloc_5 = memref.alloc() : memref<16xf32>
    linalg.mul ins(%alloc_4, %alloc_4 : memref<16xf32>, memref<16xf32>) outs(%alloc_5 : memref<16xf32>)
    %alloc_6 = memref.alloc() : memref<16xf32>
    linalg.add ins(%alloc_5, %alloc : memref<16xf32>, memref<16xf32>) outs(%alloc_6 : memref<16xf32>)
    %cast = memref.cast %alloc_6 : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

