module {
  func.func @layer(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
    %alloc = memref.alloc() : memref<64xf32>
    linalg.add ins(%arg0, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc : memref<64xf32>)
    %alloc_0 = memref.alloc() : memref<64xf32>
    linalg.mul ins(%alloc, %arg0 : memref<64xf32>, memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
    linalg.sub ins(%alloc_0, %alloc : memref<64xf32>, memref<64xf32>) outs(%arg1 : memref<64xf32>)
    return
  }
  func.func @main(%arg0: memref<64xf32>, %arg1: memref<64xf32>) {
    %alloc = memref.alloc() : memref<64xf32>
    call @layer(%arg0, %alloc) : (memref<64xf32>, memref<64xf32>) -> ()
    call @layer(%alloc, %arg1) : (memref<64xf32>, memref<64xf32>) -> ()
    return
  }
}

