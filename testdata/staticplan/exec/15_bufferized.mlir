// EXEC: bufferize
// A tensor program bufferized by mlir-opt --one-shot-bufferize with
// function boundaries: @affine and @block return fresh buffers, which the
// pass turns into out-parameters (as buffer-results-to-out-params does) so
// that the callers' copies are planned too; @affine is called from @block
// and from @main, @block twice.
func.func @affine(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.add ins(%m, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @block(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %a = call @affine(%x, %w) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = call @affine(%a, %w) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.sub ins(%b, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
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
  %w = arith.constant dense<0.125> : tensor<8x8xf32>
  %p = call @block(%x, %w) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %q = call @block(%p, %w) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = call @affine(%q, %x) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(tensor<*xf32>)
