// Package bufferize is reserved for memopt's tensor-to-memref bufferization
// pass (destination-passing style, as MLIR's one-shot bufferization). It is
// not written yet: today, tensor-level programs are bufferized with
// `mlir-opt --one-shot-bufferize="bufferize-function-boundaries"` before
// memopt's merge-alloc runs on them.
package bufferize
