// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// loops with iteration arguments.

// The loop-carried tensor is updated in place.
func.func @for_inplace(%t: tensor<16xf32>, %lb: index, %ub: index, %step: index, %v: f32) -> tensor<16xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %t) -> (tensor<16xf32>) {
    %s = tensor.insert %v into %a[%i] : tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// The init is read after the loop: the loop cannot write it in place.
func.func @for_init_read_after(%t: tensor<16xf32>, %lb: index, %ub: index, %step: index, %v: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %t) -> (tensor<16xf32>) {
    %s = tensor.insert %v into %a[%i] : tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<16xf32>
  return %r, %x : tensor<16xf32>, f32
}

// -----

// A tensor defined outside the loop is read and written inside it.
func.func @for_outside_value(%t: tensor<16xf32>, %u: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %x = tensor.extract %u[%i] : tensor<16xf32>
    %w = tensor.insert %x into %u[%c0] : tensor<16xf32>
    %y = tensor.extract %w[%c1] : tensor<16xf32>
    %s = tensor.insert %y into %a[%i] : tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Tiled loop: extract, compute, insert back.
func.func @tiled(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %init = tensor.empty() : tensor<64xf32>
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %init) -> (tensor<64xf32>) {
    %sa = tensor.extract_slice %a[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %sb = tensor.extract_slice %b[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %so = tensor.extract_slice %acc[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %s = linalg.add ins(%sa, %sb : tensor<16xf32>, tensor<16xf32>) outs(%so : tensor<16xf32>) -> tensor<16xf32>
    %ins = tensor.insert_slice %s into %acc[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %ins : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// -----

// Nested loops carrying one tensor.
func.func @nested(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8x8xf32>) {
    %q = scf.for %j = %c0 to %c8 step %c1 iter_args(%b = %a) -> (tensor<8x8xf32>) {
      %s = tensor.insert %v into %b[%i, %j] : tensor<8x8xf32>
      scf.yield %s : tensor<8x8xf32>
    }
    scf.yield %q : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

// A tensor read in an inner loop and written in the outer loop.
func.func @inner_read_outer_write(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %sum = scf.for %j = %c0 to %c8 step %c1 iter_args(%s = %v) -> (f32) {
      %x = tensor.extract %u[%j] : tensor<8xf32>
      %y = arith.addf %s, %x : f32
      scf.yield %y : f32
    }
    %w = tensor.insert %sum into %u[%i] : tensor<8xf32>
    %z = tensor.extract %w[%i] : tensor<8xf32>
    %n = tensor.insert %z into %a[%i] : tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A loop that only reads its iteration argument.
func.func @read_only_loop(%t: tensor<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t, %s = %v) -> (tensor<8xf32>, f32) {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %y = arith.addf %s, %x : f32
    scf.yield %a, %y : tensor<8xf32>, f32
  }
  return %r#1 : f32
}

// -----

// scf.while carrying a tensor, updated in the body.
func.func @while_loop(%t: tensor<8xf32>, %n: index, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<8xf32>, index) -> (tensor<8xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<8xf32>, index
  } do {
  ^bb0(%b: tensor<8xf32>, %j: index):
    %s = tensor.insert %v into %b[%j] : tensor<8xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %s, %k : tensor<8xf32>, index
  }
  return %r#0 : tensor<8xf32>
}

// -----

// scf.while whose before region reads the tensor.
func.func @while_reads(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %x = tensor.extract %a[%c0] : tensor<8xf32>
    %cond = arith.cmpf olt, %x, %v : f32
    scf.condition(%cond) %a : tensor<8xf32>
  } do {
  ^bb0(%b: tensor<8xf32>):
    %x = tensor.extract %b[%c0] : tensor<8xf32>
    %y = arith.addf %x, %v : f32
    %s = tensor.insert %y into %b[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A while loop whose condition forwards a different tensor.
func.func @while_not_equivalent(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %x = tensor.extract %a[%c0] : tensor<8xf32>
    %cond = arith.cmpf olt, %x, %v : f32
    scf.condition(%cond) %u : tensor<8xf32>
  } do {
  ^bb0(%b: tensor<8xf32>):
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// Loop with a linalg chain in the body, the init is a function argument
// used again after the loop.
func.func @loop_chain(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<16xf32>) {
    %e0 = tensor.empty() : tensor<16xf32>
    %sq = linalg.mul ins(%acc, %acc : tensor<16xf32>, tensor<16xf32>) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
    %n = linalg.add ins(%sq, %acc : tensor<16xf32>, tensor<16xf32>) outs(%acc : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %e = tensor.empty() : tensor<16xf32>
  %d = linalg.sub ins(%r, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %r, %d : tensor<16xf32>, tensor<16xf32>
}

// -----

// Loop over an init defined in the loop's parent region by tensor.empty.
func.func @loop_over_empty(%v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %f) -> (tensor<8xf32>) {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %y = arith.mulf %x, %x : f32
    %s = tensor.insert %y into %a[%i] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The loop reads the init of another loop that writes it.
func.func @two_loops(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  %e = tensor.empty() : tensor<8xf32>
  %q = scf.for %i = %c0 to %c8 step %c1 iter_args(%b = %e) -> (tensor<8xf32>) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %s = tensor.insert %x into %b[%i] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r, %q : tensor<8xf32>, tensor<8xf32>
}
