// A prefix sum with tensor.extract / tensor.insert on a loop-carried
// tensor.
func.func @prefix(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c1 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %j = arith.subi %i, %c1 : index
    %p = tensor.extract %a[%j] : tensor<8xf32>
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %s = arith.addf %p, %x : f32
    %n = tensor.insert %s into %a[%i] : tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %r = call @prefix(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %u = tensor.cast %r : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
