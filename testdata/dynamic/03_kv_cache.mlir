// Decode-style attention over a growing key cache: step t (1 to 6) writes
// row t-1 of a fixed 8x4 cache and attends over its first t rows (a slice
// of the fixed cache), so the scores and weights have a dynamic size
// bounded by the cache's 8 rows.
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#bc = affine_map<(i, j) -> (j)>
#vec = affine_map<(i) -> (i)>
#sc = affine_map<(i) -> ()>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<8x4xf32>
  %cache0 = linalg.fill ins(%zero : f32) outs(%ce : tensor<8x4xf32>) -> tensor<8x4xf32>
  %oe = tensor.empty() : tensor<8xf32>
  %outs0 = linalg.fill ins(%zero : f32) outs(%oe : tensor<8xf32>) -> tensor<8xf32>
  %res:2 = scf.for %t = %c1 to %c7 step %c1 iter_args(%cache = %cache0, %outs = %outs0) -> (tensor<8x4xf32>, tensor<8xf32>) {
    // the new key: k[j] = t + j / 4
    %ke = tensor.empty() : tensor<1x4xf32>
    %k = linalg.generic {indexing_maps = [#row], iterator_types = ["parallel", "parallel"]} outs(%ke : tensor<1x4xf32>) {
    ^bb0(%o: f32):
      %j = linalg.index 1 : index
      %s = arith.addi %j, %t : index
      %si = arith.index_cast %s : index to i32
      %sf = arith.sitofp %si : i32 to f32
      %q = arith.constant 0.25 : f32
      %r = arith.mulf %sf, %q : f32
      linalg.yield %r : f32
    } -> tensor<1x4xf32>
    %pos = arith.subi %t, %c1 : index
    %cache1 = tensor.insert_slice %k into %cache[%pos, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
    %keys = tensor.extract_slice %cache1[0, 0] [%t, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
    // scores[i] = sum_j keys[i, j] * k[j]
    %se = tensor.empty(%t) : tensor<?xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<?xf32>) -> tensor<?xf32>
    %kv = tensor.extract_slice %k[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> to tensor<4xf32>
    %scores = linalg.generic {indexing_maps = [#row, #bc, #red], iterator_types = ["parallel", "reduction"]} ins(%keys, %kv : tensor<?x4xf32>, tensor<4xf32>) outs(%s0 : tensor<?xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      %r = arith.addf %o, %m : f32
      linalg.yield %r : f32
    } -> tensor<?xf32>
    // weights = exp(scores / 8), then their sum
    %we = tensor.empty(%t) : tensor<?xf32>
    %w = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%scores : tensor<?xf32>) outs(%we : tensor<?xf32>) {
    ^bb0(%a: f32, %o: f32):
      %e8 = arith.constant 0.125 : f32
      %m = arith.mulf %a, %e8 : f32
      %x = math.exp %m : f32
      linalg.yield %x : f32
    } -> tensor<?xf32>
    %sum0 = tensor.empty() : tensor<f32>
    %sum1 = linalg.fill ins(%zero : f32) outs(%sum0 : tensor<f32>) -> tensor<f32>
    %sum = linalg.generic {indexing_maps = [#vec, #sc], iterator_types = ["reduction"]} ins(%w : tensor<?xf32>) outs(%sum1 : tensor<f32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    } -> tensor<f32>
    %sv = tensor.extract %sum[] : tensor<f32>
    %first = tensor.extract %w[%c0] : tensor<?xf32>
    %p = arith.divf %first, %sv : f32
    %outs1 = tensor.insert %p into %outs[%pos] : tensor<8xf32>
    scf.yield %cache1, %outs1 : tensor<8x4xf32>, tensor<8xf32>
  }
  %u = tensor.cast %res#1 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %res#0 : tensor<8x4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
