module {
  func.func @parallels(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      %1 = memref.load %arg0[%arg2, %arg3] : memref<8x8xf32>
      memref.store %1, %arg0[%arg3, %arg2] : memref<8x8xf32>
      scf.reduce 
    }
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%cst) -> f32 {
      %1 = memref.load %arg0[%arg2, %arg2] : memref<8x8xf32>
      scf.reduce(%1 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %2 = arith.addf %arg3, %arg4 : f32
        scf.reduce.return %2 : f32
      }
    }
    return %0 : f32
  }
}

