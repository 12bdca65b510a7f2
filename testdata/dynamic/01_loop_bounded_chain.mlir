// A 3-matmul chain over tensor<?x8xf32> whose row count comes from a loop
// (1 to 4 rows): every temporary has a dynamic size bounded by the loop's
// upper bound. Each call's result is summed into a fixed accumulator.
#id = affine_map<(i, j) -> (i, j)>
func.func private @chain(%x: tensor<?x8xf32>, %w: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %a = linalg.matmul ins(%x, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %b = linalg.matmul ins(%a, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f1 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %e2 = tensor.empty(%n) : tensor<?x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %c = linalg.matmul ins(%b, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %half = arith.constant 0.25 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %we = tensor.empty() : tensor<8x8xf32>
  %w = linalg.fill ins(%half : f32) outs(%we : tensor<8x8xf32>) -> tensor<8x8xf32>
  %acc0 = tensor.empty() : tensor<4x8xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %res = scf.for %r = %c1 to %c5 step %c1 iter_args(%acc = %acc1) -> (tensor<4x8xf32>) {
    %xe = tensor.empty(%r) : tensor<?x8xf32>
    %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%xe : tensor<?x8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %s = arith.addi %i, %j : index
      %s2 = arith.addi %s, %r : index
      %si = arith.index_cast %s2 : index to i32
      %sf = arith.sitofp %si : i32 to f32
      linalg.yield %sf : f32
    } -> tensor<?x8xf32>
    %y = func.call @chain(%x, %w) : (tensor<?x8xf32>, tensor<8x8xf32>) -> tensor<?x8xf32>
    %dst = tensor.extract_slice %acc[0, 0] [%r, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
    %sum = linalg.add ins(%dst, %y : tensor<?x8xf32>, tensor<?x8xf32>) outs(%dst : tensor<?x8xf32>) -> tensor<?x8xf32>
    %next = tensor.insert_slice %sum into %acc[0, 0] [%r, 8] [1, 1] : tensor<?x8xf32> into tensor<4x8xf32>
    scf.yield %next : tensor<4x8xf32>
  }
  %u = tensor.cast %res : tensor<4x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
