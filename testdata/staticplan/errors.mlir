// RUN: memopt --static-memory-plan %s --split-input-file --verify-diagnostics

// An entry function must exist and have a body.
// expected-error @below {{static-memory-plan: entry function @main not found}}
module {
  func.func @other() {
    return
  }
}

// -----

// expected-error @+1 {{static-memory-plan: entry function @main has no body}}
func.func private @main()

// -----

// The runtime calls the entry functions; the program may not.
func.func @main(%n: index) {
  call @helper(%n) : (index) -> ()
  return
}

func.func @helper(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi ugt, %n, %c0 : index
  scf.if %more {
    %m = arith.subi %n, %c1 : index
    // expected-error @+1 {{static-memory-plan: the entry function @main is called from @helper; entry functions are called by the runtime only}}
    func.call @main(%m) : (index) -> ()
  }
  return
}

// -----

// memopt.pool must name a workspace pool that serves the buffer's space.
func.func @main() {
  // expected-error @+1 {{static-memory-plan: memopt.pool names the unknown pool 'sram' (pools: workspace (workspace, spaces 0))}}
  %a = memref.alloc() {memopt.pool = "sram"} : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @main() {
  // expected-error @+1 {{static-memory-plan: memopt.pool must be a string or an array of strings}}
  %a = memref.alloc() {memopt.pool = 3} : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}
