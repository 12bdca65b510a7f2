module {
  func.func @pad_conv(%arg0: memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x8x8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x3xf32>
    linalg.map outs(%alloc : memref<1x10x10x3xf32>)
      (%init: f32) {
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 8, 8, 3] [1, 1, 1, 1] : memref<1x10x10x3xf32> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    memref.copy %arg0, %subview : memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<1x8x8x4xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc, %arg1 : memref<1x10x10x3xf32>, memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%alloc_0 : memref<1x8x8x4xf32>)
    memref.dealloc %alloc : memref<1x10x10x3xf32>
    return %alloc_0 : memref<1x8x8x4xf32>
  }
}

