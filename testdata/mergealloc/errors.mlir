// RUN: memopt --merge-alloc %s --verify-diagnostics

// An op with regions whose control flow merge-alloc does not know
// (no RegionBranchOpInterface) must not touch a tracked buffer.
func.func @unknown_region() {
  %a = memref.alloc() : memref<16xf32>
  // expected-error @+1 {{expecting RegionBranchOpInterface for merge-alloc}}
  "test.region"() ({
    "test.use"(%a) : (memref<16xf32>) -> ()
  }) : () -> ()
  return
}
