// The README's tensor example: the 4-matmul MLP of intel/graph-compiler's
// merge-alloc design written at tensor level, as a front end emits it. One memopt
// run bufferizes it and plans its memory:
//   memopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --merge-alloc testdata/examples/mlp_tensor.mlir
// Each tensor.empty becomes a memref.alloc that its matmul writes in place;
// merge-alloc then packs the three temporaries into one buffer of twice
// their size (%c0 reuses the bytes of %a0) and leaves the returned one.
func.func @mlp(%x: tensor<128x128xf32>, %y: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %a0 = tensor.empty() : tensor<128x128xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%a0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %a = linalg.matmul ins(%x, %y : tensor<128x128xf32>, tensor<128x128xf32>) outs(%a1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %b0 = tensor.empty() : tensor<128x128xf32>
  %b1 = linalg.fill ins(%zero : f32) outs(%b0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %b = linalg.matmul ins(%a, %y : tensor<128x128xf32>, tensor<128x128xf32>) outs(%b1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c0 = tensor.empty() : tensor<128x128xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%c0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%b, %y : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %d0 = tensor.empty() : tensor<128x128xf32>
  %d1 = linalg.fill ins(%zero : f32) outs(%d0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %d = linalg.matmul ins(%c, %y : tensor<128x128xf32>, tensor<128x128xf32>) outs(%d1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %d : tensor<128x128xf32>
}
