#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @scale(%arg0: tensor<16x32xf32>, %arg1: f32) -> tensor<16x32xf32> {
    %0 = scf.forall (%arg2, %arg3) = (0, 0) to (16, 32) step (4, 8) shared_outs(%arg4 = %arg0) -> (tensor<16x32xf32>) {
      %extracted_slice = tensor.extract_slice %arg4[%arg2, %arg3] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
      %1 = tensor.empty() : tensor<4x8xf32>
      %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %3 = arith.mulf %in, %arg1 : f32
        linalg.yield %3 : f32
      } -> tensor<4x8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %2 into %arg4[%arg2, %arg3] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
      }
    } {mapping = [#gpu.block<y>, #gpu.block<x>]}
    return %0 : tensor<16x32xf32>
  }
  func.func @total(%arg0: memref<64xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.parallel (%arg1) = (%c0) to (%c64) step (%c1) init (%cst) -> f32 {
      %1 = memref.load %arg0[%arg1] : memref<64xf32>
      scf.reduce(%1 : f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = arith.addf %arg2, %arg3 : f32
        scf.reduce.return %2 : f32
      }
    }
    scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
      %1 = memref.load %arg0[%arg1] : memref<64xf32>
      memref.store %1, %arg0[%arg2] : memref<64xf32>
      scf.reduce 
    }
    return %0 : f32
  }
}

