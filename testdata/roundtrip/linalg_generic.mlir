#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @generic(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %r: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<8x8xf32>) outs(%r : memref<8xf32>) attrs = {test.tag = "sum"} {
  ^bb0(%in: f32, %acc: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  }
  return
}
