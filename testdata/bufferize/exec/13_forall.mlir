// scf.forall: each thread computes a slice of the result and inserts it
// with tensor.parallel_insert_slice.
func.func @par(%a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %sa = tensor.extract_slice %a[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %sb = tensor.extract_slice %b[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %so = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %s = linalg.mul ins(%sa, %sb : tensor<4xf32>, tensor<4xf32>) outs(%so : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]> : tensor<16xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0, 0.25, 1.0, 1.0, 1.0, 1.0, -2.0, 3.0, 0.0, 1.5, 2.0, 2.0, -0.5, 4.0]> : tensor<16xf32>
  %r = call @par(%a, %b) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %u = tensor.cast %r : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
