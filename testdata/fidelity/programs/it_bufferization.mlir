module {
  func.func @copy_out(%arg0: tensor<4x4xf32>, %arg1: memref<4x4xf32>) {
    bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
    return
  }
  func.func @roundtrip(%arg0: memref<4x4xf32>, %arg1: index) -> (tensor<4x4xf32>, memref<?xf32>) {
    %0 = bufferization.to_tensor %arg0 restrict writable : memref<4x4xf32> to tensor<4x4xf32>
    %1 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
    %2 = bufferization.alloc_tensor() copy(%0) : tensor<4x4xf32>
    %3 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32>
    %4 = bufferization.clone %arg0 : memref<4x4xf32> to memref<4x4xf32>
    %true = arith.constant true
    bufferization.dealloc (%4 : memref<4x4xf32>) if (%true)
    return %2, %3 : tensor<4x4xf32>, memref<?xf32>
  }
}

