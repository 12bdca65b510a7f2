// EXEC: bufferize
// DYNAMIC-LEFT: 2
// STATIC-LEFT: 0
// Tensor level, across calls: a private function gets 2 or 6 as its size;
// its temporaries are bounded by the call sites (static-memory-plan).
func.func private @scale(%n: index, %v: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %b = linalg.add ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e2 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%b : tensor<?xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %w = arith.addf %x, %y : f32
      linalg.yield %w : f32
    }
  %r = tensor.extract %s[] : tensor<f32>
  return %r : f32
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.5 : f32
  %a = call @scale(%c2, %one) : (index, f32) -> f32
  %b = call @scale(%c6, %a) : (index, f32) -> f32
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %u = tensor.cast %t : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
