// RUN: memopt --static-memory-plan="workspace=argument entry=kernel" %s --verify-diagnostics
// RUN: memopt --static-memory-plan="entry=kernel" %s | FileCheck %s

// With workspace=argument the entry function gains a workspace argument; a
// call of it from a function that is not planned would then be left with one
// operand too few, so the pass refuses and names the call.
func.func @kernel(%a: memref<16xf32>) {
  %t = memref.alloc() : memref<16xf32>
  memref.copy %a, %t : memref<16xf32> to memref<16xf32>
  memref.copy %t, %a : memref<16xf32> to memref<16xf32>
  memref.dealloc %t : memref<16xf32>
  return
}

func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  // expected-error @below {{static-memory-plan: workspace=argument gives the entry function @kernel a workspace argument, but it is called from @main; use workspace=global, or plan from the caller}}
  call @kernel(%a) : (memref<16xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  return
}

// With the workspace in a global, the signature stays and so does the call.
// CHECK-LABEL: func.func @kernel(%arg0: memref<16xf32>) {
// CHECK: memref.get_global @__memopt_pool_workspace
// CHECK-LABEL: func.func @main() {
// CHECK: call @kernel(%alloc) : (memref<16xf32>) -> ()
