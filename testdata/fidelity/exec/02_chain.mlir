#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main() {
    %alloc = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<16x16xf32>) {
    ^bb0(%out: f32):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = arith.muli %0, %1 : index
      %3 = arith.addi %2, %0 : index
      %c7 = arith.constant 7 : index
      %4 = arith.remui %3, %c7 : index
      %5 = arith.index_cast %4 : index to i32
      %6 = arith.sitofp %5 : i32 to f32
      linalg.yield %6 : f32
    }
    %alloc_0 = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<16x16xf32>) outs(%alloc_0 : memref<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_6 = arith.constant 1.500000e+00 : f32
      %0 = arith.mulf %in, %cst_6 : f32
      linalg.yield %0 : f32
    }
    %alloc_1 = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc_0 : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc_1 : memref<16x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %0 = arith.addf %in, %in_6 : f32
      linalg.yield %0 : f32
    }
    %alloc_2 = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1 : memref<16x16xf32>) outs(%alloc_2 : memref<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_6 = arith.constant 3.000000e+00 : f32
      %0 = arith.subf %in, %cst_6 : f32
      linalg.yield %0 : f32
    }
    %alloc_3 = memref.alloc() : memref<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<16xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_2 : memref<16x16xf32>) outs(%alloc_3 : memref<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_4 = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1, %alloc_3 : memref<16x16xf32>, memref<16xf32>) outs(%alloc_4 : memref<16x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %0 = arith.divf %in, %in_6 : f32
      linalg.yield %0 : f32
    }
    %alloc_5 = memref.alloc() : memref<16x16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_4 : memref<16x16xf32>) outs(%alloc_5 : memref<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_5 : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

