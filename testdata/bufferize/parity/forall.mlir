// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// scf.forall with parallel_insert_slice, and parallel regions.

// Each thread writes its own slice of the shared output.
func.func @forall_fill(%t: tensor<64xf32>, %v: f32) -> tensor<64xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

// Threads compute from an input into a new tensor.
func.func @forall_compute(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %sa = tensor.extract_slice %a[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %sb = tensor.extract_slice %b[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %so = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s = linalg.add ins(%sa, %sb : tensor<16xf32>, tensor<16xf32>) outs(%so : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

// A tensor defined outside the forall is written inside it: it must be
// privatized (out of place) with check-parallel-regions.
func.func @forall_private(%t: tensor<64xf32>, %u: tensor<16xf32>, %v: f32) -> tensor<64xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %f = linalg.fill ins(%v : f32) outs(%u : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

// The shared output is read after the forall.
func.func @forall_out_read_after(%t: tensor<64xf32>, %v: f32) -> (tensor<64xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %s = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  %x = tensor.extract %t[%c0] : tensor<64xf32>
  return %r, %x : tensor<64xf32>, f32
}

// -----

// A forall with dynamic bounds (may run zero times).
func.func @forall_dynamic(%t: tensor<64xf32>, %n: index, %v: f32) -> tensor<64xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %f = tensor.empty() : tensor<1xf32>
    %g = linalg.fill ins(%v : f32) outs(%f : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

// Two-dimensional forall.
func.func @forall_2d(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %s = tensor.extract_slice %o[%oi, %oj] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%oi, %oj] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
