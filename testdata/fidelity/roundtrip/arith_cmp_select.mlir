module {
  func.func @cmp(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: vector<4xi32>) -> (i32, vector<4xi32>) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = arith.cmpi ne, %arg0, %arg1 : i32
    %2 = arith.cmpi slt, %arg0, %arg1 : i32
    %3 = arith.cmpi uge, %arg0, %arg1 : i32
    %4 = arith.cmpf olt, %arg2, %arg3 : f32
    %5 = arith.cmpf uno, %arg2, %arg3 fastmath<fast> : f32
    %6 = arith.andi %0, %1 : i1
    %7 = arith.ori %6, %2 : i1
    %8 = arith.xori %7, %3 : i1
    %9 = arith.andi %8, %4 : i1
    %10 = arith.ori %9, %5 : i1
    %11 = arith.select %10, %arg0, %arg1 : i32
    %12 = arith.cmpi sgt, %arg4, %arg5 : vector<4xi32>
    %13 = arith.select %12, %arg4, %arg5 : vector<4xi1>, vector<4xi32>
    %14 = arith.select %10, %arg4, %arg5 : vector<4xi32>
    %15 = arith.addi %13, %14 : vector<4xi32>
    return %11, %15 : i32, vector<4xi32>
  }
}

