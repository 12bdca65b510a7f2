#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mixed_mlp(%arg0: memref<64x512xf32>, %arg1: memref<512x1024xf16>, %arg2: memref<1024x768xf16>, %arg3: memref<768x512xf16>, %arg4: memref<512x256xf16>, %arg5: memref<256x512xf16>) -> memref<64x512xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant -3.40282347E+38 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.471500e-02 : f32
    %cst_7 = arith.constant 7.978850e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x512xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<64x512xf32>) outs(%alloc : memref<64x512xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<64x1024xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<64x1024xf32>)
    linalg.matmul ins(%alloc, %arg1 : memref<64x512xf16>, memref<512x1024xf16>) outs(%alloc_8 : memref<64x1024xf32>)
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<64x1024xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_8 : memref<64x1024xf32>) outs(%alloc_9 : memref<64x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<64x1024xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_9 : memref<64x1024xf32>) outs(%alloc_10 : memref<64x1024xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<64x768xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_11 : memref<64x768xf32>)
    linalg.matmul ins(%alloc_10, %arg2 : memref<64x1024xf16>, memref<1024x768xf16>) outs(%alloc_11 : memref<64x768xf32>)
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<64x768xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_11 : memref<64x768xf32>) outs(%alloc_12 : memref<64x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<64x768xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_12 : memref<64x768xf32>) outs(%alloc_13 : memref<64x768xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_14 : memref<64x512xf32>)
    linalg.matmul ins(%alloc_13, %arg3 : memref<64x768xf16>, memref<768x512xf16>) outs(%alloc_14 : memref<64x512xf32>)
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_14 : memref<64x512xf32>) outs(%alloc_15 : memref<64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_15, %arg0 : memref<64x512xf32>, memref<64x512xf32>) outs(%alloc_16 : memref<64x512xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %0 = arith.addf %in, %in_24 : f32
      linalg.yield %0 : f32
    }
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_16 : memref<64x512xf32>) outs(%alloc_17 : memref<64x512xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<64x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_18 : memref<64x256xf32>)
    linalg.matmul ins(%alloc_17, %arg4 : memref<64x512xf16>, memref<512x256xf16>) outs(%alloc_18 : memref<64x256xf32>)
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<64x256xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_18 : memref<64x256xf32>) outs(%alloc_19 : memref<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<64x256xf16>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_19 : memref<64x256xf32>) outs(%alloc_20 : memref<64x256xf16>) {
    ^bb0(%in: f32, %out: f16):
      %0 = arith.truncf %in : f32 to f16
      linalg.yield %0 : f16
    }
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_21 : memref<64x512xf32>)
    linalg.matmul ins(%alloc_20, %arg5 : memref<64x256xf16>, memref<256x512xf16>) outs(%alloc_21 : memref<64x512xf32>)
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_21 : memref<64x512xf32>) outs(%alloc_22 : memref<64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<64x512xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_22, %alloc_16 : memref<64x512xf32>, memref<64x512xf32>) outs(%alloc_23 : memref<64x512xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %0 = arith.addf %in, %in_24 : f32
      linalg.yield %0 : f32
    }
    return %alloc_23 : memref<64x512xf32>
  }
}

