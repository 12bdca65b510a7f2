// EXEC: bufferize
// DYNAMIC-LEFT: 0
// STATIC-LEFT: 0
// Tensor level: tiles of 4 over 10 elements (affine.min), each tile
// squared into a fresh tensor and written back.
#tile = affine_map<(d0) -> (4, -d0 + 10)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %e = tensor.empty() : tensor<10xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<10xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<10xf32>
  %r = scf.for %t = %c0 to %c10 step %c4 iter_args(%acc = %x) -> tensor<10xf32> {
    %sz = affine.min #tile(%t)
    %s = tensor.extract_slice %acc[%t] [%sz] [1] : tensor<10xf32> to tensor<?xf32>
    %t0 = tensor.empty(%sz) : tensor<?xf32>
    %sq = linalg.mul ins(%s, %s : tensor<?xf32>, tensor<?xf32>) outs(%t0 : tensor<?xf32>) -> tensor<?xf32>
    %t1 = tensor.empty(%sz) : tensor<?xf32>
    %p = linalg.add ins(%sq, %s : tensor<?xf32>, tensor<?xf32>) outs(%t1 : tensor<?xf32>) -> tensor<?xf32>
    %next = tensor.insert_slice %p into %acc[%t] [%sz] [1] : tensor<?xf32> into tensor<10xf32>
    scf.yield %next : tensor<10xf32>
  }
  %u = tensor.cast %r : tensor<10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
