// EXEC: bufferize
// The seed's 4-layer MLP at tensor level (8x8), bufferized by
// mlir-opt --one-shot-bufferize; three temporaries share two slots.
func.func @mlp(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %a0 = tensor.empty() : tensor<8x8xf32>
  %a1 = linalg.fill ins(%z : f32) outs(%a0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.matmul ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b0 = tensor.empty() : tensor<8x8xf32>
  %b1 = linalg.fill ins(%z : f32) outs(%b0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = linalg.matmul ins(%a, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%b1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c0 = tensor.empty() : tensor<8x8xf32>
  %c1 = linalg.fill ins(%z : f32) outs(%c0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.matmul ins(%b, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d0 = tensor.empty() : tensor<8x8xf32>
  %d1 = linalg.fill ins(%z : f32) outs(%d0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d = linalg.matmul ins(%c, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%d1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 0.0, 1.0, 0.5, 0.0, 1.0, 2.0],
                             [0.0, 1.0, 1.0, 0.0, 1.0, 2.0, 0.0, 1.0],
                             [1.0, 0.0, 2.0, 1.0, 0.0, 1.0, 1.0, 0.0],
                             [2.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.5, 1.0],
                             [0.0, 0.0, 1.0, 2.0, 1.0, 1.0, 0.0, 0.0],
                             [1.0, 1.0, 0.0, 1.0, 0.0, 0.0, 2.0, 1.0],
                             [0.5, 0.0, 1.0, 0.0, 2.0, 1.0, 0.0, 1.0],
                             [1.0, 2.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0]]> : tensor<8x8xf32>
  %y = arith.constant dense<[[0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.25],
                             [0.0, 0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0],
                             [0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.5, 0.0],
                             [0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25],
                             [0.0, 0.0, 0.0, 0.0, 0.5, 0.25, 0.0, 0.0],
                             [0.25, 0.0, 0.0, 0.0, 0.0, 0.5, 0.25, 0.0],
                             [0.0, 0.25, 0.25, 0.0, 0.0, 0.0, 0.25, 0.25],
                             [0.0, 0.0, 0.0, 0.25, 0.25, 0.0, 0.0, 0.5]]> : tensor<8x8xf32>
  %r = call @mlp(%x, %y) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(tensor<*xf32>)
