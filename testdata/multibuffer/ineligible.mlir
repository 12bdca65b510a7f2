// RUN: memopt --multi-buffer %s --verify-diagnostics | FileCheck %s
// RUN: memopt --multi-buffer=skip-analysis %s | FileCheck %s --check-prefix=SKIP

// Buffers that cannot be multi-buffered are left exactly as they are.
// In a loop marked with memopt.pipeline_depth each one gets a remark
// saying why; in unmarked loops they are skipped silently.

// The buffer allocated in the loop flows out of it (through the loop's
// result) and is used after the loop.
// CHECK-LABEL: func.func @used_outside(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<16xf32>
func.func @used_outside(%in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %in) -> (memref<16xf32>) {
    // expected-remark @below {{the buffer is used outside the loop, by 'test.use' at}}
    %t = memref.alloc() : memref<16xf32>
    memref.copy %x, %t : memref<16xf32> to memref<16xf32>
    scf.yield %t : memref<16xf32>
  } {memopt.pipeline_depth = 2 : i64}
  "test.use"(%r) : (memref<16xf32>) -> ()
  return
}

// The same, but nothing uses the loop's result: the buffer's value is
// still carried to the next iteration through iter_args.
// CHECK-LABEL: func.func @carried_by_iter_args(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<16xf32>
func.func @carried_by_iter_args(%in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %in) -> (memref<16xf32>) {
    // expected-remark @below {{the buffer's value is carried to the next iteration (iter_args of 'scf.for')}}
    %t = memref.alloc() : memref<16xf32>
    memref.copy %x, %t : memref<16xf32> to memref<16xf32>
    scf.yield %t : memref<16xf32>
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// An accumulator: every iteration reads what the previous one wrote, so
// its value flows between iterations (skip-analysis multi-buffers it
// anyway, which changes the program's meaning).
// CHECK-LABEL: func.func @accumulator(
// CHECK:         memref.alloc() : memref<16xf32>
// SKIP-LABEL: func.func @accumulator(
// SKIP:         memref.alloc() : memref<4x16xf32>
func.func @accumulator(%in: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  // expected-remark @below {{no op overwrites the whole buffer before 'linalg.add' at}}
  %acc = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c64 step %c16 {
    %s = memref.subview %in[%i] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%acc, %s : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%acc : memref<16xf32>)
  } {memopt.pipeline_depth = 4 : i64}
  return
}

// Partly overwritten first (a store writes one element): the rest of the
// buffer still holds the previous iteration's values.
// CHECK-LABEL: func.func @partial_overwrite(
// CHECK:         memref.alloc() : memref<16xf32>
func.func @partial_overwrite(%in: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-remark @below {{no op overwrites the whole buffer before 'memref.store' at}}
  %t = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %t[%i] : memref<16xf32>
    "test.use"(%t) : (memref<16xf32>) -> ()
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// Overwritten, but only after a read.
// CHECK-LABEL: func.func @read_first(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @read_first(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-remark @below {{no op overwrites the whole buffer before 'memref.copy' at}}
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// A dynamic shape cannot be multiplied.
// CHECK-LABEL: func.func @dynamic_shape(
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf32>
func.func @dynamic_shape(%in: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{the buffer has a dynamic shape}}
    %t = memref.alloc(%n) : memref<?xf32>
    memref.copy %in, %t : memref<?xf32> to memref<?xf32>
    "test.use"(%t) : (memref<?xf32>) -> ()
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// A call needs the buffer's own type.
// CHECK-LABEL: func.func @passed_to_call(
// CHECK:         memref.alloc() : memref<4xf32>
func.func private @consume(memref<4xf32>)
func.func @passed_to_call(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{the buffer is passed to 'func.call' at}}
    %t = memref.alloc() : memref<4xf32>
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    func.call @consume(%t) : (memref<4xf32>) -> ()
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// A cast to a static offset would read the wrong copy.
// CHECK-LABEL: func.func @static_offset_view(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @static_offset_view(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{'memref.cast' at}}
    %t = memref.alloc() : memref<4xf32>
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    %c = memref.cast %t : memref<4xf32> to memref<?xf32>
    "test.use"(%c) : (memref<?xf32>) -> ()
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// Freed inside the loop it is used in (the original program frees it
// in the first iteration already).
// CHECK-LABEL: func.func @freed_in_loop(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @freed_in_loop(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-remark @below {{the buffer is freed inside the loop, by 'memref.dealloc' at}}
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// A marked loop with an unused buffer.
// CHECK-LABEL: func.func @unused(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @unused() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{the buffer is never used}}
    %t = memref.alloc() : memref<4xf32>
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// scf.forall runs its iterations in parallel: a buffer of its body stays
// (silently: scf.forall cannot be marked).
// CHECK-LABEL: func.func @parallel_loop(
// CHECK:         scf.forall
// CHECK-NEXT:      memref.alloc() : memref<4xf32>
func.func @parallel_loop(%in: memref<4xf32>) {
  scf.forall (%i) in (4) {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  return
}

// Unmarked loops get no remark (--verify-diagnostics checks there is none).
// CHECK-LABEL: func.func @unmarked_accumulator(
// CHECK:         memref.alloc() : memref<16xf32>
func.func @unmarked_accumulator(%in: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %acc = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c64 step %c16 {
    %s = memref.subview %in[%i] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
    linalg.add ins(%acc, %s : memref<16xf32>, memref<16xf32, strided<[1], offset: ?>>) outs(%acc : memref<16xf32>)
  }
  return
}

// The copy index is an index; a loop over i32 would need casts.
// CHECK-LABEL: func.func @integer_loop(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @integer_loop(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    // expected-remark @below {{the loop's induction variable has type i32, not index}}
    %t = memref.alloc() : memref<4xf32>
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// A depth of 1 asks for one copy: nothing to do, nothing to remark.
// CHECK-LABEL: func.func @depth_one(
// CHECK:         memref.alloc() : memref<4xf32>
func.func @depth_one(%in: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  } {memopt.pipeline_depth = 1 : i64}
  return
}

// So many copies that the multi-buffer would exceed 2^62 bytes (its type's
// size overflows int64).
// CHECK-LABEL: func.func @too_many_copies(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<1048576xf32>
func.func @too_many_copies(%in: memref<1048576xf32>, %out: memref<1048576xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{2199023255552 copies of 4194304 bytes would take more than 4611686018427387904 bytes}}
    %t = memref.alloc() : memref<1048576xf32>
    memref.copy %in, %t : memref<1048576xf32> to memref<1048576xf32>
    memref.copy %t, %out : memref<1048576xf32> to memref<1048576xf32>
  } {memopt.pipeline_depth = 2199023255552 : i64}
  return
}

// A buffer without elements has nothing to overlap, and no slice of a
// multi-buffer of it can be taken (mlir-opt rejects a subview offset into a
// dimension of size 0). Found by the program generator (seed 5).
// CHECK-LABEL: func.func @zero_size(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<0x4xf32>
// SKIP-LABEL: func.func @zero_size(
// SKIP:         scf.for
// SKIP-NEXT:      memref.alloc() : memref<0x4xf32>
func.func @zero_size() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{the buffer has no elements}}
    %t = memref.alloc() : memref<0x4xf32>
    linalg.fill ins(%f : f32) outs(%t : memref<0x4xf32>)
  } {memopt.pipeline_depth = 2 : i64}
  return
}
