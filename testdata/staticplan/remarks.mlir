// RUN: memopt --static-memory-plan="entry=main,returns_buffer" %s --verify-diagnostics | FileCheck %s

// Buffers the plan cannot place are left to run-time allocation, each with
// a remark saying why (naming the value as the output prints it);
// everything else is planned.

// CHECK-LABEL: func.func @returns_buffer()
// CHECK:         memref.alloc() : memref<4xf32>
func.func @returns_buffer() -> memref<4xf32> {
  // expected-remark @+1 {{static-memory-plan: %alloc is left to run-time allocation: it is returned by @returns_buffer at}}
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @rec(
func.func @rec(%n: index) {
  // expected-remark @+1 {{%alloc is left to run-time allocation: @rec is recursive (call cycle through @rec)}}
  %t = memref.alloc() : memref<8xf32>
  "test.use"(%t) : (memref<8xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi ugt, %n, %c0 : index
  scf.if %more {
    %m = arith.subi %n, %c1 : index
    func.call @rec(%m) : (index) -> ()
  }
  return
}

func.func @indirect_target(%x: memref<8xf32>) {
  // expected-remark @+1 {{%alloc is left to run-time allocation: @indirect_target's address is taken at}}
  %t = memref.alloc() : memref<8xf32>
  memref.copy %x, %t : memref<8xf32> to memref<8xf32>
  return
}

// A function that returns its argument: at each call, the result is a
// view of the caller's buffer, which is planned and lives as long as the
// result does.
func.func @keeps(%x: memref<8xf32>) -> memref<8xf32> {
  return %x : memref<8xf32>
}

// A function that returns the same fresh buffer every time hands it to its
// callers as an out-parameter (as buffer-results-to-out-params does): the
// caller allocates it, and it is planned there.
// CHECK-LABEL: func.func @makes(%arg0: memref<8xf32>) {
// CHECK-NEXT:    "test.fill"(%arg0) : (memref<8xf32>) -> ()
// CHECK-NEXT:    return
func.func @makes() -> memref<8xf32> {
  %r = memref.alloc() : memref<8xf32>
  "test.fill"(%r) : (memref<8xf32>) -> ()
  return %r : memref<8xf32>
}

// One of two buffers: the function copies the one it returns into an
// out-parameter, and both become buffers of its frame.
// CHECK-LABEL: func.func @pick(%arg0: i1, %arg1: memref<8xf32>) {
// CHECK:         %[[SEL:.*]] = arith.select %arg0, %view, %view_0 : memref<8xf32>
// CHECK-NEXT:    memref.copy %[[SEL]], %arg1 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:    return
func.func @pick(%c: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %b : memref<8xf32>
  return %r : memref<8xf32>
}

func.func @body(%x: memref<8xf32>) {
  // expected-remark @+1 {{%alloc is left to run-time allocation: @body is called inside scf.forall at}}
  %t = memref.alloc() : memref<8xf32>
  memref.copy %x, %t : memref<8xf32> to memref<8xf32>
  return
}

// CHECK-LABEL: func.func @main(
// CHECK:         memref.get_global @__memopt_pool_workspace
func.func @main(%n: index) {
  // expected-remark @+1 {{%alloc is left to run-time allocation: it is passed to an indirect call (func.call_indirect at}}
  %a = memref.alloc() : memref<8xf32>
  %f = func.constant @indirect_target : (memref<8xf32>) -> ()
  func.call_indirect %f(%a) : (memref<8xf32>) -> ()
  // CHECK:         %[[KEPT:.*]] = call @keeps(%view) : (memref<8xf32>) -> memref<8xf32>
  // CHECK-NEXT:    "test.use"(%[[KEPT]])
  %b = memref.alloc() : memref<8xf32>
  %b2 = func.call @keeps(%b) : (memref<8xf32>) -> memref<8xf32>
  "test.use"(%b2) : (memref<8xf32>) -> ()
  %c = func.call @makes() : () -> memref<8xf32>
  "test.use"(%c) : (memref<8xf32>) -> ()
  %true = arith.constant true
  // CHECK:         call @pick(%true, %[[OUT:.*]]) : (i1, memref<8xf32>) -> ()
  // CHECK-NEXT:    "test.use"(%[[OUT]])
  %p = func.call @pick(%true) : (i1) -> memref<8xf32>
  "test.use"(%p) : (memref<8xf32>) -> ()
  // expected-remark @+1 {{%alloc_3 is left to run-time allocation: its size is dynamic}}
  %d = memref.alloc(%n) : memref<?xf32>
  "test.use"(%d) : (memref<?xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<8xf32>
  scf.forall (%i) in (4) {
    // expected-remark @+1 {{%alloc_7 is left to run-time allocation: it is allocated inside scf.forall at}}
    %e = memref.alloc() : memref<8xf32>
    memref.copy %x, %e : memref<8xf32> to memref<8xf32>
    func.call @body(%e) : (memref<8xf32>) -> ()
  }
  func.call @rec(%c4) : (index) -> ()
  return
}

// expected-remark @+1 {{static-memory-plan: @unused is not called from the entry functions (@main, @returns_buffer): its allocations are left as they are}}
func.func @unused() {
  %t = memref.alloc() : memref<8xf32>
  "test.use"(%t) : (memref<8xf32>) -> ()
  return
}
