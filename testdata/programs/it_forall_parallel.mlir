// Integration-test style: scf.forall on tensors and scf.parallel with a
// reduction on buffers.
func.func @scale(%t: tensor<16x32xf32>, %s: f32) -> tensor<16x32xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (16, 32) step (4, 8) shared_outs(%o = %t) -> (tensor<16x32xf32>) {
    %tile = tensor.extract_slice %o[%i, %j] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
    %init = tensor.empty() : tensor<4x8xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tile : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %p = arith.mulf %a, %s : f32
      linalg.yield %p : f32
    } -> tensor<4x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %r : tensor<16x32xf32>
}

func.func @total(%m: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%zero) -> f32 {
    %v = memref.load %m[%i] : memref<64xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %a = arith.addf %l, %r : f32
      scf.reduce.return %a : f32
    }
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %v = memref.load %m[%i] : memref<64xf32>
    memref.store %v, %m[%j] : memref<64xf32>
    scf.reduce
  }
  return %sum : f32
}
