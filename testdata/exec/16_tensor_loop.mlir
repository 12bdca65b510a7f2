// EXEC: bufferize
// A tensor-level loop: the scf.for carries a tensor (its buffer is
// loop-carried and left alone), while the temporaries computed in the body
// and after the loop are merged.
#id = affine_map<(i, j) -> (i, j)>
func.func @iterate(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<16x16xf32>) {
    %e0 = tensor.empty() : tensor<16x16xf32>
    %sq = linalg.mul ins(%acc, %acc : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e0 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %e1 = tensor.empty() : tensor<16x16xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %mm = linalg.matmul ins(%sq, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %e2 = tensor.empty() : tensor<16x16xf32>
    %sc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %k = arith.constant 0.01 : f32
      %w = arith.mulf %v, %k : f32
      linalg.yield %w : f32
    } -> tensor<16x16xf32>
    %next = linalg.add ins(%sc, %acc : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
    scf.yield %next : tensor<16x16xf32>
  }
  %e4 = tensor.empty() : tensor<16x16xf32>
  %t = linalg.sub ins(%r, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e5 = tensor.empty() : tensor<16x16xf32>
  %out = linalg.mul ins(%t, %t : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %out : tensor<16x16xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<16x16xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<16x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c3 = arith.constant 3 : index
    %m = arith.remui %k, %c3 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    %h = arith.constant 0.25 : f32
    %g = arith.mulf %f, %h : f32
    linalg.yield %g : f32
  } -> tensor<16x16xf32>
  %r = call @iterate(%x) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = tensor.cast %r : tensor<16x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
