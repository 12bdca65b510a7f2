// RUN: memopt --symbol-dce %s | FileCheck %s

// Public symbols stay, private ones go unless something live refers to
// them (transitively, also from a global's initializer or a nested
// module), nested-visibility ones go in the top-level table.

// CHECK-NOT:   @unused_private
// CHECK-NOT:   @nested_unused
// CHECK-LABEL: func.func @entry
// CHECK:       func.func private @helper
// CHECK:       func.func private @leaf
// CHECK:       memref.global "private" constant @table
// CHECK:       module @inner
// CHECK:         func.func @inner_public
// CHECK-NOT:     @inner_private_unused
// CHECK:         func.func private @inner_used
func.func @entry(%x: i32) -> i32 {
  %r = func.call @helper(%x) : (i32) -> i32
  %m = memref.get_global @table : memref<4xi32>
  return %r : i32
}
func.func private @helper(%x: i32) -> i32 {
  %r = func.call @leaf(%x) : (i32) -> i32
  return %r : i32
}
func.func private @leaf(%x: i32) -> i32 {
  return %x : i32
}
func.func private @unused_private(%x: i32) -> i32 {
  %r = func.call @leaf(%x) : (i32) -> i32
  return %r : i32
}
func.func nested @nested_unused() {
  return
}
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" @dead_global : memref<4xi32>
module @inner {
  func.func @inner_public() {
    func.call @inner_used() : () -> ()
    return
  }
  func.func private @inner_used() {
    return
  }
  func.func private @inner_private_unused() {
    return
  }
}
