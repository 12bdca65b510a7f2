module {
  func.func @softmax(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32> {
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant -3.40282347E+38 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      memref.store %cst, %alloc[%arg1] : memref<4xf32>
    }
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<4x16xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.maximumf %0, %1 : f32
        memref.store %2, %alloc[%arg1] : memref<4xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<4x16xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.subf %0, %1 : f32
        %3 = math.exp %2 : f32
        memref.store %3, %alloc_1[%arg1, %arg2] : memref<4x16xf32>
      }
    }
    scf.for %arg1 = %c0 to %c4 step %c1 {
      memref.store %cst_0, %alloc[%arg1] : memref<4xf32>
    }
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_1[%arg1, %arg2] : memref<4x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg1] : memref<4xf32>
      }
    }
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_1[%arg1, %arg2] : memref<4x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.divf %0, %1 : f32
        memref.store %2, %alloc_1[%arg1, %arg2] : memref<4x16xf32>
      }
    }
    return %alloc_1 : memref<4x16xf32>
  }
}

