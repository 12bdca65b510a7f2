// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go,
// also under eliminate-empty-tensors): tensor.empty feeding subset
// insertions.

// The fill of a new tensor inserted into a slice computes into the slice.
func.func @into_slice(%t: tensor<16xf32>, %v: f32, %i: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// materialize_in_destination into an argument.
func.func @materialize(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = bufferization.materialize_in_destination %f in %t : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The destination is defined after the tensor.empty's user: no place to
// build the slice, nothing changes.
func.func @too_late(%v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty() : tensor<16xf32>
  %g = linalg.fill ins(%v : f32) outs(%d : tensor<16xf32>) -> tensor<16xf32>
  %r = tensor.insert_slice %f into %g[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// In a loop: each iteration's tile is computed directly into the
// loop-carried tensor.
func.func @loop_tiles(%t: tensor<64xf32>, %a: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %t) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %a[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %e = tensor.empty() : tensor<16xf32>
    %m = linalg.mul ins(%s, %s : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    %ins = tensor.insert_slice %m into %acc[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %ins : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// -----

// A parallel_insert_slice in a forall.
func.func @forall(%t: tensor<64xf32>, %v: f32) -> tensor<64xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %e = tensor.empty() : tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

// The empty tensor's value flows through a cast (a type change).
func.func @through_cast(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %c = tensor.cast %e : tensor<8xf32> to tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %g = tensor.cast %f : tensor<?xf32> to tensor<8xf32>
  %r = tensor.insert_slice %g into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
