// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// scf.if, scf.index_switch, scf.execute_region and arith.select.

// Both branches yield the same tensor.
func.func @if_same(%c: i1, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<8xf32>) {
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The branches yield different tensors.
func.func @if_different(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    scf.yield %u : tensor<8xf32>
  }
  %v = arith.constant 1.0 : f32
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// Writes in mutually exclusive branches do not conflict.
func.func @if_exclusive(%c: i1, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<8xf32>) {
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    %x = tensor.extract %t[%c0] : tensor<8xf32>
    %y = arith.addf %x, %v : f32
    %s = tensor.insert %y into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The tensor is read after the if that wrote it in one branch.
func.func @if_read_after(%c: i1, %t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<8xf32>) {
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----

// An if without results writing a tensor defined outside.
func.func @if_no_results(%c: i1, %t: tensor<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  scf.if %c {
    %s = tensor.insert %v into %f[%c0] : tensor<8xf32>
    %x = tensor.extract %s[%c0] : tensor<8xf32>
    vector.print %x : f32
  }
  %y = tensor.extract %f[%c0] : tensor<8xf32>
  return %y : f32
}

// -----

// Nested ifs yielding a new tensor in one branch.
func.func @if_nested(%c: i1, %d: i1, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = scf.if %c -> (tensor<8xf32>) {
    %q = scf.if %d -> (tensor<8xf32>) {
      %e = tensor.empty() : tensor<8xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      scf.yield %f : tensor<8xf32>
    } else {
      scf.yield %t : tensor<8xf32>
    }
    scf.yield %q : tensor<8xf32>
  } else {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %f : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// arith.select between two tensors, then a write.
func.func @select_write(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %s = arith.select %c, %t, %u : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// arith.select of the same tensor twice.
func.func @select_same(%c: i1, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %s = arith.select %c, %t, %t : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// arith.select, then one of the inputs is read.
func.func @select_then_read(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = arith.select %c, %t, %u : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %u[%c0] : tensor<8xf32>
  return %f, %x : tensor<8xf32>, f32
}

// -----

// scf.index_switch yielding tensors.
func.func @index_switch(%i: index, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<8xf32>
  case 0 {
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  case 1 {
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// scf.execute_region yielding a written tensor.
func.func @execute_region(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<8xf32> {
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// scf.execute_region with two blocks.
func.func @execute_region_cfg(%c: i1, %t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<8xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  ^bb2:
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A read in an if, a write after it.
func.func @read_in_if_write_after(%c: i1, %t: tensor<8xf32>, %v: f32) -> (f32, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %x = scf.if %c -> (f32) {
    %y = tensor.extract %t[%c0] : tensor<8xf32>
    scf.yield %y : f32
  } else {
    scf.yield %v : f32
  }
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %x, %s : f32, tensor<8xf32>
}
