// RUN: memopt --verify-diagnostics %s -o /dev/null

// A gpu dimension is x, y or z; mlir-opt 22 words the error the same way
// (and adds a second one on the next line).

func.func @bad_dim() {
  // expected-error @below {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  return
}
