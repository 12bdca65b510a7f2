// RUN: memopt --canonicalize --split-input-file %s | FileCheck %s

// async.execute has recursive memory effects: one whose body has none and
// whose results are unused is dead. A group that is only awaited (nothing
// added to it) is erased with its awaits; one with a member stays.

// CHECK-LABEL: func.func @dead_execute
// CHECK-NEXT:    return
func.func @dead_execute(%x: f32) {
  %t = async.execute {
    %y = arith.addf %x, %x : f32
    async.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @live_execute
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[T:.*]] = async.execute {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      async.yield
// CHECK:         return %[[T]]
func.func @live_execute(%m: memref<4xf32>, %x: f32) -> !async.token {
  %c0 = arith.constant 0 : index
  %t = async.execute {
    memref.store %x, %m[%c0] : memref<4xf32>
    async.yield
  }
  %u = async.execute {
    memref.store %x, %m[%c0] : memref<4xf32>
    async.yield
  }
  return %t : !async.token
}

// -----

// CHECK-LABEL: func.func @groups
// CHECK-NEXT:    %[[G:.*]] = async.create_group %arg0 : !async.group
// CHECK-NEXT:    async.add_to_group %arg1, %[[G]] : !async.token
// CHECK-NEXT:    async.await_all %[[G]]
// CHECK-NEXT:    return
func.func @groups(%n: index, %t: !async.token) {
  %empty = async.create_group %n : !async.group
  async.await_all %empty
  async.await_all %empty
  %g = async.create_group %n : !async.group
  %r = async.add_to_group %t, %g : !async.token
  async.await_all %g
  return
}
