// scf.forall over tiles of a tensor<?x4xf32> with shared_outs: 3 tiles of
// 3 rows over 7 rows, the last one shorter (affine.min); each tile's
// temporary has a dynamic size bounded by 3.
#id = affine_map<(i, j) -> (i, j)>
#tile = affine_map<(t)[n] -> (3, n - t * 3)>
func.func private @scale(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %init = tensor.empty(%n) : tensor<?x4xf32>
  %r = scf.forall (%t) in (3) shared_outs(%o = %init) -> (tensor<?x4xf32>) {
    %c3 = arith.constant 3 : index
    %start = arith.muli %t, %c3 : index
    %sz = affine.min #tile(%t)[%n]
    %in = tensor.extract_slice %x[%start, 0] [%sz, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
    %te = tensor.empty(%sz) : tensor<?x4xf32>
    %sq = linalg.mul ins(%in, %in : tensor<?x4xf32>, tensor<?x4xf32>) outs(%te : tensor<?x4xf32>) -> tensor<?x4xf32>
    %dst = tensor.extract_slice %o[%start, 0] [%sz, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
    %sum = linalg.add ins(%sq, %in : tensor<?x4xf32>, tensor<?x4xf32>) outs(%dst : tensor<?x4xf32>) -> tensor<?x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sum into %o[%start, 0] [%sz, 4] [1, 1] : tensor<?x4xf32> into tensor<?x4xf32>
    }
  }
  return %r : tensor<?x4xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<7x4xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<7x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    linalg.yield %sf : f32
  } -> tensor<7x4xf32>
  %d = tensor.cast %x : tensor<7x4xf32> to tensor<?x4xf32>
  %r = call @scale(%d) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %u = tensor.cast %r : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
