// Integration-test style: unstructured control flow (branches with block
// arguments, a switch, an assertion).
func.func @classify(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %neg, ^negative(%x : i32), ^check(%x : i32)
^negative(%v: i32):
  %m = arith.subi %c0, %v : i32
  cf.br ^check(%m : i32)
^check(%a: i32):
  cf.switch %a : i32, [
    default: ^other,
    0: ^zero,
    1: ^small(%a : i32),
    2: ^small(%a : i32),
    -5: ^zero
  ]
^zero:
  %z = arith.constant 100 : i32
  cf.br ^exit(%z : i32)
^small(%s: i32):
  %t = arith.constant 10 : i32
  %p = arith.muli %s, %t : i32
  cf.br ^exit(%p : i32)
^other:
  %ok = arith.cmpi sgt, %a, %c0 : i32
  cf.assert %ok, "magnitude must be positive"
  cf.br ^exit(%a : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^done
^body:
  %a = arith.addi %acc, %i : index
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %a : index, index)
^done:
  return %acc : index
}
