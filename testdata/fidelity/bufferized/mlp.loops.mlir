module {
  func.func @mlp(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x32xf32, strided<[?, ?], offset: ?>>, %arg2: memref<32x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32> {
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c32 step %c1 {
        memref.store %cst, %alloc[%arg3, %arg4] : memref<4x32xf32>
      }
    }
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c32 step %c1 {
        scf.for %arg5 = %c0 to %c16 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<4x16xf32, strided<[?, ?], offset: ?>>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<16x32xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %alloc[%arg3, %arg4] : memref<4x32xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc[%arg3, %arg4] : memref<4x32xf32>
        }
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c32 step %c1 {
        %0 = memref.load %alloc[%arg3, %arg4] : memref<4x32xf32>
        %1 = math.exp %0 : f32
        memref.store %1, %alloc_0[%arg3, %arg4] : memref<4x32xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        memref.store %cst, %alloc_1[%arg3, %arg4] : memref<4x8xf32>
      }
    }
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        scf.for %arg5 = %c0 to %c32 step %c1 {
          %0 = memref.load %alloc_0[%arg3, %arg5] : memref<4x32xf32>
          %1 = memref.load %arg2[%arg5, %arg4] : memref<32x8xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %alloc_1[%arg3, %arg4] : memref<4x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc_1[%arg3, %arg4] : memref<4x8xf32>
        }
      }
    }
    return %alloc_1 : memref<4x8xf32>
  }
}

