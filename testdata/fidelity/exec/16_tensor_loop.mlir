#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @iterate(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %arg0) -> (tensor<16x16xf32>) {
      %5 = tensor.empty() : tensor<16x16xf32>
      %6 = linalg.mul ins(%arg2, %arg2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) -> tensor<16x16xf32>
      %7 = tensor.empty() : tensor<16x16xf32>
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<16x16xf32>) -> tensor<16x16xf32>
      %9 = linalg.matmul ins(%6, %arg0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) -> tensor<16x16xf32>
      %10 = tensor.empty() : tensor<16x16xf32>
      %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<16x16xf32>) outs(%10 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %cst_0 = arith.constant 0.00999999977 : f32
        %13 = arith.mulf %in, %cst_0 : f32
        linalg.yield %13 : f32
      } -> tensor<16x16xf32>
      %12 = linalg.add ins(%11, %arg2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%arg2 : tensor<16x16xf32>) -> tensor<16x16xf32>
      scf.yield %12 : tensor<16x16xf32>
    }
    %1 = tensor.empty() : tensor<16x16xf32>
    %2 = linalg.sub ins(%0, %arg0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%1 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %3 = tensor.empty() : tensor<16x16xf32>
    %4 = linalg.mul ins(%2, %2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%3 : tensor<16x16xf32>) -> tensor<16x16xf32>
    return %4 : tensor<16x16xf32>
  }
  func.func @main() {
    %0 = tensor.empty() : tensor<16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<16x16xf32>) {
    ^bb0(%out: f32):
      %3 = linalg.index 0 : index
      %4 = linalg.index 1 : index
      %5 = arith.muli %3, %4 : index
      %c3 = arith.constant 3 : index
      %6 = arith.remui %5, %c3 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %9 = arith.mulf %8, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<16x16xf32>
    %2 = call @iterate(%1) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cast = tensor.cast %2 : tensor<16x16xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(tensor<*xf32>)
}

