// Package placement holds MLIR 22's buffer placement passes, with
// mlir-opt's names, options and output:
//
//   - buffer-hoisting: moves each allocation into the nearest block that
//     dominates all its uses (and its aliases'), out of nested regions
//     that are not loops;
//   - buffer-loop-hoisting: moves allocations out of sequential loops when
//     no alias of the buffer lives on across iterations;
//   - promote-buffers-to-stack: turns small heap allocations that do not
//     leave their automatic allocation scope into stack allocations;
//   - buffer-results-to-out-params: memref function results become
//     arguments that the callers allocate (optionally hoisting the callee's
//     allocation to the call sites);
//   - drop-equivalent-buffer-results: drops function results that are
//     (casts of) function arguments.
//
// The passes ask op interfaces and traits (bufferize.AllocationOp, memory
// effects, LoopLike, RegionBranch, AutomaticAllocationScope) and use the
// view-flow alias analysis of ir/viewflow and bufferize's dominance.
package placement
