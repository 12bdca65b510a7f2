// RUN: memopt --merge-alloc=fail-on-unknown-region-ops %s --verify-diagnostics

// With fail-on-unknown-region-ops (intel/graph-compiler's behaviour), an op
// with regions whose control flow merge-alloc does not know (no
// RegionBranchOpInterface) must not touch a tracked buffer. Without it the
// op is a boundary (unknown_region_ops.mlir).
func.func @unknown_region() {
  %a = memref.alloc() : memref<16xf32>
  // expected-error @+1 {{expecting RegionBranchOpInterface for merge-alloc}}
  "test.region"() ({
    "test.use"(%a) : (memref<16xf32>) -> ()
  }) : () -> ()
  return
}
