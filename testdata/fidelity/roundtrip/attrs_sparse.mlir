module {
  func.func @sparse_constants() -> (tensor<4x4xf32>, tensor<8xi32>, tensor<2x3xf16>) {
    %cst = arith.constant sparse<[[0, 1], [2, 3]], [1.500000e+00, -2.000000e+00]> : tensor<4x4xf32>
    %cst_0 = arith.constant sparse<[1, 5], 7> : tensor<8xi32>
    %cst_1 = arith.constant sparse<[[1, 2]], -2.000000e+00> : tensor<2x3xf16>
    "test.sparse_attrs"() {bools = sparse<1, true> : vector<2x2xi1>, empty = sparse<> : tensor<4x4xf32>, one = sparse<0, 1> : tensor<4xi64>} : () -> ()
    return %cst, %cst_0, %cst_1 : tensor<4x4xf32>, tensor<8xi32>, tensor<2x3xf16>
  }
}

