module {
  func.func @pad(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<10x?xf32>, tensor<?x3xindex>) {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[1, %arg1] high[1, 2] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<8x8xf32> to tensor<10x?xf32>
    %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[2, 2] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<8x8xf32> to tensor<10x10xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg2: index, %arg3: index):
      %0 = arith.addi %arg2, %arg3 : index
      tensor.yield %0 : index
    } : tensor<?x3xindex>
    return %padded, %generated : tensor<10x?xf32>, tensor<?x3xindex>
  }
}

