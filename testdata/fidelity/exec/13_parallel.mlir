module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<6x16xf32>
    %alloc_0 = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc_0[%arg0] : memref<16xf32>
    }
    scf.parallel (%arg0) = (%c0) to (%c6) step (%c1) {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %alloc_1 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc_1 : memref<16xf32>)
      %alloc_2 = memref.alloc() : memref<16xf32>
      linalg.add ins(%alloc_1, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_2 : memref<16xf32>)
      %alloc_3 = memref.alloc() : memref<16xf32>
      linalg.mul ins(%alloc_2, %alloc_2 : memref<16xf32>, memref<16xf32>) outs(%alloc_3 : memref<16xf32>)
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %2 = memref.load %alloc_3[%arg1] : memref<16xf32>
        memref.store %2, %alloc[%arg0, %arg1] : memref<6x16xf32>
      }
      scf.reduce 
    }
    %cast = memref.cast %alloc : memref<6x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

