// EXEC: bufferize
// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Tensor level forall: thread i computes a row of i+1 values in a tensor
// of dynamic size and writes it into its row of the shared output.
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%eo : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%out = %o) -> tensor<4x4xf32> {
    %n = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %ii = arith.index_cast %n : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %e = tensor.empty(%n) : tensor<?xf32>
    %a = linalg.fill ins(%fi : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    %e1 = tensor.empty(%n) : tensor<?xf32>
    %b = linalg.mul ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %out[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<4x4xf32>
    }
  }
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
