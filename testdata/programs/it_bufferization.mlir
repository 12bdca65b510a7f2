// Integration-test style: bufferization ops between tensor and memref
// code.
func.func @copy_out(%t: tensor<4x4xf32>, %out: memref<4x4xf32>) {
  bufferization.materialize_in_destination %t in writable %out : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

func.func @roundtrip(%m: memref<4x4xf32>, %n: index) -> (tensor<4x4xf32>, memref<?xf32>) {
  %t = bufferization.to_tensor %m restrict writable : memref<4x4xf32> to tensor<4x4xf32>
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %c = bufferization.alloc_tensor() copy(%t) : tensor<4x4xf32>
  %b = bufferization.to_buffer %a : tensor<?xf32> to memref<?xf32>
  %cl = bufferization.clone %m : memref<4x4xf32> to memref<4x4xf32>
  %true = arith.constant true
  bufferization.dealloc (%cl : memref<4x4xf32>) if (%true)
  return %c, %b : tensor<4x4xf32>, memref<?xf32>
}
