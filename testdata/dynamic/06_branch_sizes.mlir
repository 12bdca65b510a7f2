// scf.if whose branches allocate buffers of different dynamic sizes and
// yield them: which buffer lives on is only known at run time. Called
// for both conditions.
func.func private @pick(%flag: i1, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %flag -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    %v = arith.constant 2.0 : f32
    linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
    scf.yield %a : memref<?xf32>
  } else {
    %m = arith.addi %n, %n : index
    %b = memref.alloc(%m) : memref<?xf32>
    %v = arith.constant 3.0 : f32
    linalg.fill ins(%v : f32) outs(%b : memref<?xf32>)
    %t = memref.alloc(%m) : memref<?xf32>
    linalg.add ins(%b, %b : memref<?xf32>, memref<?xf32>) outs(%t : memref<?xf32>)
    scf.yield %t : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %a = call @pick(%true, %c3) : (i1, index) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @pick(%false, %c3) : (i1, index) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
