// Package multibuffer implements memopt's multi-buffer pass (MLIR's
// memref::multiBuffer and transform.memref.multibuffer, and the
// `pipeline(depth=N)` of Kenneth Lee's buffer-allocation syntax note): a buffer used by every iteration of a sequential
// loop gets N copies, iteration i using copy ((i - lb) floordiv step) mod N,
// so that consecutive iterations no longer wait for one another's buffer.
//
// For each memref.alloc the pass finds the loop whose iterations use it:
//
//   - an alloc inside a loop body (the note's `t = AllocTensor()` in the
//     loop) belongs to its nearest enclosing loop; the multi-buffered
//     memref<N x ...> is hoisted before the loop and its deallocs inside the
//     loop become one dealloc after it;
//   - an alloc outside loops (MLIR's form) belongs to the innermost loop
//     that holds every use of it; the memref<N x ...> replaces it in place
//     and its deallocs after the loop free the new buffer.
//
// Inside the loop body the pass computes the copy index once per loop and
// factor (affine.apply, constant bounds and steps folded in; a constant
// negative step divides lb - i by -step, as lower-affine divides only by
// positive constants) and takes
// `memref.subview %buf[%idx, 0, ...] [1, d0, ...] [1, ...]`; uses of the
// old buffer go through that slice, memref.subview users get their
// strided result types recomputed (as MLIR does).
//
// A buffer is multi-buffered only when that is safe:
//
//   - the loop is sequential (no scf.forall) with one induction variable,
//     lower bound and step (dynamic bounds are fine; a constant step is
//     not 0);
//   - the buffer has a static shape and the identity layout;
//   - no alias is used outside the loop, none is carried to the next
//     iteration (iter_args) or forwarded where its type cannot change
//     (region results, branches, calls), and no address escapes;
//   - unless skip-analysis is set, an op in the loop overwrites the whole
//     buffer (OpDef.Overwrites: memref.copy's target, linalg ops that do not
//     read their init) before anything reads it in an iteration, so no
//     value flows from one iteration to the next; MLIR accepts only
//     memref.copy here;
//   - every op using the slice verifies with its new type.
//
// Loops carrying {memopt.pipeline_depth = N : i64} use N copies for their
// buffers, whatever the factor option says; every alloc of such a loop
// that cannot be multi-buffered gets a remark saying why (checkable with
// --verify-diagnostics). merge-alloc then plans the hoisted buffer like any
// other: it is live over the whole loop.
//
// The pass is registered as multi-buffer (anchored on func.func) with the
// options factor (int, 2) and skip-analysis (bool, false).
package multibuffer
