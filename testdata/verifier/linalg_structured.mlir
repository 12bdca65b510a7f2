// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// The indexing maps of linalg.generic and of the ops whose maps memopt
// knows (an indexing_maps attribute, the matmul family's defaults, the
// rank-polymorphic named ops such as add, exp, copy, fill) are
// checked against the operands as mlir-opt 22 checks them (the same file
// passes `mlir-opt --verify-diagnostics`): their count, symbols, loops and
// ranks, invertibility, the payload's arguments and the static shapes.

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @a(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @b(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1)[s0] -> (d0, d1)>
func.func @c(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @d(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @e(%a: memref<4x8xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 4}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @g(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 * 2)>
func.func @h(%a: memref<8xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 * 2)>
func.func @i(%a: memref<6xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 7, but found 6}}
  linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%a : memref<6xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 - 1)>
func.func @j(%a: memref<6xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%a : memref<6xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @k(%a: memref<4x8xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  linalg.matmul ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x4xf32>)
  return
}
// -----
func.func @l(%a: memref<4x8xf32>, %c: memref<8x4xf32>, %b: memref<4x4xf32>) {
  linalg.matmul ins(%a, %c : memref<4x8xf32>, memref<8x4xf32>) outs(%b : memref<4x4xf32>)
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @m(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0, 0)>
func.func @n(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, 0, d0, 0))}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @add_shapes(%a: memref<4xf32>, %b: memref<8xf32>, %c: memref<4xf32>) {
  // expected-error @below {{'linalg.add' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  linalg.add ins(%a, %b : memref<4xf32>, memref<8xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @exp_rank(%a: memref<4xf32>, %c: memref<4x4xf32>) {
  // expected-error @below {{'linalg.exp' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.exp ins(%a : memref<4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @copy_shapes(%a: memref<4xf32>, %c: memref<5xf32>) {
  // expected-error @below {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  linalg.copy ins(%a : memref<4xf32>) outs(%c : memref<5xf32>)
  return
}
// -----
func.func @fill_ok(%a: f32, %v: vector<2x4xf32>, %c: memref<5xf32>, %t: tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>> {
  linalg.fill ins(%a : f32) outs(%c : memref<5xf32>)
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%t : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
  return %0 : tensor<3xvector<2x4xf32>>
}
