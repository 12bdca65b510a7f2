#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @entry() {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.500000e+00 : f32
    %cst_1 = arith.constant -2.250000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = vector.broadcast %cst_0 : f32 to vector<2x3xf32>
    %1 = vector.broadcast %cst_1 : f32 to vector<3x2xf32>
    %cst_2 = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
    %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %cst_2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
    vector.print %2 : vector<2x2xf32>
    %alloc = memref.alloc() : memref<4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
    vector.transfer_write %2, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf32>, memref<4x4xf32>
    %3 = vector.transfer_read %alloc[%c0, %c0], %cst : memref<4x4xf32>, vector<4x4xf32>
    vector.print %3 : vector<4x4xf32>
    %4 = vector.shape_cast %cst_2 : vector<2x2xf32> to vector<4xf32>
    %5 = vector.reduction <add>, %4 : vector<4xf32> into f32
    vector.print %5 : f32
    %6 = vector.shape_cast %3 : vector<4x4xf32> to vector<16xf32>
    %7 = vector.extract %6[5] : f32 from vector<16xf32>
    vector.print %7 : f32
    memref.dealloc %alloc : memref<4x4xf32>
    return
  }
}

