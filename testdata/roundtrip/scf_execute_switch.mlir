func.func @misc(%i: index, %a: f32, %c: i1) -> (f32, f32) {
  %e = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : f32
  ^bb2:
    %n = arith.negf %a : f32
    scf.yield %n : f32
  }
  scf.execute_region {
    %x = arith.addf %a, %a : f32
    scf.yield
  }
  %s = scf.index_switch %i -> f32
  case 0 {
    scf.yield %a : f32
  }
  case 5 {
    %m = arith.mulf %a, %a : f32
    scf.yield %m : f32
  }
  default {
    scf.yield %e : f32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  return %e, %s : f32, f32
}

// Two results: `-> f32, i1` without parentheses, as the deallocation
// pipeline prints a switch yielding a buffer and its ownership.
func.func @switch_two_results(%i: index, %a: f32, %b: i1) -> (f32, i1) {
  %r:2 = scf.index_switch %i -> f32, i1
  case 0 {
    scf.yield %a, %b : f32, i1
  }
  default {
    %t = arith.constant true
    scf.yield %a, %t : f32, i1
  }
  return %r#0, %r#1 : f32, i1
}
