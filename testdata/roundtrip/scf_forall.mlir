func.func @foralls(%t: tensor<8x8xf32>, %m: memref<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  scf.forall (%i, %j) in (8, 8) {
    %v = memref.load %m[%i, %j] : memref<8x8xf32>
    memref.store %v, %m[%j, %i] : memref<8x8xf32>
  }
  scf.forall (%i) = (0) to (%n) step (2) {
    %v = memref.load %m[%i, %i] : memref<8x8xf32>
  }
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %o[%off, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
    }
  }
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<8x8xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8x8xf32>
}
