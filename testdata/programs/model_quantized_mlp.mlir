// An int8 quantized dense layer as a quantization-aware front end lowers
// it: quantized_matmul with zero points, a per-channel requantization in
// i64 arithmetic (multiply, rounding shift, clamp) and truncation to i8.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @qdense(%x: tensor<4x32xi8>, %w: tensor<32x16xi8>, %bias: tensor<16xi32>) -> tensor<4x16xi8> {
    %xzp = arith.constant -3 : i32
    %wzp = arith.constant 0 : i32
    %c0 = arith.constant 0 : i32
    %e = tensor.empty() : tensor<4x16xi32>
    %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<4x16xi32>) -> tensor<4x16xi32>
    %acc = linalg.quantized_matmul ins(%x, %w, %xzp, %wzp : tensor<4x32xi8>, tensor<32x16xi8>, i32, i32) outs(%f : tensor<4x16xi32>) -> tensor<4x16xi32>
    %mult = arith.constant dense<[1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000, 1073741824, 1518500250, 1276901417, 1900000000]> : tensor<16xi32>
    %oe = tensor.empty() : tensor<4x16xi8>
    %out = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%acc, %bias, %mult : tensor<4x16xi32>, tensor<16xi32>, tensor<16xi32>) outs(%oe : tensor<4x16xi8>) {
    ^bb0(%a: i32, %b: i32, %m: i32, %o: i8):
      %s = arith.addi %a, %b overflow<nsw> : i32
      %s64 = arith.extsi %s : i32 to i64
      %m64 = arith.extsi %m : i32 to i64
      %p = arith.muli %s64, %m64 : i64
      %round = arith.constant 1073741824 : i64
      %pr = arith.addi %p, %round : i64
      %shift = arith.constant 31 : i64
      %sh = arith.shrsi %pr, %shift : i64
      %lo = arith.constant -128 : i64
      %hi = arith.constant 127 : i64
      %c1 = arith.maxsi %sh, %lo : i64
      %c2 = arith.minsi %c1, %hi : i64
      %t = arith.trunci %c2 : i64 to i8
      linalg.yield %t : i8
    } -> tensor<4x16xi8>
    return %out : tensor<4x16xi8>
  }
}
