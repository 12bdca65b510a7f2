// Unstructured control flow: cf.cond_br passes one of two dynamic-size
// buffers to a join block as a block argument; the join block allocates
// another and the buffers reach the print through a second branch.
func.func private @run(%n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  cf.cond_br %flag, ^left, ^right
^left:
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.add ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%b : memref<?xf32>)
  cf.br ^join(%b : memref<?xf32>)
^right:
  cf.br ^join(%a : memref<?xf32>)
^join(%x: memref<?xf32>):
  %c = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%c : memref<?xf32>)
  linalg.mul ins(%x, %c : memref<?xf32>, memref<?xf32>) outs(%c : memref<?xf32>)
  %u = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  call @run(%c4, %true) : (index, i1) -> ()
  call @run(%c2, %false) : (index, i1) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
