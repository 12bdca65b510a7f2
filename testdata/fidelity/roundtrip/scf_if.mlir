module {
  func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: memref<4xf32>) -> (f32, f32) {
    scf.if %arg0 {
      %c0 = arith.constant 0 : index
      memref.store %arg1, %arg3[%c0] : memref<4xf32>
    }
    scf.if %arg0 {
      %2 = arith.addf %arg1, %arg2 : f32
    } else {
      %2 = arith.subf %arg1, %arg2 : f32
    }
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      scf.yield %arg2 : f32
    }
    %1:2 = scf.if %arg0 -> (f32, f32) {
      %2 = arith.addf %arg1, %arg2 : f32
      scf.yield %2, %arg1 : f32, f32
    } else {
      scf.yield %arg2, %0 : f32, f32
    }
    return %1#0, %1#1 : f32, f32
  }
}

