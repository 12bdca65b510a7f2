// EXEC: bufferize
// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Tensor level, decode-style: step t attends over the first t rows of a
// fixed 16x8 key cache (extract_slice), scores = keys x q.
func.func @step(%cache: tensor<16x8xf32>, %q: tensor<8x1xf32>, %t: index, %out: tensor<16x1xf32>) -> tensor<16x1xf32> {
  %zero = arith.constant 0.0 : f32
  %n = affine.min affine_map<(d0) -> (d0, 16)>(%t)
  %keys = tensor.extract_slice %cache[0, 0] [%n, 8] [1, 1] : tensor<16x8xf32> to tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x1xf32>) -> tensor<?x1xf32>
  %s = linalg.matmul ins(%keys, %q : tensor<?x8xf32>, tensor<8x1xf32>) outs(%z : tensor<?x1xf32>) -> tensor<?x1xf32>
  %prev = tensor.extract_slice %out[0, 0] [%n, 1] [1, 1] : tensor<16x1xf32> to tensor<?x1xf32>
  %e2 = tensor.empty(%n) : tensor<?x1xf32>
  %acc = linalg.add ins(%s, %prev : tensor<?x1xf32>, tensor<?x1xf32>) outs(%e2 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %r = tensor.insert_slice %acc into %out[0, 0] [%n, 1] [1, 1] : tensor<?x1xf32> into tensor<16x1xf32>
  return %r : tensor<16x1xf32>
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c17 = arith.constant 17 : index
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<16x8xf32>
  %cache = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%ec : tensor<16x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %kk = arith.index_cast %k : index to i32
    %f = arith.sitofp %kk : i32 to f32
    linalg.yield %f : f32
  } -> tensor<16x8xf32>
  %eq = tensor.empty() : tensor<8x1xf32>
  %half = arith.constant 0.5 : f32
  %q = linalg.fill ins(%half : f32) outs(%eq : tensor<8x1xf32>) -> tensor<8x1xf32>
  %eo = tensor.empty() : tensor<16x1xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x1xf32>) -> tensor<16x1xf32>
  %r = scf.for %t = %c1 to %c17 step %c5 iter_args(%o = %o0) -> tensor<16x1xf32> {
    %n = func.call @step(%cache, %q, %t, %o) : (tensor<16x8xf32>, tensor<8x1xf32>, index, tensor<16x1xf32>) -> tensor<16x1xf32>
    scf.yield %n : tensor<16x1xf32>
  }
  %u = tensor.cast %r : tensor<16x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
