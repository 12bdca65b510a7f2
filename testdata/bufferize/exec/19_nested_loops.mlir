// Nested loops carrying a 2-D tensor, with a read of the original input
// after the loops (the input must not be overwritten).
func.func @nest(%t: tensor<4x4xf32>) -> (tensor<4x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4x4xf32>) {
    %q = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<4x4xf32>) {
      %x = tensor.extract %b[%i, %j] : tensor<4x4xf32>
      %y = tensor.extract %b[%j, %i] : tensor<4x4xf32>
      %s = arith.subf %x, %y : f32
      %n = tensor.insert %s into %b[%i, %j] : tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %q : tensor<4x4xf32>
  }
  %o = tensor.extract %t[%c1, %c0] : tensor<4x4xf32>
  return %r, %o : tensor<4x4xf32>, f32
}

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %r, %o = call @nest(%t) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, f32)
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %s = tensor.from_elements %o : tensor<1xf32>
  %w = tensor.cast %s : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
