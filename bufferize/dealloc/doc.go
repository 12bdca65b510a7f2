// Package dealloc implements MLIR 22's ownership-based buffer deallocation
// for memopt: the passes ownership-based-buffer-deallocation (every memref
// value gets an i1 ownership indicator per block; each block ends with a
// bufferization.dealloc of what it owns and does not pass on),
// expand-realloc and lower-deallocations, with mlir-opt 22's names,
// options and output.
//
// Op behaviour comes from the op definitions: memory effects (allocation,
// scoped allocation, free), RegionBranch and region terminators, branch
// operands, the call interface, and this package's Interface (MLIR's
// BufferDeallocationOpInterface), attached as an external model to the
// ops that need custom handling (cf.cond_br, arith.select,
// scf.forall.in_parallel).
package dealloc
