module {
  func.func @branchy(%arg0: i1, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<16xf32, strided<[?], offset: ?>>) -> memref<16xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    %0 = scf.if %arg0 -> (memref<16xf32>) {
      linalg.add ins(%arg1, %arg2 : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[?], offset: ?>>) outs(%alloc : memref<16xf32>)
      scf.yield %alloc : memref<16xf32>
    } else {
      linalg.mul ins(%arg1, %arg2 : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[?], offset: ?>>) outs(%alloc : memref<16xf32>)
      scf.yield %alloc : memref<16xf32>
    }
    linalg.exp ins(%0 : memref<16xf32>) outs(%alloc : memref<16xf32>)
    %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
    return %alloc : memref<16xf32>
  }
}

