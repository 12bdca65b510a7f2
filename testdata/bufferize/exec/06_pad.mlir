// tensor.pad with an index-dependent padding value, then an update of the
// padded tensor.
func.func @pad(%t: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i32
    %f = arith.sitofp %n : i32 to f32
    %m = arith.constant -1.0 : f32
    %v = arith.mulf %f, %m : f32
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<5x7xf32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 100.0 : f32
  %r = tensor.insert %x into %p[%c0, %c0] : tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %r = call @pad(%t) : (tensor<3x4xf32>) -> tensor<5x7xf32>
  %u = tensor.cast %r : tensor<5x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
