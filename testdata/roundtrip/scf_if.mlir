func.func @ifs(%c: i1, %a: f32, %b: f32, %m: memref<4xf32>) -> (f32, f32) {
  scf.if %c {
    %c0 = arith.constant 0 : index
    memref.store %a, %m[%c0] : memref<4xf32>
  }
  scf.if %c {
    %x = arith.addf %a, %b : f32
  } else {
    %y = arith.subf %a, %b : f32
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %r2:2 = scf.if %c -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  } else {
    scf.yield %b, %r : f32, f32
  }
  return %r2#0, %r2#1 : f32, f32
}
