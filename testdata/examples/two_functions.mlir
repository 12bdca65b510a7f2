// Two functions: @main calls @layer twice. Run with
//   memopt --merge-alloc --static-memory-plan="planner=cost-model memory-map=map.json" two_functions.mlir
func.func @layer(%x: memref<64xf32>, %y: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
  %u = memref.alloc() : memref<64xf32>
  linalg.mul ins(%t, %x : memref<64xf32>, memref<64xf32>) outs(%u : memref<64xf32>)
  linalg.sub ins(%u, %t : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>)
  return
}

func.func @main(%in: memref<64xf32>, %out: memref<64xf32>) {
  %h = memref.alloc() : memref<64xf32>
  call @layer(%in, %h) : (memref<64xf32>, memref<64xf32>) -> ()
  call @layer(%h, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  return
}
