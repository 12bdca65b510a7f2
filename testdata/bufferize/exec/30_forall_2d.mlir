// A 2-D scf.forall filling tiles of a matrix that was initialized outside.
func.func @tiles(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %s = tensor.extract_slice %o[%oi, %oj] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %k = arith.addi %oi, %oj : index
    %n = arith.index_cast %k : index to i32
    %f = arith.sitofp %n : i32 to f32
    %e = tensor.empty() : tensor<2x2xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %a = linalg.add ins(%s, %g : tensor<2x2xf32>, tensor<2x2xf32>) outs(%s : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%oi, %oj] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %r = call @tiles(%t) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
