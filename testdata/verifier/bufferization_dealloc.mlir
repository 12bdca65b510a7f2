// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// bufferization.dealloc's operand and result types and counts, with
// mlir-opt 22's messages.

func.func @condition_not_i1(%m: memref<2xf32>) {
  // expected-error @below {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'memref<2xf32>'}}
  "bufferization.dealloc"(%m, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @result_not_i1(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i32)
  return
}

// -----

func.func @memref_not_memref(%c: i1) {
  // expected-error @below {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  "bufferization.dealloc"(%c, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
  return
}

// -----

func.func @retained_not_memref(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{'bufferization.dealloc' op operand #2 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%c : i1)
  return
}

// -----

func.func @too_many_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @empty_retain(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{expected ':'}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c) retain ()
  return
}
