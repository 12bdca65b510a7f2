module {
  func.func @access(%arg0: memref<8x8xf32>, %arg1: memref<4xi32>, %arg2: memref<f32>, %arg3: index, %arg4: index) -> f32 {
    %0 = memref.load %arg0[%arg3, %arg4] : memref<8x8xf32>
    %1 = memref.load %arg2[] : memref<f32>
    %2 = arith.addf %0, %1 : f32
    memref.store %2, %arg0[%arg4, %arg3] : memref<8x8xf32>
    memref.store %2, %arg2[] : memref<f32>
    %3 = memref.load %arg1[%arg3] {nontemporal = true} : memref<4xi32>
    memref.store %3, %arg1[%arg4] {nontemporal = true} : memref<4xi32>
    %dim = memref.dim %arg0, %arg3 : memref<8x8xf32>
    %4 = memref.rank %arg0 : memref<8x8xf32>
    %5 = arith.addi %dim, %4 : index
    memref.store %2, %arg0[%5, %5] : memref<8x8xf32>
    return %2 : f32
  }
}

