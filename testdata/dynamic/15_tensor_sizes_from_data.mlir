// Tensor level, unbounded: the row count of the temporaries is computed
// from the contents of a tensor (the number of positive entries), so no
// analysis bounds it; the rows are gathered into a tensor of that size.
#id = affine_map<(i) -> (i)>
#sc = affine_map<(i) -> ()>
func.func private @positives(%x: tensor<8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %cnt = scf.for %i = %c0 to %c8 step %c1 iter_args(%k = %c0) -> (index) {
    %v = tensor.extract %x[%i] : tensor<8xf32>
    %pos = arith.cmpf ogt, %v, %zero : f32
    %k1 = arith.addi %k, %c1 : index
    %k2 = arith.select %pos, %k1, %k : index
    scf.yield %k2 : index
  }
  %e = tensor.empty(%cnt) : tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %e, %k = %c0) -> (tensor<?xf32>, index) {
    %v = tensor.extract %x[%i] : tensor<8xf32>
    %pos = arith.cmpf ogt, %v, %zero : f32
    %res:2 = scf.if %pos -> (tensor<?xf32>, index) {
      %ins = tensor.insert %v into %acc[%k] : tensor<?xf32>
      %k1 = arith.addi %k, %c1 : index
      scf.yield %ins, %k1 : tensor<?xf32>, index
    } else {
      scf.yield %acc, %k : tensor<?xf32>, index
    }
    scf.yield %res#0, %res#1 : tensor<?xf32>, index
  }
  %sq0 = tensor.empty(%cnt) : tensor<?xf32>
  %sq = linalg.mul ins(%r#0, %r#0 : tensor<?xf32>, tensor<?xf32>) outs(%sq0 : tensor<?xf32>) -> tensor<?xf32>
  return %sq : tensor<?xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, 0.0, -5.0, 6.0, 7.0, -8.0]> : tensor<8xf32>
  %p = call @positives(%x) : (tensor<8xf32>) -> tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%p : tensor<?xf32>) outs(%s0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %us = tensor.cast %s : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %u = tensor.cast %p : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
