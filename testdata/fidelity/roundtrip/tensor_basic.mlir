module {
  func.func @basic(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<8x8xf32>, index, tensor<?x8xf32>, tensor<2xf32>) {
    %c0 = arith.constant 0 : index
    %0 = tensor.empty(%arg1) : tensor<?x8xf32>
    %extracted = tensor.extract %arg0[%c0, %c0] : tensor<8x8xf32>
    %inserted = tensor.insert %arg2 into %arg0[%c0, %arg1] : tensor<8x8xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<8x8xf32>
    %rank = tensor.rank %arg0 : tensor<8x8xf32>
    %1 = arith.addi %dim, %rank : index
    %cast = tensor.cast %arg0 : tensor<8x8xf32> to tensor<?x?xf32>
    %cast_0 = tensor.cast %cast : tensor<?x?xf32> to tensor<*xf32>
    %from_elements = tensor.from_elements %arg2, %extracted : tensor<2xf32>
    %splat = tensor.splat %arg2 : tensor<4x4xf32>
    %splat_1 = tensor.splat %arg2[%arg1] : tensor<?x8xf32>
    return %extracted, %inserted, %1, %splat_1, %from_elements : f32, tensor<8x8xf32>, index, tensor<?x8xf32>, tensor<2xf32>
  }
}

