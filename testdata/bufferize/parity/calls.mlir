// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// function boundaries and calls.
// PARITY-OPTIONS: bufferize-function-boundaries
// PARITY-OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// PARITY-OPTIONS:

// The callee writes its argument in place; the caller reads the argument
// after the call.
func.func private @callee_writes(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}
func.func @caller_reads_after(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = call @callee_writes(%t, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----

// The callee only reads.
func.func private @callee_reads(%t: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %x : f32
}
func.func @caller(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %x = call @callee_reads(%t) : (tensor<8xf32>) -> f32
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s, %x : tensor<8xf32>, f32
}

// -----

// The callee returns a new tensor.
func.func private @callee_new(%v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}
func.func @caller_new(%v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = call @callee_new(%v) : (f32) -> tensor<8xf32>
  %s = tensor.insert %v into %r[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// An external function: arguments read and written, results unknown.
func.func private @external(tensor<8xf32>) -> tensor<8xf32>
func.func @call_external(%t: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = call @external(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %c = linalg.copy ins(%t : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %r, %c : tensor<8xf32>, tensor<8xf32>
}

// -----

// A chain of three functions (call-graph order: c, b, a).
func.func private @c(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}
func.func private @b(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = call @c(%t, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @a(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = call @b(%t, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %q = call @b(%r, %v) : (tensor<8xf32>, f32) -> tensor<8xf32>
  return %r, %q : tensor<8xf32>, tensor<8xf32>
}

// -----

// Recursive functions: analyzed without boundary information.
func.func @even(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %o = func.call @odd(%t, %m) : (tensor<8xf32>, index) -> tensor<8xf32>
    scf.yield %o : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @odd(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %o = func.call @even(%t, %m) : (tensor<8xf32>, index) -> tensor<8xf32>
  %v = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %o[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// bufferization.writable = false makes an argument read-only.
func.func @read_only_arg(%t: tensor<8xf32> {bufferization.writable = false}, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// bufferization.access overrides the analysis of an argument.
func.func private @declared(%t: tensor<8xf32> {bufferization.access = "read"}) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %x : f32
}
func.func @use_declared(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %x = call @declared(%t) : (tensor<8xf32>) -> f32
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s, %x : tensor<8xf32>, f32
}

// -----

// Two returns of equivalent and non-equivalent values.
func.func @two_returns(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %t, %u : tensor<8xf32>, tensor<8xf32>
^bb2:
  return %t, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

// A function returning one of its arguments and a slice of another.
func.func private @pick(%t: tensor<8xf32>, %u: tensor<8xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %u[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %t, %s : tensor<8xf32>, tensor<4xf32>
}
func.func @use_pick(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>) {
  %a, %b = call @pick(%t, %u) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<4xf32>)
  %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
  return %a, %b, %f : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>
}

// -----

// Calls in a loop.
func.func private @step(%t: tensor<8xf32>, %i: index) -> tensor<8xf32> {
  %v = arith.constant 2.0 : f32
  %s = tensor.insert %v into %t[%i] : tensor<8xf32>
  return %s : tensor<8xf32>
}
func.func @loop_calls(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %n = func.call @step(%a, %i) : (tensor<8xf32>, index) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
