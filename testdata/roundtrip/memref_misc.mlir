func.func @misc(%m: memref<8xf32>, %d: memref<?xf32>, %n: index) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<8xf32> -> memref<f32>, index, index, index
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %r = memref.realloc %m : memref<8xf32> to memref<16xf32>
  %r2 = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %v = memref.alloca_scope -> (index) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %p : index
  }
  %c0 = arith.constant 0 : index
  memref.prefetch %m[%c0], read, locality<3>, data : memref<8xf32>
  memref.prefetch %m[%c0], write, locality<1>, instr : memref<8xf32>
  %s = arith.addi %p, %offset : index
  %s2 = arith.addi %s, %v : index
  return %s2 : index
}
