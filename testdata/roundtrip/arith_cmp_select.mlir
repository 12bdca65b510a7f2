func.func @cmp(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, vector<4xi32>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi uge, %a, %b : i32
  %4 = arith.cmpf olt, %f, %g : f32
  %5 = arith.cmpf uno, %f, %g fastmath<fast> : f32
  %6 = arith.andi %0, %1 : i1
  %7 = arith.ori %6, %2 : i1
  %8 = arith.xori %7, %3 : i1
  %9 = arith.andi %8, %4 : i1
  %10 = arith.ori %9, %5 : i1
  %11 = arith.select %10, %a, %b : i32
  %12 = arith.cmpi sgt, %v, %w : vector<4xi32>
  %13 = arith.select %12, %v, %w : vector<4xi1>, vector<4xi32>
  %14 = arith.select %10, %v, %w : vector<4xi32>
  %15 = arith.addi %13, %14 : vector<4xi32>
  return %11, %15 : i32, vector<4xi32>
}
