// Integration-test style: loop-carried reductions with scf.for, scf.if and
// scf.while, results printed with vector.print.
func.func @sum(%n: index) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %cnt = %zi) -> (f32, i32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %two = arith.constant 2 : i32
    %rem = arith.remsi %ii, %two : i32
    %even = arith.cmpi eq, %rem, %zi : i32
    %next:2 = scf.if %even -> (f32, i32) {
      %a = arith.addf %acc, %f : f32
      %one = arith.constant 1 : i32
      %c = arith.addi %cnt, %one : i32
      scf.yield %a, %c : f32, i32
    } else {
      %s = arith.subf %acc, %f : f32
      scf.yield %s, %cnt : f32, i32
    }
    scf.yield %next#0, %next#1 : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @collatz(%x: i64) -> i64 {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %res:2 = scf.while (%v = %x, %steps = %zero) : (i64, i64) -> (i64, i64) {
    %cond = arith.cmpi ne, %v, %one : i64
    scf.condition(%cond) %v, %steps : i64, i64
  } do {
  ^bb0(%v: i64, %steps: i64):
    %m = arith.remui %v, %two : i64
    %isEven = arith.cmpi eq, %m, %zero : i64
    %nv = scf.if %isEven -> (i64) {
      %h = arith.divui %v, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %v, %three : i64
      %p = arith.addi %t, %one : i64
      scf.yield %p : i64
    }
    %ns = arith.addi %steps, %one : i64
    scf.yield %nv, %ns : i64, i64
  }
  return %res#1 : i64
}

func.func @main() {
  %n = arith.constant 10 : index
  %s, %c = call @sum(%n) : (index) -> (f32, i32)
  vector.print %s : f32
  vector.print %c : i32
  %x = arith.constant 27 : i64
  %k = call @collatz(%x) : (i64) -> i64
  vector.print %k : i64
  return
}
