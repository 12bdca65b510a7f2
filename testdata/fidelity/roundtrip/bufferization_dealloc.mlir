module {
  func.func @dealloc(%arg0: memref<8xf32>, %arg1: memref<4xi8>, %arg2: i1, %arg3: i1, %arg4: memref<8xf32>) -> (i1, i1) {
    bufferization.dealloc (%arg0 : memref<8xf32>) if (%arg2)
    bufferization.dealloc (%arg0, %arg1 : memref<8xf32>, memref<4xi8>) if (%arg2, %arg3)
    %0:2 = bufferization.dealloc (%arg0 : memref<8xf32>) if (%arg2) retain (%arg4, %arg0 : memref<8xf32>, memref<8xf32>)
    bufferization.dealloc
    return %0#0, %0#1 : i1, i1
  }
}

