module {
  func.func @buf(%arg0: memref<8xf32>, %arg1: tensor<8xf32>, %arg2: index, %arg3: memref<8xf32>) -> (tensor<8xf32>, memref<8xf32>, tensor<?xf32>) {
    %0 = bufferization.to_tensor %arg0 : memref<8xf32> to tensor<8xf32>
    %1 = bufferization.to_tensor %arg0 restrict writable : memref<8xf32> to tensor<8xf32>
    %2 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32>
    %3 = bufferization.to_buffer %arg1 read_only : tensor<8xf32> to memref<8xf32>
    %4 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
    %5 = bufferization.alloc_tensor() copy(%arg1) : tensor<8xf32>
    %6 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
    %7 = bufferization.clone %arg0 : memref<8xf32> to memref<8xf32>
    bufferization.materialize_in_destination %arg1 in restrict writable %arg3 : (tensor<8xf32>, memref<8xf32>) -> ()
    %8 = bufferization.materialize_in_destination %arg1 in %5 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    bufferization.dealloc_tensor %6 : tensor<8xf32>
    return %8, %7, %4 : tensor<8xf32>, memref<8xf32>, tensor<?xf32>
  }
}

