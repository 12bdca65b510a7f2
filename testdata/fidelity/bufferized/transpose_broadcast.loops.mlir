module {
  func.func @tb(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<16x8xf32> {
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    scf.for %arg2 = %c0 to %c16 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg2] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        memref.store %0, %alloc_0[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    scf.for %arg2 = %c0 to %c16 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg1[%arg3] : memref<8xf32, strided<[?], offset: ?>>
        memref.store %0, %alloc[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    scf.for %arg2 = %c0 to %c16 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %alloc_0[%arg2, %arg3] : memref<16x8xf32>
        %1 = memref.load %alloc[%arg2, %arg3] : memref<16x8xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    return %alloc : memref<16x8xf32>
  }
}

