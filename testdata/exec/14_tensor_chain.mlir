// EXEC: bufferize
// An elementwise/matmul chain at tensor level with several large
// temporaries, bufferized by mlir-opt --one-shot-bufferize.
#id = affine_map<(i, j) -> (i, j)>
func.func @chain(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x16xf32>) outs(%e0 : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %c = arith.constant 0.125 : f32
    %r = arith.mulf %v, %c : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.addf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %e3 = tensor.empty() : tensor<16x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %d = linalg.matmul ins(%c, %a : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e4 = tensor.empty() : tensor<16x16xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<16x16xf32>) outs(%e4 : tensor<16x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %k = arith.constant 0.001 : f32
    %r = arith.mulf %v, %k : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %e5 = tensor.empty() : tensor<16x16xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g = linalg.matmul ins(%e, %e : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %g : tensor<16x16xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<16x16xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<16x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %k, %c5 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<16x16xf32>
  %r = call @chain(%x) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = tensor.cast %r : tensor<16x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
