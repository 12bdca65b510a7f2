module {
  func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi1>, vector<f32>, vector<1x1x1xindex>)
  func.func private @tensors(tensor<4xf32>, tensor<?x8xi32>, tensor<*xf64>, tensor<f32>, tensor<0xi8>, tensor<2x?x?xcomplex<f32>>)
  func.func private @tensor_encoding(tensor<4x4xf32, "enc">, tensor<8xi32, {sparse = true}>)
  func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, f32, tuple<index>>)
  func.func private @function_types((i32) -> i32, () -> (), (i32, f32) -> (i64, index), (() -> ()) -> ((i32) -> i32))
  func.func private @dialect_types(!llvm.ptr, !llvm.ptr<1>, !llvm.struct<(i32, f32)>)
  func.func @encodings(%arg0: tensor<8xf32, 3 : i64>, %arg1: tensor<8xf32, 1.000000e+00 : f64>, %arg2: tensor<8xf32, [3, 1.000000e+00]>, %arg3: tensor<8xf32, 3 : i32>, %arg4: tensor<4xf32, {a = 3 : i64, b = 2.500000e+00 : f64}>, %arg5: memref<4xf32, 3>) -> tensor<8xf32, 3 : i64> {
    return %arg0 : tensor<8xf32, 3 : i64>
  }
}

