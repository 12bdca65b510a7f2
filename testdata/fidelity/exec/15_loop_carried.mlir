#map = affine_map<(d0) -> (d0)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+02 : f32
    %alloc = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<64xf32>) {
    ^bb0(%out: f32):
      %0 = linalg.index 0 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = arith.sitofp %1 : i32 to f32
      linalg.yield %2 : f32
    }
    %alloc_1 = memref.alloc() : memref<64xf32>
    linalg.add ins(%alloc, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_1 : memref<64xf32>)
    %alloc_2 = memref.alloc() : memref<64xf32>
    linalg.add ins(%alloc_1, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_2 : memref<64xf32>)
    %alloc_3 = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<64xf32>)
    scf.for %arg0 = %c0 to %c3 step %c1 {
      linalg.add ins(%alloc_3, %alloc : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
      %alloc_4 = memref.alloc() : memref<64xf32>
      linalg.fill ins(%cst_0 : f32) outs(%alloc_4 : memref<64xf32>)
      linalg.add ins(%alloc_3, %alloc_4 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
      scf.for %arg1 = %c0 to %c2 step %c1 {
        linalg.sub ins(%alloc_3, %alloc_1 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
        %alloc_6 = memref.alloc() : memref<64xf32>
        linalg.fill ins(%cst_0 : f32) outs(%alloc_6 : memref<64xf32>)
        linalg.add ins(%alloc_3, %alloc_6 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
      }
      %0 = arith.cmpi eq, %arg0, %c1 : index
      scf.if %0 {
        linalg.add ins(%alloc_3, %alloc_2 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
      }
      %alloc_5 = memref.alloc() : memref<64xf32>
      linalg.fill ins(%cst_0 : f32) outs(%alloc_5 : memref<64xf32>)
      linalg.sub ins(%alloc_3, %alloc_5 : memref<64xf32>, memref<64xf32>) outs(%alloc_3 : memref<64xf32>)
    }
    %cast = memref.cast %alloc_3 : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

