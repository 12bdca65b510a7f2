// A row softmax at tensor level: max, exp of shifted values, sums,
// normalization (reductions with linalg.generic).
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant -1.0e+30 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%m0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%e1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<4x8xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4xf32>) outs(%ex : tensor<4x8xf32>) {
  ^bb0(%b: f32, %o: f32):
    %r = arith.divf %o, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %n : tensor<4x8xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<4x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %k, %c5 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  %r = call @softmax(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %u = tensor.cast %r : tensor<4x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
