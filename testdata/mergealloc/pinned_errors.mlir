// RUN: memopt --merge-alloc="planner-options=cost-model" %s --split-input-file --verify-diagnostics
// RUN: memopt --merge-alloc="planner-options=best" %s --split-input-file --verify-diagnostics

// Two pinned buffers live at the same time that overlap: the error names
// both allocs with their locations and a note points at the first.
func.func @overlap() {
  // expected-note @below {{the other pinned buffer}}
  %a = memref.alloc() {memopt.offset = 0 : i64} : memref<32xf32>
  // expected-error-re @below {{pinned buffers at {{.*}}pinned_errors.mlir:8:8 (bytes [0, 128)) and {{.*}}pinned_errors.mlir:10:8 (bytes [64, 128)) are live at the same time and overlap}}
  %b = memref.alloc() {memopt.offset = 64 : i64} : memref<16xf32>
  "test.use"(%a, %b) : (memref<32xf32>, memref<16xf32>) -> ()
  return
}

// -----

// Also when one of them is live only because a loop extends it.
func.func @overlap_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-note @below {{the other pinned buffer}}
  %a = memref.alloc() {memopt.offset = 64 : i64} : memref<16xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    "test.use"(%a) : (memref<16xf32>) -> ()
    // expected-error @below {{are live at the same time and overlap}}
    %b = memref.alloc() {memopt.offset = 0 : i64} : memref<32xf32>
    "test.use"(%b) : (memref<32xf32>) -> ()
  }
  return
}

// -----

// A pinned offset must keep the merged buffer's alignment (64 here).
func.func @misaligned() {
  // expected-error @below {{'memopt.offset' 96 breaks the alignment: offsets in the merged buffer are multiples of 64 (merge-alloc alignment)}}
  %a = memref.alloc() {memopt.offset = 96 : i64} : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}

// -----

func.func @negative() {
  // expected-error @below {{'memopt.offset' must be a non-negative integer byte offset, got -64}}
  %a = memref.alloc() {memopt.offset = -64 : i64} : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}

// -----

func.func @not_an_integer() {
  // expected-error @below {{'memopt.offset' must be a non-negative integer byte offset, got "0"}}
  %a = memref.alloc() {memopt.offset = "0"} : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}

// -----

// A buffer merge-alloc leaves alone cannot be placed.
func.func @escapes() -> memref<16xf32> {
  // expected-error @below {{cannot place this buffer at its 'memopt.offset' 0: merge-alloc leaves it alone (escaping)}}
  %a = memref.alloc() {memopt.offset = 0 : i64} : memref<16xf32>
  return %a : memref<16xf32>
}

// -----

// An offset so large that the buffer would end beyond 2^62 bytes (its end
// once overflowed int64 and slipped past the plan checker).
func.func @offset_overflow() {
  // expected-error @below {{'memopt.offset' 9223372036854775744 is too large: the buffer would end beyond 4611686018427387904 bytes}}
  %a = memref.alloc() {memopt.offset = 9223372036854775744 : i64} : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}
