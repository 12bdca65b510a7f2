// A ResNet basic block as a front end emits it on buffers after
// bufferization: two 3x3 convolutions, bias broadcast with
// linalg.broadcast, the residual add and ReLU with named elementwise ops,
// temporaries allocated with memref.alloc.
module {
  func.func @basic_block(%x: memref<1x8x8x16xf32>, %w1: memref<3x3x16x16xf32>, %w2: memref<3x3x16x16xf32>, %b: memref<16xf32>, %y: memref<1x6x6x16xf32>) {
    %zero = arith.constant 0.0 : f32
    %pad = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x16xf32>
    linalg.fill ins(%zero : f32) outs(%pad : memref<1x10x10x16xf32>)
    %inner = memref.subview %pad[0, 1, 1, 0] [1, 8, 8, 16] [1, 1, 1, 1] : memref<1x10x10x16xf32> to memref<1x8x8x16xf32, strided<[1600, 160, 16, 1], offset: 176>>
    memref.copy %x, %inner : memref<1x8x8x16xf32> to memref<1x8x8x16xf32, strided<[1600, 160, 16, 1], offset: 176>>
    %t1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.fill ins(%zero : f32) outs(%t1 : memref<1x8x8x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%pad, %w1 : memref<1x10x10x16xf32>, memref<3x3x16x16xf32>) outs(%t1 : memref<1x8x8x16xf32>)
    %bias = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.broadcast ins(%b : memref<16xf32>) outs(%bias : memref<1x8x8x16xf32>) dimensions = [0, 1, 2]
    linalg.add ins(%t1, %bias : memref<1x8x8x16xf32>, memref<1x8x8x16xf32>) outs(%t1 : memref<1x8x8x16xf32>)
    %zeros = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x16xf32>
    linalg.fill ins(%zero : f32) outs(%zeros : memref<1x8x8x16xf32>)
    linalg.max ins(%t1, %zeros : memref<1x8x8x16xf32>, memref<1x8x8x16xf32>) outs(%t1 : memref<1x8x8x16xf32>)
    %t2 = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x16xf32>
    linalg.fill ins(%zero : f32) outs(%t2 : memref<1x6x6x16xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%t1, %w2 : memref<1x8x8x16xf32>, memref<3x3x16x16xf32>) outs(%t2 : memref<1x6x6x16xf32>)
    %skip = memref.subview %x[0, 1, 1, 0] [1, 6, 6, 16] [1, 1, 1, 1] : memref<1x8x8x16xf32> to memref<1x6x6x16xf32, strided<[1024, 128, 16, 1], offset: 144>>
    linalg.add ins(%t2, %skip : memref<1x6x6x16xf32>, memref<1x6x6x16xf32, strided<[1024, 128, 16, 1], offset: 144>>) outs(%t2 : memref<1x6x6x16xf32>)
    %z6 = memref.subview %zeros[0, 0, 0, 0] [1, 6, 6, 16] [1, 1, 1, 1] : memref<1x8x8x16xf32> to memref<1x6x6x16xf32, strided<[1024, 128, 16, 1]>>
    linalg.max ins(%t2, %z6 : memref<1x6x6x16xf32>, memref<1x6x6x16xf32, strided<[1024, 128, 16, 1]>>) outs(%y : memref<1x6x6x16xf32>)
    memref.dealloc %pad : memref<1x10x10x16xf32>
    memref.dealloc %t1 : memref<1x8x8x16xf32>
    memref.dealloc %bias : memref<1x8x8x16xf32>
    memref.dealloc %zeros : memref<1x8x8x16xf32>
    memref.dealloc %t2 : memref<1x6x6x16xf32>
    return
  }
}
