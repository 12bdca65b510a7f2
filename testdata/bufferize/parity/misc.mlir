// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// constants, allocations, element-wise ops, unknown ops and other ops.

// A constant is not writable.
func.func @write_constant(%v: f32) -> tensor<4xf32> {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %cst[%c0] : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Element-wise op reading and writing the same tensor.
func.func @elementwise_self(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.mul ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A transpose may not write its input in place.
func.func @transpose_self(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.transpose ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) permutation = [1, 0]
  return %r : tensor<8x8xf32>
}

// -----

// A generic with a non-identity map reading its own output.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @generic_transposed_self(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A generic element-wise op reading a tensor computed from its output.
#id1 = affine_map<(d0) -> (d0)>
func.func @generic_elementwise(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%f : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A matmul accumulating into a tensor that is also an input.
func.func @matmul_self(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A reduction whose output is read later.
func.func @reduce_then_read(%a: tensor<8x4xf32>, %o: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = linalg.reduce { arith.addf } ins(%a : tensor<8x4xf32>) outs(%o : tensor<8xf32>) dimensions = [1]
  %e = tensor.empty() : tensor<8xf32>
  %c = linalg.copy ins(%o : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %r, %c : tensor<8xf32>, tensor<8xf32>
}

// -----

// An unknown op taking a tensor.
func.func @unknown(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %u = "test.unknown"(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%u : tensor<8xf32>) -> tensor<8xf32>
  %g = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %f, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

// bufferization.alloc_tensor and materialize_in_destination.
func.func @alloc_materialize(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %a = bufferization.alloc_tensor() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %m = bufferization.materialize_in_destination %f in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %m : tensor<8xf32>
}

// -----

// alloc_tensor copying an argument that is written later.
func.func @alloc_copy(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %a[%c0] : tensor<8xf32>
  %g = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

// from_elements, generate and splat create new tensors.
func.func @new_tensors(%a: f32, %b: f32, %n: index) -> (tensor<2xf32>, tensor<?xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %fe = tensor.from_elements %a, %b : tensor<2xf32>
  %w = tensor.insert %b into %fe[%c0] : tensor<2xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %a : f32
  } : tensor<?xf32>
  %s = tensor.splat %a : tensor<4xf32>
  %s2 = tensor.insert %b into %s[%c0] : tensor<4xf32>
  return %w, %g, %s2 : tensor<2xf32>, tensor<?xf32>, tensor<4xf32>
}

// -----

// tensor.dim and tensor.rank do not read the contents.
func.func @dims(%t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.rank %t : tensor<?xf32>
  %s = arith.addi %d, %r : index
  return %f, %s : tensor<?xf32>, index
}

// -----

// vector transfers on tensors.
func.func @transfers(%t: tensor<8xf32>, %u: tensor<8xf32>) -> (tensor<8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%c0], %pad : tensor<8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %u[%c4] : vector<4xf32>, tensor<8xf32>
  %x = vector.transfer_read %u[%c0], %pad : tensor<8xf32>, vector<4xf32>
  return %w, %x : tensor<8xf32>, vector<4xf32>
}

// -----

// tensor.concat and tensor.reshape.
func.func @concat_reshape(%a: tensor<4xf32>, %b: tensor<4xf32>, %shape: tensor<2xindex>, %v: f32) -> (tensor<8xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %c = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %r = tensor.reshape %a(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %f = linalg.fill ins(%v : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %c, %r, %f : tensor<8xf32>, tensor<2x2xf32>, tensor<4xf32>
}

// -----

// A chain where every temporary can be written in place (graph-compiler's merge-alloc MLP).
func.func @mlp(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a0 = tensor.empty() : tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%a0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b0 = tensor.empty() : tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%b0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c = linalg.add ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%a : tensor<16x16xf32>) -> tensor<16x16xf32>
  %d = linalg.add ins(%c, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%b : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}

// -----

// A tensor.empty used as two destinations.
func.func @empty_twice(%x: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %a = linalg.add ins(%f, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %f, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

// Unknown op consuming the result of an in-place write.
func.func @unknown_reads(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  "test.use"(%f) : (tensor<8xf32>) -> ()
  %g = linalg.fill ins(%v : f32) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

// A multi-block function: a loop in the CFG.
func.func @cfg_loop(%t: tensor<8xf32>, %n: index, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  %s = tensor.insert %x into %t[%c1] : tensor<8xf32>
  %j = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %j, %n : index
  cf.cond_br %cond, ^bb1(%j : index), ^bb2
^bb2:
  return %t : tensor<8xf32>
}

// -----

// to_tensor without restrict is rejected.
func.func @to_tensor_no_restrict(%m: memref<8xf32>) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m : memref<8xf32> to tensor<8xf32>
  return %t : tensor<8xf32>
}

// -----

// to_tensor restrict writable, written in place.
func.func @to_tensor_writable(%m: memref<8xf32>, %v: f32) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// to_tensor restrict (not writable), written.
func.func @to_tensor_read_only(%m: memref<8xf32>, %v: f32) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m restrict : memref<8xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// to_buffer of a tensor that is read afterwards.
func.func @to_buffer_then_read(%t: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %v = arith.constant 1.0 : f32
  memref.store %v, %m[%c0] : memref<8xf32>
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %x : f32
}

// -----

// materialize_in_destination into a tensor read afterwards: no decision
// avoids the conflict.
func.func @materialize_conflict(%a: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %m = bufferization.materialize_in_destination %a in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %m, %x : tensor<8xf32>, f32
}

// -----

// index_cast on tensors.
func.func @index_cast(%t: tensor<8xindex>, %c: i32) -> tensor<8xi32> {
  %i = arith.index_cast %t : tensor<8xindex> to tensor<8xi32>
  %c0 = arith.constant 0 : index
  %s = tensor.insert %c into %i[%c0] : tensor<8xi32>
  return %s : tensor<8xi32>
}

// -----

// softmax writes its output without reading it.
func.func @softmax(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.softmax dimension(1) ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.softmax dimension(1) ins(%r : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// broadcast into a fresh tensor, then element-wise update in place.
func.func @broadcast_add(%b: tensor<8xf32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %bc = linalg.broadcast ins(%b : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]
  %r = linalg.add ins(%bc, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%bc : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
