module {
  func.func @misc(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: index) -> index {
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8xf32> -> index
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
    %assume_align = memref.assume_alignment %arg0, 16 : memref<8xf32>
    %0 = memref.realloc %arg0 : memref<8xf32> to memref<16xf32>
    %1 = memref.realloc %arg1(%arg2) : memref<?xf32> to memref<?xf32>
    memref.alloca_scope  {
      %alloca = memref.alloca() : memref<4xf32>
    }
    %2 = memref.alloca_scope  -> (index) {
      %alloca = memref.alloca() : memref<4xf32>
      memref.alloca_scope.return %intptr : index
    }
    %c0 = arith.constant 0 : index
    memref.prefetch %arg0[%c0], read, locality<3>, data : memref<8xf32>
    memref.prefetch %arg0[%c0], write, locality<1>, instr : memref<8xf32>
    %3 = arith.addi %intptr, %offset : index
    %4 = arith.addi %3, %2 : index
    return %4 : index
  }
}

