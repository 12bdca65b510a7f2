module {
  func.func @masked(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<8xf32>) -> (f32, vector<8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.mask %arg1 { vector.reduction <maxnumf>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %1 = vector.mask %arg1, %arg4 { vector.transfer_read %arg2[%arg3], %cst : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    vector.mask %arg1 { vector.transfer_write %1, %arg2[%arg3] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
    vector.mask %arg1 { vector.transfer_write %arg0, %arg2[%arg3] {in_bounds = [true]} : vector<8xf32>, memref<?xf32> } {tag = 1 : i32} : vector<8xi1>
    vector.mask %arg1 { vector.yield } : vector<8xi1>
    %2 = vector.mask %arg1 { vector.yield %arg0 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    %3 = arith.addf %0, %0 : f32
    return %3, %2 : f32, vector<8xf32>
  }
  func.func @scan_and_friends(%arg0: vector<2x6xi32>, %arg1: vector<2xi32>, %arg2: vector<[4]xf32>, %arg3: vector<2xf32>, %arg4: vector<3xf32>, %arg5: vector<5xf32>, %arg6: vector<3x5xf32>, %arg7: f32, %arg8: vector<f32>) -> vector<[4]xf32> {
    %res1, %res2 = vector.deinterleave %arg0 : vector<2x6xi32> -> vector<2x3xi32>
    %dest, %accumulated_value = vector.scan <mul>, %arg0, %arg1 {inclusive = false, reduction_dim = 1 : i64} : vector<2x6xi32>, vector<2xi32>
    %vscale = vector.vscale
    %0 = vector.scalable.insert %arg3, %arg2[2] : vector<2xf32> into vector<[4]xf32>
    %1 = vector.scalable.extract %0[0] : vector<2xf32> from vector<[4]xf32>
    %2 = vector.outerproduct %arg4, %arg5 : vector<3xf32>, vector<5xf32>
    %3 = vector.outerproduct %arg4, %arg5, %arg6 {kind = #vector.kind<add>} : vector<3xf32>, vector<5xf32>
    %4 = vector.outerproduct %arg4, %arg5, %arg6 {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<5xf32>
    %5 = vector.outerproduct %arg2, %arg7 : vector<[4]xf32>, f32
    %6 = vector.shuffle %arg8, %arg8 [1, 0, 1] : vector<f32>, vector<f32>
    vector.print %6 : vector<3xf32>
    vector.print %arg7 : f32 punctuation <comma>
    return %5 : vector<[4]xf32>
  }
  func.func @expand_compress(%arg0: memref<?x?xf32>, %arg1: vector<4xi1>, %arg2: vector<4xf32>, %arg3: index) {
    %0 = vector.expandload %arg0[%arg3, %arg3], %arg1, %arg2 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.compressstore %arg0[%arg3, %arg3], %arg1, %0 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
    return
  }
  func.func @scf_forms(%arg0: i1) -> (i32, f32) {
    scf.while : () -> () {
      scf.condition(%arg0)
    } do {
      scf.yield
    }
    %0:2 = scf.execute_region -> (i32, f32) {
      %c1_i32 = arith.constant 1 : i32
      %cst = arith.constant 5.000000e-01 : f32
      scf.yield %c1_i32, %cst : i32, f32
    }
    return %0#0, %0#1 : i32, f32
  }
}

