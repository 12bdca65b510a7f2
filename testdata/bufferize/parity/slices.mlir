// Parity cases (no RUN line: compared with mlir-opt 22 by
// bufferize/parity_test.go): read-after-write through slices.

// Matching extract_slice / insert_slice pair: all in place.
func.func @matching_pair(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Non-matching slices: the fill into the first slice may not write %t in
// place because the insert reads another region of it.
func.func @mismatched_pair(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The original tensor is read after the in-place write of a slice.
func.func @read_after_slice_write(%t: tensor<16xf32>, %v: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  %x = tensor.extract %t[%c0] : tensor<16xf32>
  return %r, %x : tensor<16xf32>, f32
}

// -----

// Two slices of the same tensor written independently.
func.func @two_slices(%t: tensor<16xf32>, %a: f32, %b: f32) -> tensor<16xf32> {
  %s0 = tensor.extract_slice %t[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %s1 = tensor.extract_slice %t[8] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f0 = linalg.fill ins(%a : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
  %f1 = linalg.fill ins(%b : f32) outs(%s1 : tensor<8xf32>) -> tensor<8xf32>
  %r0 = tensor.insert_slice %f0 into %t[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  %r1 = tensor.insert_slice %f1 into %r0[8] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r1 : tensor<16xf32>
}

// -----

// A slice is read after the whole tensor was overwritten.
func.func @slice_read_after_overwrite(%t: tensor<16xf32>, %v: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f, %c : tensor<16xf32>, tensor<4xf32>
}

// -----

// Insert of a new tensor into a slice, dynamic offsets.
func.func @dynamic_offsets(%t: tensor<?xf32>, %u: tensor<4xf32>, %i: index, %j: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %a = linalg.add ins(%s, %u : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %a into %t[%j] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Same dynamic offsets: a matching pair.
func.func @dynamic_matching(%t: tensor<?xf32>, %u: tensor<4xf32>, %i: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %a = linalg.add ins(%s, %u : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %a into %t[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Constant-valued dynamic offsets match static ones.
func.func @constant_offsets(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[4] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Rank-reducing slices of a 2-D tensor.
func.func @rank_reducing(%t: tensor<8x16xf32>, %v: f32, %i: index) -> tensor<8x16xf32> {
  %row = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  %f = linalg.fill ins(%v : f32) outs(%row : tensor<16xf32>) -> tensor<16xf32>
  %r = tensor.insert_slice %f into %t[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A full-tensor insert_slice does not read its destination.
func.func @full_overwrite(%t: tensor<8xf32>, %u: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = tensor.insert_slice %u into %t[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
  %a = linalg.add ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%u : tensor<8xf32>) -> tensor<8xf32>
  return %r, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

// Nested slices.
func.func @nested_slices(%t: tensor<32xf32>, %v: f32) -> tensor<32xf32> {
  %a = tensor.extract_slice %t[8] [16] [1] : tensor<32xf32> to tensor<16xf32>
  %b = tensor.extract_slice %a[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %a2 = tensor.insert_slice %f into %a[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %t2 = tensor.insert_slice %a2 into %t[8] [16] [1] : tensor<16xf32> into tensor<32xf32>
  return %t2 : tensor<32xf32>
}

// -----

// The source of an insert_slice is read after the insert.
func.func @source_read_later(%t: tensor<16xf32>, %u: tensor<4xf32>) -> (tensor<16xf32>, tensor<4xf32>) {
  %r = tensor.insert_slice %u into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %m = linalg.mul ins(%u, %u : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r, %m : tensor<16xf32>, tensor<4xf32>
}

// -----

// tensor.insert / tensor.extract on the same tensor.
func.func @insert_extract(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %y = tensor.extract %r[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %r, %s : tensor<4xf32>, f32
}

// -----

// The element read happens after the insert into the original tensor.
func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// Reshapes of a tensor that is written later.
func.func @reshape_views(%t: tensor<4x4xf32>, %v: f32) -> (tensor<16xf32>, tensor<4x4xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<16xf32>) -> tensor<16xf32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %g = linalg.fill ins(%v : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %f, %g : tensor<16xf32>, tensor<4x4xf32>
}

// -----

// tensor.cast between static and dynamic shapes.
func.func @casts(%t: tensor<8xf32>, %v: f32) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}

// -----

// Padding reads its source; the result is a new buffer.
func.func @pad_then_write(%t: tensor<4xf32>, %v: f32) -> (tensor<6xf32>, tensor<4xf32>) {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %p, %f : tensor<6xf32>, tensor<4xf32>
}
