module {
  func.func @expand_reduce(%arg0: memref<64xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [8, 8] : memref<64xf32, strided<[?], offset: ?>> into memref<8x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8xf32>)
    linalg.reduce ins(%expand_shape : memref<8x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    return %alloc : memref<8xf32>
  }
}

