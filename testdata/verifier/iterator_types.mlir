// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// The iterator types of linalg.generic and vector.contract, written as
// strings in their custom forms, must be "parallel" or "reduction"; any
// other string is refused while parsing, as mlir-opt 22 refuses it (the
// same file passes `mlir-opt --verify-diagnostics`). Found by FuzzParse:
// memopt read "(" and printed `#linalg.iterator_type<(>`, which no parser
// reads back.

#id = affine_map<(d0) -> (d0)>
func.func @bracket(%a: memref<4xf32>) {
  // expected-error @below {{custom op 'linalg.generic' unexpected iterator_type (()}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["("]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @window(%a: memref<4xf32>) {
  // expected-error @below {{custom op 'linalg.generic' unexpected iterator_type (window)}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["window"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @second(%a: memref<4x4xf32>) {
  // expected-error @below {{custom op 'linalg.generic' unexpected iterator_type (Parallel)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "Parallel"]} outs(%a : memref<4x4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  // expected-error @below {{custom op 'vector.contract' unexpected iterator_type (bogus)}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["bogus"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
