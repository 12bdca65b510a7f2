// graph-compiler's merge-alloc MLP at tensor level: four matmuls sharing a weight, each into
// a fresh tensor.empty.
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %a0 = tensor.empty() : tensor<8x8xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%a0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.matmul ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b0 = tensor.empty() : tensor<8x8xf32>
  %b1 = linalg.fill ins(%zero : f32) outs(%b0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = linalg.matmul ins(%a, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%b1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c0 = tensor.empty() : tensor<8x8xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%c0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = linalg.matmul ins(%b, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d0 = tensor.empty() : tensor<8x8xf32>
  %d1 = linalg.fill ins(%zero : f32) outs(%d0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d = linalg.matmul ins(%c, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%d1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %s, %c5 : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    %h = arith.constant 0.125 : f32
    %g = arith.mulf %f, %h : f32
    linalg.yield %g : f32
  } -> tensor<8x8xf32>
  %r = call @mlp(%x, %x) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
