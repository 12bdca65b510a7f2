// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// Found measuring MLIR's Dialect/SCF/ops.mlir and Dialect/Vector/ops.mlir
// (copies older than LLVM 22): syntax those files use that mlir-opt 22
// rejects, which memopt accepted.

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
