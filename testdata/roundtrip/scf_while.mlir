func.func @whiles(%n: i32, %init: f32) -> (i32, f32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c1, %acc = %init) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %acc : i32, f32
  } do {
  ^bb0(%j: i32, %a: f32):
    %next = arith.addi %j, %c1 : i32
    %b = arith.addf %a, %a : f32
    scf.yield %next, %b : i32, f32
  }
  %w = scf.while (%x = %n) : (i32) -> f32 {
    %c = arith.cmpi sgt, %x, %c1 : i32
    %f = arith.sitofp %x : i32 to f32
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%f: f32):
    %y = arith.fptosi %f : f32 to i32
    scf.yield %y : i32
  }
  %s = arith.addf %r#1, %w : f32
  return %r#0, %s : i32, f32
}
