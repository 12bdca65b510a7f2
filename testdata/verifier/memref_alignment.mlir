// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// Alignments are positive powers of two (i64), as mlir-opt 22 requires:
// memopt must never read, or print, one that mlir-opt rejects.

func.func @alloc_not_power_of_two() {
  // expected-error @below {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @alloca_zero() {
  // expected-error @below {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint}}
  %a = memref.alloca() {alignment = 0 : i64} : memref<4xf32>
  return
}

// -----

func.func @alloc_negative() {
  // expected-error @below {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint}}
  %a = memref.alloc() {alignment = -64 : i64} : memref<4xf32>
  return
}

// -----

func.func @alloc_i32() {
  // expected-error @below {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint}}
  %a = memref.alloc() {alignment = 64 : i32} : memref<4xf32>
  return
}

// -----

// expected-error @below {{'memref.global' op attribute 'alignment' failed to satisfy constraint}}
memref.global "private" @g : memref<4xf32> = uninitialized {alignment = 48 : i64}

// -----

func.func @assume(%m: memref<4xf32>) {
  // expected-error @below {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

// Valid alignments read back.
memref.global "private" @h : memref<4xf32> = uninitialized {alignment = 4096 : i64}
func.func @fine(%m: memref<4xf32>) {
  %a = memref.alloc() {alignment = 1 : i64} : memref<4xf32>
  %b = memref.alloca() {alignment = 128 : i64} : memref<4xf32>
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  return
}
