#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @bert(%arg0: memref<128x256xf32>, %arg1: memref<256x256xf32>, %arg2: memref<256x256xf32>, %arg3: memref<256x256xf32>, %arg4: memref<256x256xf32>, %arg5: memref<256xf32>, %arg6: memref<256x1024xf32>, %arg7: memref<1024x256xf32>, %arg8: memref<256xf32>, %arg9: memref<256x256xf32>, %arg10: memref<256x256xf32>, %arg11: memref<256x256xf32>, %arg12: memref<256x256xf32>, %arg13: memref<256xf32>, %arg14: memref<256x1024xf32>, %arg15: memref<1024x256xf32>, %arg16: memref<256xf32>) -> memref<128x256xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<128x256xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc : memref<128x256xf32>)
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<128x256xf32>)
    linalg.matmul ins(%arg0, %arg2 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_8 : memref<128x256xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_9 : memref<128x256xf32>)
    linalg.matmul ins(%arg0, %arg3 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_9 : memref<128x256xf32>)
    %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.transpose ins(%expand_shape : memref<128x4x64xf32>) outs(%alloc_10 : memref<4x128x64xf32>) permutation = [1, 0, 2] 
    %expand_shape_11 = memref.expand_shape %alloc_9 [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.transpose ins(%expand_shape_11 : memref<128x4x64xf32>) outs(%alloc_12 : memref<4x128x64xf32>) permutation = [1, 0, 2] 
    %expand_shape_13 = memref.expand_shape %alloc_8 [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<4x64x128xf32>
    linalg.transpose ins(%expand_shape_13 : memref<128x4x64xf32>) outs(%alloc_14 : memref<4x64x128xf32>) permutation = [1, 2, 0] 
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_15 : memref<4x128x128xf32>)
    linalg.batch_matmul ins(%alloc_10, %alloc_14 : memref<4x128x64xf32>, memref<4x64x128xf32>) outs(%alloc_15 : memref<4x128x128xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<4x128xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_16 : memref<4x128xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_15 : memref<4x128x128xf32>) outs(%alloc_16 : memref<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_15, %alloc_16 : memref<4x128x128xf32>, memref<4x128xf32>) outs(%alloc_17 : memref<4x128x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.subf %in, %in_67 : f32
      %1 = arith.mulf %0, %cst_3 : f32
      %2 = math.exp %1 : f32
      linalg.yield %2 : f32
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_18 : memref<4x128xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_17 : memref<4x128x128xf32>) outs(%alloc_18 : memref<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_17, %alloc_18 : memref<4x128x128xf32>, memref<4x128xf32>) outs(%alloc_19 : memref<4x128x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_20 : memref<4x128x64xf32>)
    linalg.batch_matmul ins(%alloc_19, %alloc_12 : memref<4x128x128xf32>, memref<4x128x64xf32>) outs(%alloc_20 : memref<4x128x64xf32>)
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<128x4x64xf32>
    linalg.transpose ins(%alloc_20 : memref<4x128x64xf32>) outs(%alloc_21 : memref<128x4x64xf32>) permutation = [1, 0, 2] 
    %collapse_shape = memref.collapse_shape %alloc_21 [[0], [1, 2]] : memref<128x4x64xf32> into memref<128x256xf32>
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_22 : memref<128x256xf32>)
    linalg.matmul ins(%collapse_shape, %arg4 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_22 : memref<128x256xf32>)
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_22, %arg0 : memref<128x256xf32>, memref<128x256xf32>) outs(%alloc_23 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.addf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_24 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_23 : memref<128x256xf32>) outs(%alloc_24 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_23, %alloc_24 : memref<128x256xf32>, memref<128xf32>) outs(%alloc_25 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.subf %in, %0 : f32
      linalg.yield %1 : f32
    }
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_26 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_25 : memref<128x256xf32>) outs(%alloc_26 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_25, %alloc_26, %arg5 : memref<128x256xf32>, memref<128xf32>, memref<256xf32>) outs(%alloc_27 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %in_68: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.addf %0, %cst_4 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_68 : f32
      linalg.yield %4 : f32
    }
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<128x1024xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_28 : memref<128x1024xf32>)
    linalg.matmul ins(%alloc_27, %arg6 : memref<128x256xf32>, memref<256x1024xf32>) outs(%alloc_28 : memref<128x1024xf32>)
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<128x1024xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_28 : memref<128x1024xf32>) outs(%alloc_29 : memref<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.mulf %0, %in : f32
      %2 = arith.mulf %1, %cst_6 : f32
      %3 = arith.addf %in, %2 : f32
      %4 = arith.mulf %3, %cst_7 : f32
      %5 = math.tanh %4 : f32
      %6 = arith.addf %5, %cst_0 : f32
      %7 = arith.mulf %6, %cst_1 : f32
      %8 = arith.mulf %7, %in : f32
      linalg.yield %8 : f32
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_30 : memref<128x256xf32>)
    linalg.matmul ins(%alloc_29, %arg7 : memref<128x1024xf32>, memref<1024x256xf32>) outs(%alloc_30 : memref<128x256xf32>)
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_30, %alloc_27 : memref<128x256xf32>, memref<128x256xf32>) outs(%alloc_31 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.addf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_32 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_31 : memref<128x256xf32>) outs(%alloc_32 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_31, %alloc_32 : memref<128x256xf32>, memref<128xf32>) outs(%alloc_33 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.subf %in, %0 : f32
      linalg.yield %1 : f32
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_34 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_33 : memref<128x256xf32>) outs(%alloc_34 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_33, %alloc_34, %arg8 : memref<128x256xf32>, memref<128xf32>, memref<256xf32>) outs(%alloc_35 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %in_68: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.addf %0, %cst_4 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_68 : f32
      linalg.yield %4 : f32
    }
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_36 : memref<128x256xf32>)
    linalg.matmul ins(%alloc_35, %arg9 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_36 : memref<128x256xf32>)
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_37 : memref<128x256xf32>)
    linalg.matmul ins(%alloc_35, %arg10 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_37 : memref<128x256xf32>)
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_38 : memref<128x256xf32>)
    linalg.matmul ins(%alloc_35, %arg11 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_38 : memref<128x256xf32>)
    %expand_shape_39 = memref.expand_shape %alloc_36 [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.transpose ins(%expand_shape_39 : memref<128x4x64xf32>) outs(%alloc_40 : memref<4x128x64xf32>) permutation = [1, 0, 2] 
    %expand_shape_41 = memref.expand_shape %alloc_38 [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.transpose ins(%expand_shape_41 : memref<128x4x64xf32>) outs(%alloc_42 : memref<4x128x64xf32>) permutation = [1, 0, 2] 
    %expand_shape_43 = memref.expand_shape %alloc_37 [[0], [1, 2]] output_shape [128, 4, 64] : memref<128x256xf32> into memref<128x4x64xf32>
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<4x64x128xf32>
    linalg.transpose ins(%expand_shape_43 : memref<128x4x64xf32>) outs(%alloc_44 : memref<4x64x128xf32>) permutation = [1, 2, 0] 
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_45 : memref<4x128x128xf32>)
    linalg.batch_matmul ins(%alloc_40, %alloc_44 : memref<4x128x64xf32>, memref<4x64x128xf32>) outs(%alloc_45 : memref<4x128x128xf32>)
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<4x128xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_46 : memref<4x128xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_45 : memref<4x128x128xf32>) outs(%alloc_46 : memref<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_45, %alloc_46 : memref<4x128x128xf32>, memref<4x128xf32>) outs(%alloc_47 : memref<4x128x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.subf %in, %in_67 : f32
      %1 = arith.mulf %0, %cst_3 : f32
      %2 = math.exp %1 : f32
      linalg.yield %2 : f32
    }
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<4x128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_48 : memref<4x128xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_47 : memref<4x128x128xf32>) outs(%alloc_48 : memref<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<4x128x128xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_47, %alloc_48 : memref<4x128x128xf32>, memref<4x128xf32>) outs(%alloc_49 : memref<4x128x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<4x128x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_50 : memref<4x128x64xf32>)
    linalg.batch_matmul ins(%alloc_49, %alloc_42 : memref<4x128x128xf32>, memref<4x128x64xf32>) outs(%alloc_50 : memref<4x128x64xf32>)
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<128x4x64xf32>
    linalg.transpose ins(%alloc_50 : memref<4x128x64xf32>) outs(%alloc_51 : memref<128x4x64xf32>) permutation = [1, 0, 2] 
    %collapse_shape_52 = memref.collapse_shape %alloc_51 [[0], [1, 2]] : memref<128x4x64xf32> into memref<128x256xf32>
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_53 : memref<128x256xf32>)
    linalg.matmul ins(%collapse_shape_52, %arg12 : memref<128x256xf32>, memref<256x256xf32>) outs(%alloc_53 : memref<128x256xf32>)
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_53, %alloc_35 : memref<128x256xf32>, memref<128x256xf32>) outs(%alloc_54 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.addf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_55 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_54 : memref<128x256xf32>) outs(%alloc_55 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_54, %alloc_55 : memref<128x256xf32>, memref<128xf32>) outs(%alloc_56 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.subf %in, %0 : f32
      linalg.yield %1 : f32
    }
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_57 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_56 : memref<128x256xf32>) outs(%alloc_57 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_56, %alloc_57, %arg13 : memref<128x256xf32>, memref<128xf32>, memref<256xf32>) outs(%alloc_58 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %in_68: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.addf %0, %cst_4 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_68 : f32
      linalg.yield %4 : f32
    }
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<128x1024xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_59 : memref<128x1024xf32>)
    linalg.matmul ins(%alloc_58, %arg14 : memref<128x256xf32>, memref<256x1024xf32>) outs(%alloc_59 : memref<128x1024xf32>)
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<128x1024xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_59 : memref<128x1024xf32>) outs(%alloc_60 : memref<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.mulf %0, %in : f32
      %2 = arith.mulf %1, %cst_6 : f32
      %3 = arith.addf %in, %2 : f32
      %4 = arith.mulf %3, %cst_7 : f32
      %5 = math.tanh %4 : f32
      %6 = arith.addf %5, %cst_0 : f32
      %7 = arith.mulf %6, %cst_1 : f32
      %8 = arith.mulf %7, %in : f32
      linalg.yield %8 : f32
    }
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_61 : memref<128x256xf32>)
    linalg.matmul ins(%alloc_60, %arg15 : memref<128x1024xf32>, memref<1024x256xf32>) outs(%alloc_61 : memref<128x256xf32>)
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_61, %alloc_58 : memref<128x256xf32>, memref<128x256xf32>) outs(%alloc_62 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.addf %in, %in_67 : f32
      linalg.yield %0 : f32
    }
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_63 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_62 : memref<128x256xf32>) outs(%alloc_63 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_62, %alloc_63 : memref<128x256xf32>, memref<128xf32>) outs(%alloc_64 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.subf %in, %0 : f32
      linalg.yield %1 : f32
    }
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_65 : memref<128xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%alloc_64 : memref<128x256xf32>) outs(%alloc_65 : memref<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map2, #map3, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%alloc_64, %alloc_65, %arg16 : memref<128x256xf32>, memref<128xf32>, memref<256xf32>) outs(%alloc_66 : memref<128x256xf32>) {
    ^bb0(%in: f32, %in_67: f32, %in_68: f32, %out: f32):
      %0 = arith.divf %in_67, %cst_5 : f32
      %1 = arith.addf %0, %cst_4 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_68 : f32
      linalg.yield %4 : f32
    }
    return %alloc_66 : memref<128x256xf32>
  }
}

