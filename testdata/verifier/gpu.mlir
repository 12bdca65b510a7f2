// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s -o /dev/null

// The gpu dialect's verifiers, worded as mlir-opt 22 words them (the file
// passes with mlir-opt 22 as well).

func.func @terminator_outside() {
  // expected-error @below {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  "gpu.terminator"() : () -> ()
}

// -----

func.func @launch_terminator(%c1: index) {
  // expected-note @below {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @below {{expected 'gpu.terminator' or a terminator with successors}}
    "test.terminator"() : () -> ()
  }
  return
}


// -----

gpu.module @m {
  // expected-error @below {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

gpu.module @m {
  // expected-note @below {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error @below {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

func.func @memset_type(%m: memref<4xf32>, %v: i32) {
  // expected-error @below {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %m, %v : memref<4xf32>, i32
  return
}

// -----

func.func @dealloc_not_memref(%v: i32) {
  // expected-error @below {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'i32'}}
  "gpu.dealloc"(%v) : (i32) -> ()
  return
}
