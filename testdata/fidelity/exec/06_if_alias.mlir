module {
  func.func @pick(%arg0: i1) -> f32 {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %alloc = memref.alloc() : memref<32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    %alloc_1 = memref.alloc() : memref<32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<32xf32>)
    %0 = scf.if %arg0 -> (memref<32xf32>) {
      %alloc_4 = memref.alloc() : memref<32xf32>
      linalg.add ins(%alloc, %alloc : memref<32xf32>, memref<32xf32>) outs(%alloc_4 : memref<32xf32>)
      linalg.add ins(%alloc_4, %alloc : memref<32xf32>, memref<32xf32>) outs(%alloc : memref<32xf32>)
      scf.yield %alloc : memref<32xf32>
    } else {
      scf.yield %alloc_1 : memref<32xf32>
    }
    %alloc_2 = memref.alloc() : memref<32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<32xf32>)
    %alloc_3 = memref.alloc() : memref<32xf32>
    linalg.add ins(%0, %alloc_2 : memref<32xf32>, memref<32xf32>) outs(%alloc_3 : memref<32xf32>)
    %1 = memref.load %alloc_3[%c5] : memref<32xf32>
    %2 = memref.load %0[%c0] : memref<32xf32>
    %3 = arith.mulf %1, %2 : f32
    return %3 : f32
  }
  func.func @main() {
    %true = arith.constant true
    %false = arith.constant false
    %0 = call @pick(%true) : (i1) -> f32
    %1 = call @pick(%false) : (i1) -> f32
    %alloc = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %0, %alloc[%c0] : memref<2xf32>
    memref.store %1, %alloc[%c1] : memref<2xf32>
    %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

