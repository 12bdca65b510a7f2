// scf.while: a buffer defined before the loop is used in both regions and
// forwarded through scf.condition to the loop's result (aliasing it).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<32xf32>)
  %buf = memref.alloc() : memref<32xf32>
  linalg.add ins(%init, %init : memref<32xf32>, memref<32xf32>) outs(%buf : memref<32xf32>)
  %scratch = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%scratch : memref<32xf32>)
  %res:2 = scf.while (%i = %c0) : (index) -> (index, memref<32xf32>) {
    %cond = arith.cmpi slt, %i, %c6 : index
    %v = memref.load %buf[%i] : memref<32xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%i] : memref<32xf32>
    scf.condition(%cond) %i, %buf : index, memref<32xf32>
  } do {
  ^bb0(%j: index, %m: memref<32xf32>):
    linalg.add ins(%m, %scratch : memref<32xf32>, memref<32xf32>) outs(%scratch : memref<32xf32>)
    %n = arith.addi %j, %c1 : index
    scf.yield %n : index
  }
  %late = memref.alloc() : memref<32xf32>
  linalg.add ins(%res#1, %scratch : memref<32xf32>, memref<32xf32>) outs(%late : memref<32xf32>)
  %out = memref.alloc() : memref<32xf32>
  %late2 = memref.alloc() : memref<32xf32>
  linalg.mul ins(%late, %late : memref<32xf32>, memref<32xf32>) outs(%late2 : memref<32xf32>)
  linalg.add ins(%late2, %late : memref<32xf32>, memref<32xf32>) outs(%out : memref<32xf32>)
  %u = memref.cast %out : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
