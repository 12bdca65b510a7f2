// EXEC: bufferize
// A row softmax-like computation at tensor level (max, shifted values,
// sums, normalization) bufferized by mlir-opt --one-shot-bufferize.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmaxish(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant -1.0e+30 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x16xf32>) outs(%m0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %sh = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<8x16xf32>, tensor<8xf32>) outs(%e1 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %q = arith.mulf %d, %d : f32
    %one = arith.constant 1.0 : f32
    %r = arith.addf %q, %one : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%sh : tensor<8x16xf32>) outs(%s0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<8x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%sh, %s : tensor<8x16xf32>, tensor<8xf32>) outs(%e3 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %e4 = tensor.empty() : tensor<8x16xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x16xf32>) outs(%e4 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %e5 = tensor.empty() : tensor<8x16xf32>
  %n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %u : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e5 : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %n : tensor<8x16xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<8x16xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c13 = arith.constant 13 : index
    %m = arith.remui %k, %c13 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8x16xf32>
  %r = call @softmaxish(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %u = tensor.cast %r : tensor<8x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
