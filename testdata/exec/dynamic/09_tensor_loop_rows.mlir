// EXEC: bufferize
// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Tensor level: each iteration makes tensors of i rows (1..8) and adds
// them into the first i rows of the carried result.
func.func @main() {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = scf.for %i = %c1 to %c9 step %c1 iter_args(%acc = %init) -> tensor<8x4xf32> {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %t0 = tensor.empty(%i) : tensor<?x4xf32>
    %a = linalg.fill ins(%fi : f32) outs(%t0 : tensor<?x4xf32>) -> tensor<?x4xf32>
    %t1 = tensor.empty(%i) : tensor<?x4xf32>
    %b = linalg.mul ins(%a, %a : tensor<?x4xf32>, tensor<?x4xf32>) outs(%t1 : tensor<?x4xf32>) -> tensor<?x4xf32>
    %s = tensor.extract_slice %acc[0, 0] [%i, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
    %t2 = tensor.empty(%i) : tensor<?x4xf32>
    %sum = linalg.add ins(%b, %s : tensor<?x4xf32>, tensor<?x4xf32>) outs(%t2 : tensor<?x4xf32>) -> tensor<?x4xf32>
    %next = tensor.insert_slice %sum into %acc[0, 0] [%i, 4] [1, 1] : tensor<?x4xf32> into tensor<8x4xf32>
    scf.yield %next : tensor<8x4xf32>
  }
  %u = tensor.cast %r : tensor<8x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
