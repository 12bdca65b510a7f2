module {
  func.func @basic_block(%arg0: memref<1x8x8x16xf32>, %arg1: memref<3x3x16x16xf32>, %arg2: memref<3x3x16x16xf32>, %arg3: memref<16xf32>, %arg4: memref<1x6x6x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x10x10x16xf32>)
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 8, 8, 16] [1, 1, 1, 1] : memref<1x10x10x16xf32> to memref<1x8x8x16xf32, strided<[1600, 160, 16, 1], offset: 176>>
    memref.copy %arg0, %subview : memref<1x8x8x16xf32> to memref<1x8x8x16xf32, strided<[1600, 160, 16, 1], offset: 176>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<1x8x8x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc, %arg1 : memref<1x10x10x16xf32>, memref<3x3x16x16xf32>) outs(%alloc_0 : memref<1x8x8x16xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.broadcast ins(%arg3 : memref<16xf32>) outs(%alloc_1 : memref<1x8x8x16xf32>) dimensions = [0, 1, 2] 
    linalg.add ins(%alloc_0, %alloc_1 : memref<1x8x8x16xf32>, memref<1x8x8x16xf32>) outs(%alloc_0 : memref<1x8x8x16xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<1x8x8x16xf32>)
    linalg.max ins(%alloc_0, %alloc_2 : memref<1x8x8x16xf32>, memref<1x8x8x16xf32>) outs(%alloc_0 : memref<1x8x8x16xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<1x6x6x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc_0, %arg2 : memref<1x8x8x16xf32>, memref<3x3x16x16xf32>) outs(%alloc_3 : memref<1x6x6x16xf32>)
    %subview_4 = memref.subview %arg0[0, 1, 1, 0] [1, 6, 6, 16] [1, 1, 1, 1] : memref<1x8x8x16xf32> to memref<1x6x6x16xf32, strided<[1024, 128, 16, 1], offset: 144>>
    linalg.add ins(%alloc_3, %subview_4 : memref<1x6x6x16xf32>, memref<1x6x6x16xf32, strided<[1024, 128, 16, 1], offset: 144>>) outs(%alloc_3 : memref<1x6x6x16xf32>)
    %subview_5 = memref.subview %alloc_2[0, 0, 0, 0] [1, 6, 6, 16] [1, 1, 1, 1] : memref<1x8x8x16xf32> to memref<1x6x6x16xf32, strided<[1024, 128, 16, 1]>>
    linalg.max ins(%alloc_3, %subview_5 : memref<1x6x6x16xf32>, memref<1x6x6x16xf32, strided<[1024, 128, 16, 1]>>) outs(%arg4 : memref<1x6x6x16xf32>)
    memref.dealloc %alloc : memref<1x10x10x16xf32>
    memref.dealloc %alloc_0 : memref<1x8x8x16xf32>
    memref.dealloc %alloc_1 : memref<1x8x8x16xf32>
    memref.dealloc %alloc_2 : memref<1x8x8x16xf32>
    memref.dealloc %alloc_3 : memref<1x6x6x16xf32>
    return
  }
}

