module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %alloc_0 = memref.alloc() : memref<32xf32>
    linalg.add ins(%alloc, %alloc : memref<32xf32>, memref<32xf32>) outs(%alloc_0 : memref<32xf32>)
    %alloc_1 = memref.alloc() : memref<32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<32xf32>)
    %0:2 = scf.while (%arg0 = %c0) : (index) -> (index, memref<32xf32>) {
      %1 = arith.cmpi slt, %arg0, %c6 : index
      %2 = memref.load %alloc_0[%arg0] : memref<32xf32>
      %3 = arith.addf %2, %2 : f32
      memref.store %3, %alloc_0[%arg0] : memref<32xf32>
      scf.condition(%1) %arg0, %alloc_0 : index, memref<32xf32>
    } do {
    ^bb0(%arg0: index, %arg1: memref<32xf32>):
      linalg.add ins(%arg1, %alloc_1 : memref<32xf32>, memref<32xf32>) outs(%alloc_1 : memref<32xf32>)
      %1 = arith.addi %arg0, %c1 : index
      scf.yield %1 : index
    }
    %alloc_2 = memref.alloc() : memref<32xf32>
    linalg.add ins(%0#1, %alloc_1 : memref<32xf32>, memref<32xf32>) outs(%alloc_2 : memref<32xf32>)
    %alloc_3 = memref.alloc() : memref<32xf32>
    %alloc_4 = memref.alloc() : memref<32xf32>
    linalg.mul ins(%alloc_2, %alloc_2 : memref<32xf32>, memref<32xf32>) outs(%alloc_4 : memref<32xf32>)
    linalg.add ins(%alloc_4, %alloc_2 : memref<32xf32>, memref<32xf32>) outs(%alloc_3 : memref<32xf32>)
    %cast = memref.cast %alloc_3 : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

