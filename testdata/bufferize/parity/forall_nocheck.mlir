// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// scf.forall without check-parallel-regions.
// PARITY-OPTIONS: check-parallel-regions=false
// PARITY-OPTIONS: check-parallel-regions=false bufferize-function-boundaries

// The same without check-parallel-regions.
func.func @forall_no_check(%t: tensor<64xf32>, %u: tensor<16xf32>, %v: f32) -> tensor<64xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

