func.func @loops(%m: memref<16xf32>, %n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<16xf32>
    memref.store %v, %m[%i] : memref<16xf32>
  }
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<16xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %r2:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %r, %b = %c0) -> (f32, index) {
    %b2 = arith.addi %b, %i : index
    scf.yield %a, %b2 : f32, index
  }
  %lb = arith.constant 0 : i32
  %ub = arith.constant 10 : i32
  %st = arith.constant 2 : i32
  scf.for %k = %lb to %ub step %st : i32 {
    %x = arith.addi %k, %k : i32
  }
  scf.for unsigned %k = %lb to %ub step %st : i32 {
    %x = arith.muli %k, %k : i32
  }
  return %r2#0 : f32
}
