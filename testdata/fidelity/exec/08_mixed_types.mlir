module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<32xf32>
    %alloc_0 = memref.alloc() : memref<32xi32>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      memref.store %1, %alloc[%arg0] : memref<32xf32>
      %c3_i32 = arith.constant 3 : i32
      %2 = arith.muli %0, %c3_i32 : i32
      memref.store %2, %alloc_0[%arg0] : memref<32xi32>
    }
    %alloc_1 = memref.alloc() : memref<32xf64>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = memref.load %alloc[%arg0] : memref<32xf32>
      %1 = memref.load %alloc_0[%arg0] : memref<32xi32>
      %2 = arith.sitofp %1 : i32 to f32
      %3 = arith.addf %0, %2 : f32
      %4 = arith.extf %3 : f32 to f64
      memref.store %4, %alloc_1[%arg0] : memref<32xf64>
    }
    %alloc_2 = memref.alloc() : memref<32xi8>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = memref.load %alloc_1[%arg0] : memref<32xf64>
      %1 = arith.fptosi %0 : f64 to i8
      memref.store %1, %alloc_2[%arg0] : memref<32xi8>
    }
    %alloc_3 = memref.alloc() : memref<32x2xf64>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      %0 = memref.load %alloc_2[%arg0] : memref<32xi8>
      %1 = arith.sitofp %0 : i8 to f64
      %2 = memref.load %alloc_1[%arg0] : memref<32xf64>
      memref.store %1, %alloc_3[%arg0, %c0] : memref<32x2xf64>
      memref.store %2, %alloc_3[%arg0, %c1] : memref<32x2xf64>
    }
    %alloc_4 = memref.alloc() : memref<32x2xf32>
    scf.for %arg0 = %c0 to %c32 step %c1 {
      scf.for %arg1 = %c0 to %c1 step %c1 {
        %0 = memref.load %alloc_3[%arg0, %arg1] : memref<32x2xf64>
        %1 = memref.load %alloc_3[%arg0, %c1] : memref<32x2xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = arith.truncf %2 : f64 to f32
        memref.store %3, %alloc_4[%arg0, %arg1] : memref<32x2xf32>
        memref.store %3, %alloc_4[%arg0, %c1] : memref<32x2xf32>
      }
    }
    %cast = memref.cast %alloc_4 : memref<32x2xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

