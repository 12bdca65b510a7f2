// A public function on tensor<?x?xf32>: the temporaries take their sizes
// from tensor.dim of the arguments, which the caller casts from static
// shapes (3x5 and 5x2).
#id = affine_map<(i, j) -> (i, j)>
func.func @mm_relu(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %e2 = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<?x?xf32>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%v: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %x = arith.maximumf %v, %z : f32
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %ea = tensor.empty() : tensor<3x5xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<3x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %j, %i : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    linalg.yield %sf : f32
  } -> tensor<3x5xf32>
  %eb = tensor.empty() : tensor<5x2xf32>
  %b = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<5x2xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %h = arith.constant 0.5 : f32
    %r = arith.subf %sf, %h : f32
    linalg.yield %r : f32
  } -> tensor<5x2xf32>
  %da = tensor.cast %a : tensor<3x5xf32> to tensor<?x?xf32>
  %db = tensor.cast %b : tensor<5x2xf32> to tensor<?x?xf32>
  %r = call @mm_relu(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %r2 = call @mm_relu(%db, %da) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
