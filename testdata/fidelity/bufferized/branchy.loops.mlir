module {
  func.func @branchy(%arg0: i1, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<16xf32, strided<[?], offset: ?>>) -> memref<16xf32> {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    %0 = scf.if %arg0 -> (memref<16xf32>) {
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = memref.load %arg1[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %2 = memref.load %arg2[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %3 = arith.addf %1, %2 : f32
        memref.store %3, %alloc[%arg3] : memref<16xf32>
      }
      scf.yield %alloc : memref<16xf32>
    } else {
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = memref.load %arg1[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %2 = memref.load %arg2[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %3 = arith.mulf %1, %2 : f32
        memref.store %3, %alloc[%arg3] : memref<16xf32>
      }
      scf.yield %alloc : memref<16xf32>
    }
    scf.for %arg3 = %c0 to %c16 step %c1 {
      %1 = memref.load %0[%arg3] : memref<16xf32>
      %2 = math.exp %1 : f32
      memref.store %2, %alloc[%arg3] : memref<16xf32>
    }
    return %alloc : memref<16xf32>
  }
}

