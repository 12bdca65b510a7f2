module {
  func.func @matmul_relu(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    memref.copy %alloc, %alloc_0 : memref<8x8xf32> to memref<8x8xf32>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        scf.for %arg4 = %c0 to %c16 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg4] : memref<8x16xf32, strided<[?, ?], offset: ?>>
          %1 = memref.load %arg1[%arg4, %arg3] : memref<16x8xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %alloc_0[%arg2, %arg3] : memref<8x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc_0[%arg2, %arg3] : memref<8x8xf32>
        }
      }
    }
    scf.for %arg2 = %c0 to %c8 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %alloc_0[%arg2, %arg3] : memref<8x8xf32>
        %1 = memref.load %alloc[%arg2, %arg3] : memref<8x8xf32>
        %2 = arith.maximumf %0, %1 : f32
        memref.store %2, %alloc[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    return %alloc : memref<8x8xf32>
  }
}

