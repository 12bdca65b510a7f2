module {
  func.func @tensors(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<10x10xf32>, tensor<2x4x8xf32>, tensor<?xf32>, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant -1.000000e+00 : f32
    %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<8x8xf32> to tensor<10x10xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 4] [2, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x4xf32>
    %0 = linalg.add ins(%extracted_slice, %extracted_slice : tensor<4x4xf32>, tensor<4x4xf32>) outs(%cst_0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %0 into %padded[3, 3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<10x10xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %collapsed = tensor.collapse_shape %expanded [[0, 1, 2]] : tensor<2x4x8xf32> into tensor<64xf32>
    %cast = tensor.cast %collapsed : tensor<64xf32> to tensor<?xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg2: index):
      %1 = arith.index_cast %arg2 : index to i32
      %2 = arith.sitofp %1 : i32 to f32
      tensor.yield %2 : f32
    } : tensor<?xf32>
    %extracted = tensor.extract %inserted_slice[%c1, %c1] : tensor<10x10xf32>
    %from_elements = tensor.from_elements %extracted, %cst, %extracted : tensor<3xf32>
    %inserted = tensor.insert %extracted into %expanded[%c0, %c1, %c1] : tensor<2x4x8xf32>
    %dim = tensor.dim %generated, %c0 : tensor<?xf32>
    %rank = tensor.rank %generated : tensor<?xf32>
    %concat = tensor.concat dim(0) %cast, %generated : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %splat = tensor.splat %extracted : tensor<4xf32>
    return %inserted_slice, %inserted, %concat, %extracted : tensor<10x10xf32>, tensor<2x4x8xf32>, tensor<?xf32>, f32
  }
}

