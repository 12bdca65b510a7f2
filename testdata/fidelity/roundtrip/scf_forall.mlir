module {
  func.func @foralls(%arg0: tensor<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
    scf.forall (%arg3, %arg4) in (8, 8) {
      %1 = memref.load %arg1[%arg3, %arg4] : memref<8x8xf32>
      memref.store %1, %arg1[%arg4, %arg3] : memref<8x8xf32>
    }
    scf.forall (%arg3) = (0) to (%arg2) step (2) {
      %1 = memref.load %arg1[%arg3, %arg3] : memref<8x8xf32>
    }
    %0 = scf.forall (%arg3) in (2) shared_outs(%arg4 = %arg0) -> (tensor<8x8xf32>) {
      %c4 = arith.constant 4 : index
      %1 = arith.muli %arg3, %c4 : index
      %extracted_slice = tensor.extract_slice %arg4[%1, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg4[%1, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
      }
    }
    scf.forall (%arg3, %arg4) in (4, 4) {
      %1 = memref.load %arg1[%arg3, %arg4] : memref<8x8xf32>
    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
    return %0 : tensor<8x8xf32>
  }
}

