// linalg.batch_matmul followed by a reduction over the batch.
#id3 = affine_map<(b, i, j) -> (b, i, j)>
#red = affine_map<(b, i, j) -> (i, j)>
func.func @bmm(%a: tensor<2x3x4xf32>, %b: tensor<2x4x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %m = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x2xf32>) outs(%f : tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %e2 = tensor.empty() : tensor<3x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %s = linalg.generic {indexing_maps = [#id3, #red], iterator_types = ["reduction", "parallel", "parallel"]} ins(%m : tensor<2x3x2xf32>) outs(%f2 : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<3x2xf32>
  return %s : tensor<3x2xf32>
}

func.func @main() {
  %e0 = tensor.empty() : tensor<2x3x4xf32>
  %a = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e0 : tensor<2x3x4xf32>) {
  ^bb0(%o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %s = arith.addi %b, %i : index
    %t = arith.muli %s, %j : index
    %n = arith.index_cast %t : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x3x4xf32>
  %b = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]], [[0.5, 0.5], [-1.0, 2.0], [0.0, 0.0], [1.0, 3.0]]]> : tensor<2x4x2xf32>
  %r = call @bmm(%a, %b) : (tensor<2x3x4xf32>, tensor<2x4x2xf32>) -> tensor<3x2xf32>
  %u = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
