func.func @buf(%m: memref<8xf32>, %t: tensor<8xf32>, %n: index, %d: memref<8xf32>) -> (tensor<8xf32>, memref<8xf32>, tensor<?xf32>) {
  %0 = bufferization.to_tensor %m : memref<8xf32> to tensor<8xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %2 = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<8xf32> to memref<8xf32>
  %4 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %5 = bufferization.alloc_tensor() copy(%t) : tensor<8xf32>
  %6 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %7 = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<8xf32>, memref<8xf32>) -> ()
  %8 = bufferization.materialize_in_destination %t in %5 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  bufferization.dealloc_tensor %6 : tensor<8xf32>
  return %8, %7, %4 : tensor<8xf32>, memref<8xf32>, tensor<?xf32>
}
