// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// Found measuring MLIR's Dialect/SCF/ops.mlir and Dialect/Vector/ops.mlir
// (copies older than LLVM 22): syntax those files use that mlir-opt 22
// rejects, which memopt accepted; and vector.create_mask's operand count
// (one per dimension, exactly one for a 0-D mask), which memopt did not check.

func.func @parallel_yield_terminator(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    // expected-note @below {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @insert_0d_vector(%s: vector<f32>, %d: vector<4x2xf32>) -> vector<4x2xf32> {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the source operand}}
  %r = vector.insert %s, %d[1, 0] : vector<f32> into vector<4x2xf32>
  return %r : vector<4x2xf32>
}

// -----

func.func @extract_0d_vector(%v: vector<4x2xf32>) -> vector<f32> {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the result type}}
  %r = vector.extract %v[1, 0] : vector<f32> from vector<4x2xf32>
  return %r : vector<f32>
}

// -----

func.func @create_mask_0d_no_operand() -> vector<i1> {
  // expected-error @below {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %m = vector.create_mask : vector<i1>
  return %m : vector<i1>
}

// -----

func.func @create_mask_too_few(%a: index) -> vector<4x3xi1> {
  // expected-error @below {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %m = vector.create_mask %a : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @create_mask_too_many(%a: index) -> vector<3xi1> {
  // expected-error @below {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %m = vector.create_mask %a, %a : vector<3xi1>
  return %m : vector<3xi1>
}

// -----

func.func @create_mask_valid(%a: index, %b: index) -> (vector<i1>, vector<4x[3]xi1>) {
  %m0 = vector.create_mask %a : vector<i1>
  %m1 = vector.create_mask %a, %b : vector<4x[3]xi1>
  return %m0, %m1 : vector<i1>, vector<4x[3]xi1>
}
