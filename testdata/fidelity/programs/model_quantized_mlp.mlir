#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @qdense(%arg0: tensor<4x32xi8>, %arg1: tensor<32x16xi8>, %arg2: tensor<16xi32>) -> tensor<4x16xi8> {
    %c-3_i32 = arith.constant -3 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<4x16xi32>
    %1 = linalg.fill ins(%c0_i32_0 : i32) outs(%0 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %2 = linalg.quantized_matmul ins(%arg0, %arg1, %c-3_i32, %c0_i32 : tensor<4x32xi8>, tensor<32x16xi8>, i32, i32) outs(%1 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %cst = arith.constant dense<[1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000]> : tensor<16xi32>
    %3 = tensor.empty() : tensor<4x16xi8>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2, %cst : tensor<4x16xi32>, tensor<16xi32>, tensor<16xi32>) outs(%3 : tensor<4x16xi8>) {
    ^bb0(%in: i32, %in_1: i32, %in_2: i32, %out: i8):
      %5 = arith.addi %in, %in_1 overflow<nsw> : i32
      %6 = arith.extsi %5 : i32 to i64
      %7 = arith.extsi %in_2 : i32 to i64
      %8 = arith.muli %6, %7 : i64
      %c1073741824_i64 = arith.constant 1073741824 : i64
      %9 = arith.addi %8, %c1073741824_i64 : i64
      %c31_i64 = arith.constant 31 : i64
      %10 = arith.shrsi %9, %c31_i64 : i64
      %c-128_i64 = arith.constant -128 : i64
      %c127_i64 = arith.constant 127 : i64
      %11 = arith.maxsi %10, %c-128_i64 : i64
      %12 = arith.minsi %11, %c127_i64 : i64
      %13 = arith.trunci %12 : i64 to i8
      linalg.yield %13 : i8
    } -> tensor<4x16xi8>
    return %4 : tensor<4x16xi8>
  }
}

