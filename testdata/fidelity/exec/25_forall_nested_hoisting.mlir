module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() : memref<16xf32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %4 = arith.index_cast %arg0 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      memref.store %5, %alloc[%arg0] : memref<16xf32>
    }
    %alloc_0 = memref.alloc() : memref<16xf32>
    linalg.copy ins(%alloc : memref<16xf32>) outs(%alloc_0 : memref<16xf32>)
    %alloc_1 = memref.alloc() : memref<4x3x16xf32>
    scf.forall (%arg0) = (1) to (9) step (2) {
      %4 = arith.index_cast %arg0 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      %alloc_11 = memref.alloc() : memref<16xf32>
      linalg.fill ins(%5 : f32) outs(%alloc_11 : memref<16xf32>)
      %6 = arith.subi %arg0, %c1 : index
      %7 = arith.divui %6, %c2 : index
      scf.forall (%arg1) in (3) {
        %8 = arith.index_cast %arg1 : index to i32
        %9 = arith.sitofp %8 : i32 to f32
        %alloc_12 = memref.alloc() : memref<16xf32>
        linalg.fill ins(%9 : f32) outs(%alloc_12 : memref<16xf32>)
        linalg.mul ins(%alloc_12, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_12 : memref<16xf32>)
        %subview = memref.subview %alloc_1[%7, %arg1, 0] [1, 1, 16] [1, 1, 1] : memref<4x3x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%alloc_11, %alloc_12 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
      }
    }
    %alloc_2 = memref.alloc() : memref<2x3x2x16xf32>
    scf.forall (%arg0, %arg1) in (2, 3) {
      %4 = arith.muli %arg0, %c16 : index
      %5 = arith.addi %4, %arg1 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %alloc_11 = memref.alloc() : memref<2x16xf32>
      linalg.fill ins(%7 : f32) outs(%alloc_11 : memref<2x16xf32>)
      %subview = memref.subview %alloc_11[1, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: 16>>
      linalg.add ins(%subview, %alloc_0 : memref<16xf32, strided<[1], offset: 16>>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: 16>>)
      scf.forall (%arg2) in (2) {
        %subview_12 = memref.subview %alloc_11[%arg2, 0] [1, 16] [1, 1] : memref<2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        %subview_13 = memref.subview %alloc_2[%arg0, %arg1, %arg2, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
        linalg.add ins(%subview_12, %alloc_0 : memref<16xf32, strided<[1], offset: ?>>, memref<16xf32>) outs(%subview_13 : memref<16xf32, strided<[1], offset: ?>>)
      }
    }
    %alloc_3 = memref.alloc() : memref<2x2x2x2x16xf32>
    %alloc_4 = memref.alloc() : memref<2x3x2x16xf32>
    scf.forall (%arg0) in (2) {
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.forall (%arg2) in (2) {
          %4 = arith.addi %arg0, %arg2 : index
          %5 = arith.addi %4, %arg1 : index
          %6 = arith.index_cast %5 : index to i32
          %7 = arith.sitofp %6 : i32 to f32
          %alloc_11 = memref.alloc() : memref<16xf32>
          linalg.fill ins(%7 : f32) outs(%alloc_11 : memref<16xf32>)
          scf.forall (%arg3) in (2) {
            %subview = memref.subview %alloc_3[%arg0, %arg1, %arg2, %arg3, 0] [1, 1, 1, 1, 16] [1, 1, 1, 1, 1] : memref<2x2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
            linalg.mul ins(%alloc_11, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
          }
        }
      }
      scf.forall (%arg1) in (3) {
        %alloc_11 = memref.alloc() : memref<16xf32>
        linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_11 : memref<16xf32>)
        scf.forall (%arg2) in (2) {
          %subview = memref.subview %alloc_4[%arg0, %arg1, %arg2, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
          linalg.sub ins(%alloc_11, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
        }
      }
    }
    %alloc_5 = memref.alloc() : memref<16xf32>
    linalg.add ins(%alloc_0, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%alloc_5 : memref<16xf32>)
    %0 = memref.load %alloc_5[%c1] : memref<16xf32>
    %1 = arith.fptosi %0 : f32 to i32
    %2 = arith.index_cast %1 : i32 to index
    %3 = arith.cmpi sgt, %2, %c1 : index
    %alloc_6 = memref.alloc() : memref<2x2x2x16xf32>
    scf.forall (%arg0) in (%2) {
      scf.forall (%arg1) in (2) {
        %alloc_11 = memref.alloc() : memref<16xf32>
        %4 = arith.addi %arg0, %arg1 : index
        %5 = arith.index_cast %4 : index to i32
        %6 = arith.sitofp %5 : i32 to f32
        linalg.fill ins(%6 : f32) outs(%alloc_11 : memref<16xf32>)
        scf.forall (%arg2) in (2) {
          %subview = memref.subview %alloc_6[%arg0, %arg1, %arg2, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
          linalg.add ins(%alloc_11, %alloc_0 : memref<16xf32>, memref<16xf32>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
        }
        scf.if %3 {
          linalg.mul ins(%alloc_11, %alloc_11 : memref<16xf32>, memref<16xf32>) outs(%alloc_11 : memref<16xf32>)
          %subview = memref.subview %alloc_6[%arg0, %arg1, 0, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x2x2x16xf32> to memref<16xf32, strided<[1], offset: ?>>
          linalg.add ins(%alloc_11, %subview : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%subview : memref<16xf32, strided<[1], offset: ?>>)
        }
      }
    }
    %cast = memref.cast %alloc_1 : memref<4x3x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_7 = memref.cast %alloc_2 : memref<2x3x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_7) : (memref<*xf32>) -> ()
    %cast_8 = memref.cast %alloc_3 : memref<2x2x2x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_8) : (memref<*xf32>) -> ()
    %cast_9 = memref.cast %alloc_4 : memref<2x3x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_9) : (memref<*xf32>) -> ()
    %cast_10 = memref.cast %alloc_6 : memref<2x2x2x16xf32> to memref<*xf32>
    call @printMemrefF32(%cast_10) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

