// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// Syntax errors of the gpu dialect, worded and placed as mlir-opt 22 does.

func.func @unnamed_async_wait() {
  // expected-error @below {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @unnamed_async_launch(%c: index) {
  // expected-error @below {{custom op 'gpu.launch' needs to be named when marked 'async'}}
  gpu.launch async blocks(%a, %b, %d) in (%e = %c, %f = %c, %g = %c) threads(%h, %i, %j) in (%k = %c, %l = %c, %o = %c) {
    gpu.terminator
  }
  return
}
