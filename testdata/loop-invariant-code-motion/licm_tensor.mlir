// RUN: memopt --split-input-file --loop-invariant-code-motion %s | FileCheck %s

// vector.transfer_read and transfer_write on tensors are speculatable and
// free of memory effects; on a memref the read stays.
// CHECK-LABEL: func.func @transfers
// CHECK:         vector.transfer_write
// CHECK-NEXT:    vector.transfer_read %{{.*}} : tensor<8x8xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      vector.transfer_read %{{.*}} : memref<8x8xf32>
// CHECK-NEXT:      vector.transfer_read %{{.*}}[%{{.*}}, %arg{{.*}}], %{{.*}} : tensor<8x8xf32>
func.func @transfers(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %v: vector<2x2xf32>, %lb: index, %ub: index, %s: index) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %v) -> vector<2x2xf32> {
    %w = vector.transfer_write %v, %t[%c0, %c0] : vector<2x2xf32>, tensor<8x8xf32>
    %a = vector.transfer_read %w[%c0, %c0], %pad : tensor<8x8xf32>, vector<2x2xf32>
    %b = vector.transfer_read %m[%c0, %c0], %pad : memref<8x8xf32>, vector<2x2xf32>
    %c = vector.transfer_read %t[%c0, %i], %pad : tensor<8x8xf32>, vector<2x2xf32>
    %x = arith.addf %a, %b : vector<2x2xf32>
    %y = arith.addf %x, %c : vector<2x2xf32>
    %z = arith.addf %y, %acc : vector<2x2xf32>
    scf.yield %z : vector<2x2xf32>
  }
  return %r : vector<2x2xf32>
}

// -----

// A linalg.generic whose body may divide by zero stays; one that cannot
// trap moves.
// CHECK-LABEL: func.func @generic_bodies
// CHECK:         linalg.generic
// CHECK:           arith.muli
// CHECK:         scf.for
// CHECK:           linalg.generic
// CHECK:             arith.divui
// CHECK:           tensor.insert_slice
func.func @generic_bodies(%a: tensor<4x4xi32>, %out: tensor<?x4xi32>, %lb: index, %ub: index, %s: index) -> tensor<?x4xi32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %out) -> tensor<?x4xi32> {
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x4xi32>) outs(%a : tensor<4x4xi32>) {
    ^bb0(%x: i32, %y: i32):
      %p = arith.muli %x, %y : i32
      linalg.yield %p : i32
    } -> tensor<4x4xi32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%m : tensor<4x4xi32>) outs(%a : tensor<4x4xi32>) {
    ^bb0(%x: i32, %y: i32):
      %q = arith.divui %x, %y : i32
      linalg.yield %q : i32
    } -> tensor<4x4xi32>
    %n = tensor.insert_slice %d into %acc[%i, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<?x4xi32>
    scf.yield %n : tensor<?x4xi32>
  }
  return %r : tensor<?x4xi32>
}

// -----

// Constants and invariant arithmetic leave both regions of scf.while.
// CHECK-LABEL: func.func @while_regions
// CHECK:         arith.constant 3 : i32
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    scf.while
func.func @while_regions(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %b) : (i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %lim = arith.addi %a, %c3 : i32
    %cond = arith.cmpi slt, %x, %lim : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// linalg.pack and linalg.unpack with static tiles move.
// CHECK-LABEL: func.func @packs
// CHECK:         linalg.pack
// CHECK-NEXT:    scf.for
// CHECK:         linalg.unpack
// CHECK-NEXT:    scf.for
func.func @packs(%src: tensor<64x32xf32>, %dst: tensor<4x2x16x16xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %p = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [16, 16] into %dst : tensor<64x32xf32> -> tensor<4x2x16x16xf32>
    "use.it"(%p) : (tensor<4x2x16x16xf32>) -> ()
  }
  scf.for %i = %lb to %ub step %s {
    %u = linalg.unpack %dst inner_dims_pos = [0, 1] inner_tiles = [16, 16] into %src : tensor<4x2x16x16xf32> -> tensor<64x32xf32>
    "use.it"(%u) : (tensor<64x32xf32>) -> ()
  }
  return
}

// -----

// Dynamic tiles: a pack moves only with a padding value.
// CHECK-LABEL: func.func @dynamic_packs
// CHECK:         scf.for
// CHECK-NEXT:      linalg.pack
// CHECK:         scf.for
// CHECK-NEXT:      linalg.unpack
// CHECK:         linalg.pack %{{.*}} padding_value
// CHECK-NEXT:    scf.for
func.func @dynamic_packs(%src: tensor<?x?xf32>, %dst: tensor<?x?x?x?xf32>, %tm: index, %tn: index, %pad: f32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %p = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%tm, %tn] into %dst : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
    "use.it"(%p) : (tensor<?x?x?x?xf32>) -> ()
  }
  scf.for %i = %lb to %ub step %s {
    %u = linalg.unpack %dst inner_dims_pos = [0, 1] inner_tiles = [%tm, %tn] into %src : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
    "use.it"(%u) : (tensor<?x?xf32>) -> ()
  }
  scf.for %i = %lb to %ub step %s {
    %p = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%tm, %tn] into %dst : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
    "use.it"(%p) : (tensor<?x?x?x?xf32>) -> ()
  }
  return
}
