// Sparse elements attributes: indices as i64 elements of shape [count,
// rank] (one index written alone is [1, rank]), values of the element type
// (one value alone is a splat), both printed as dense elements are; the
// empty form; as the value of arith.constant (bufferized to a
// memref.global initial value) and in attribute dictionaries.
func.func @sparse_constants() -> (tensor<4x4xf32>, tensor<8xi32>, tensor<2x3xf16>) {
  %0 = arith.constant sparse<[[0, 1], [2, 3]], [1.5, -2.0]> : tensor<4x4xf32>
  %1 = arith.constant sparse<[1, 5], [7, 7]> : tensor<8xi32>
  %2 = arith.constant sparse<[[1, 2]],  -2.0> : tensor<2x3xf16>
  "test.sparse_attrs"() {empty = sparse<> : tensor<4x4xf32>, bools = sparse<[[1, 1]], [true]> : vector<2x2xi1>, one = sparse<0, 1> : tensor<4xi64>} : () -> ()
  return %0, %1, %2 : tensor<4x4xf32>, tensor<8xi32>, tensor<2x3xf16>
}
