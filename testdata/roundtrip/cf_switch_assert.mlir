func.func @switch(%flag: i32, %a: i32, %c: i1) -> i32 {
  cf.assert %c, "flag must be valid"
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%flag, %a : i32, i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %flag : i32
^bb3(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  return %s : i32
}
func.func @weights(%c: i1) {
  cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
