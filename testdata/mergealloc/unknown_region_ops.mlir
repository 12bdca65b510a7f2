// RUN: memopt --merge-alloc=planner-options=cost-model --verify-diagnostics %s | FileCheck %s
// RUN: memopt --merge-alloc=planner-options=cost-model %s | mlir-opt --allow-unregistered-dialect > /dev/null

// A region op without region-branch semantics (an unregistered op with a
// region, async.execute, gpu.launch) is a boundary for merge-alloc: the
// buffers used across it are left alone with a remark, the buffers inside
// it are planned in its own scope when it is an allocation scope
// (async.execute) and left alone otherwise, and the rest of the function
// is planned. A buffer an async.execute body uses lives until an op
// awaits the body's completion: its token or value, a token of an
// async.execute that depends on it, or a group it was added to.
// (fail-on-unknown-region-ops keeps the error: errors.mlir.)

// %a is used inside the unknown op and %in is allocated there: both left
// alone; %b and %c live apart and share offset 0.
// CHECK-LABEL: func.func @unregistered(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// CHECK:         "test.region"() ({
// CHECK-NEXT:      memref.store %{{.*}}, %[[A]]
// CHECK-NEXT:      %[[IN:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
func.func @unregistered(%f: f32) {
  %c0 = arith.constant 0 : index
  // expected-remark @below {{merge-alloc: %alloc_0 is left alone: it is used inside 'test.region' at}}
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.store %f, %b[%c0] : memref<16xf32>
  "test.region"() ({
    memref.store %f, %a[%c0] : memref<16xf32>
    // expected-remark @below {{merge-alloc: %alloc_4 is left alone: it is used inside 'test.region' at}}
    %in = memref.alloc() : memref<4xf32>
    memref.store %f, %in[%c0] : memref<4xf32>
  }) : () -> ()
  %c = memref.alloc() : memref<16xf32>
  memref.store %f, %c[%c0] : memref<16xf32>
  return
}

// The body's two buffers are planned in the body (its own arena, both
// at 0: they do not live together); %a, used by the body,
// lives until the await: %c, alive while the body may run, gets other
// bytes (64), %d, after the await, reuses %a's (0).
// CHECK-LABEL: func.func @execute(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    async.execute {
// CHECK-NEXT:      %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[B0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[B]][%[[B0]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      %[[B1:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[B]][%[[B1]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      memref.store %{{.*}}, %[[A]]
// CHECK-NEXT:      async.yield
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         async.await
// CHECK-NEXT:    %[[D0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]][%[[D0]]][] : memref<128xi8> to memref<16xf32>
func.func @execute(%f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  %t = async.execute {
    %x = memref.alloc() : memref<4xf32>
    memref.store %f, %x[%c0] : memref<4xf32>
    %y = memref.alloc() : memref<4xf32>
    memref.store %f, %y[%c0] : memref<4xf32>
    memref.store %f, %a[%c0] : memref<16xf32>
    async.yield
  }
  %c = memref.alloc() : memref<16xf32>
  memref.store %f, %c[%c0] : memref<16xf32>
  async.await %t : !async.token
  %d = memref.alloc() : memref<16xf32>
  memref.store %f, %d[%c0] : memref<16xf32>
  return
}

// Awaited through a group, after the loop that starts the bodies: %a
// (allocated before the loop) lives until the await_all; %in, a new
// buffer each iteration used by a body that may still run in the next
// one, is left alone.
// CHECK-LABEL: func.func @group_after_loop(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<16xf32>
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         async.await_all
// CHECK-NEXT:    %[[D0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]][%[[D0]]][] : memref<128xi8> to memref<16xf32>
func.func @group_after_loop(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %g = async.create_group %c4 : !async.group
  %a = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-remark @below {{merge-alloc: %alloc_4 is left alone: it is used by the asynchronous region of 'async.execute' at}}
    %in = memref.alloc() : memref<16xf32>
    memref.store %f, %in[%i] : memref<16xf32>
    %t = async.execute {
      memref.store %f, %a[%i] : memref<16xf32>
      %v = memref.load %in[%i] : memref<16xf32>
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  %b = memref.alloc() : memref<16xf32>
  memref.store %f, %b[%c0] : memref<16xf32>
  async.await_all %g
  %c = memref.alloc() : memref<16xf32>
  memref.store %f, %c[%c0] : memref<16xf32>
  return
}

// Awaited through an async.execute that takes the first one's value: %a
// lives until that await.
// CHECK-LABEL: func.func @chained(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         async.await
// CHECK-NEXT:    %[[D0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]][%[[D0]]][] : memref<128xi8> to memref<16xf32>
func.func @chained(%f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  %t, %v = async.execute -> !async.value<f32> {
    memref.store %f, %a[%c0] : memref<16xf32>
    async.yield %f : f32
  }
  %t2 = async.execute (%v as %x: !async.value<f32>) {
    async.yield
  }
  %b = memref.alloc() : memref<16xf32>
  memref.store %f, %b[%c0] : memref<16xf32>
  async.await %t2 : !async.token
  %c = memref.alloc() : memref<16xf32>
  memref.store %f, %c[%c0] : memref<16xf32>
  return
}

// Nothing awaits the body here (its token is returned): %a is left alone.
// CHECK-LABEL: func.func @never_awaited(
// CHECK:         memref.alloc() : memref<16xf32>
// CHECK:         async.execute
func.func @never_awaited(%f: f32) -> !async.token {
  %c0 = arith.constant 0 : index
  // expected-remark @below {{merge-alloc: %alloc_0 is left alone: it is used by the asynchronous region of 'async.execute' at}}
  %a = memref.alloc() : memref<16xf32>
  %t = async.execute {
    memref.store %f, %a[%c0] : memref<16xf32>
    async.yield
  }
  %b = memref.alloc() : memref<16xf32>
  memref.store %f, %b[%c0] : memref<16xf32>
  return %t : !async.token
}
