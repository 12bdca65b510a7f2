func.func @pad(%t: tensor<8x8xf32>, %n: index) -> (tensor<10x?xf32>, tensor<?x3xindex>) {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, %n] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x8xf32> to tensor<10x?xf32>
  %p2 = tensor.pad %t nofold low[0, 0] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %p, %g : tensor<10x?xf32>, tensor<?x3xindex>
}
