module {
  func.func @misc(%arg0: index, %arg1: f32, %arg2: i1) -> (f32, f32) {
    %0 = scf.execute_region -> f32 {
      cf.cond_br %arg2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      scf.yield %arg1 : f32
    ^bb2:  // pred: ^bb0
      %2 = arith.negf %arg1 : f32
      scf.yield %2 : f32
    }
    scf.execute_region {
      %2 = arith.addf %arg1, %arg1 : f32
      scf.yield
    }
    %1 = scf.index_switch %arg0 -> f32 
    case 0 {
      scf.yield %arg1 : f32
    }
    case 5 {
      %2 = arith.mulf %arg1, %arg1 : f32
      scf.yield %2 : f32
    }
    default {
      scf.yield %0 : f32
    }
    scf.index_switch %arg0 
    case 1 {
      scf.yield
    }
    default {
    }
    return %0, %1 : f32, f32
  }
  func.func @switch_two_results(%arg0: index, %arg1: f32, %arg2: i1) -> (f32, i1) {
    %0:2 = scf.index_switch %arg0 -> f32, i1 
    case 0 {
      scf.yield %arg1, %arg2 : f32, i1
    }
    default {
      %true = arith.constant true
      scf.yield %arg1, %true : f32, i1
    }
    return %0#0, %0#1 : f32, i1
  }
}

