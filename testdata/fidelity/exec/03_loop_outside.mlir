#map = affine_map<(d0) -> (d0)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<64xf32>) {
    ^bb0(%out: f32):
      %0 = linalg.index 0 : index
      %c11 = arith.constant 11 : index
      %c7 = arith.constant 7 : index
      %1 = arith.muli %0, %c7 : index
      %2 = arith.remui %1, %c11 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      linalg.yield %4 : f32
    }
    %alloc_0 = memref.alloc() : memref<64xf32>
    linalg.add ins(%alloc, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
    %alloc_1 = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<64xf32>)
    scf.for %arg0 = %c0 to %c5 step %c1 {
      linalg.add ins(%alloc_1, %alloc_0 : memref<64xf32>, memref<64xf32>) outs(%alloc_1 : memref<64xf32>)
      %0 = memref.load %alloc_0[%arg0] : memref<64xf32>
      %1 = arith.addf %0, %0 : f32
      memref.store %1, %alloc_0[%arg0] : memref<64xf32>
    }
    %alloc_2 = memref.alloc() : memref<64xf32>
    linalg.mul ins(%alloc_1, %alloc_1 : memref<64xf32>, memref<64xf32>) outs(%alloc_2 : memref<64xf32>)
    %alloc_3 = memref.alloc() : memref<64xf32>
    linalg.sub ins(%alloc_2, %alloc_1 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
    %cast = memref.cast %alloc_3 : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

