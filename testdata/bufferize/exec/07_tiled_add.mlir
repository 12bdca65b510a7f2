// A tiled element-wise add: slices of the inputs and of the loop-carried
// output, computed and inserted back in a loop.
#id = affine_map<(i, j) -> (i, j)>
func.func @tiled_add(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %init = tensor.empty() : tensor<8x4xf32>
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %init) -> (tensor<8x4xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %sb = tensor.extract_slice %b[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %so = tensor.extract_slice %acc[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %s = linalg.add ins(%sa, %sb : tensor<2x4xf32>, tensor<2x4xf32>) outs(%so : tensor<2x4xf32>) -> tensor<2x4xf32>
    %ins = tensor.insert_slice %s into %acc[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
    scf.yield %ins : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<8x4xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c4 = arith.constant 4 : index
    %k = arith.muli %i, %c4 : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8x4xf32>
  %b = arith.constant dense<0.5> : tensor<8x4xf32>
  %r = call @tiled_add(%a, %b) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %u = tensor.cast %r : tensor<8x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
