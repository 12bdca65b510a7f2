// EXEC: bufferize
// The README's tensor MLP (testdata/examples/mlp_tensor.mlir), called 10
// times, as the README's allocation counts run it: each call's three
// temporaries and its result are buffers left to run time unless a plan or
// a deallocation takes them.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  %w = arith.constant 0.0078125 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %y = linalg.fill ins(%w : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (f32) {
    %r = func.call @mlp(%x, %y) : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %v = tensor.extract %r[%i, %i] : tensor<128x128xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %out = tensor.from_elements %sum : tensor<1xf32>
  %u = tensor.cast %out : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(tensor<*xf32>)
