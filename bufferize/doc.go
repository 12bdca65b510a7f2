// Package bufferize is memopt's One-Shot Bufferize: it turns tensor
// programs in destination-passing style (linalg on tensors, tensor slices,
// scf on tensors, functions taking and returning tensors) into memref
// programs, writing into the buffers of operands in place wherever no
// read-after-write conflict forbids it, as MLIR 22's
// `mlir-opt --one-shot-bufferize` does, with the same options.
//
// The pieces, in the order they run:
//
//   - Per-op models (Model, MLIR's BufferizableOpInterface as a table of
//     function values): which operands an op reads and writes, which
//     results alias which operands and how (equivalent buffer or unknown
//     part of it), which results are new allocations, which values may not
//     be written, how the op rewrites. Models are attached to op
//     definitions from init functions (Attach, ir.AttachInterface), the
//     way MLIR attaches external models; the analysis only ever asks the
//     model. Ops without a model are "unknown": they read and write every
//     tensor operand and may alias every result.
//   - The One-Shot analysis (State.AnalyzeOp): alias sets and equivalence
//     classes over tensor SSA values (union-find), and for every tensor
//     operand, ops visited bottom-up (or as analysis-heuristic says), a
//     decision to bufferize it in place unless that would write a buffer
//     that must not be written (a constant, a function argument without
//     function boundary bufferization) or create a read-after-write
//     conflict: a read that, in program order (dominance, repetitive
//     regions of loops, mutually exclusive branches, CFG loops), would see
//     a write to an aliasing buffer that SSA says it must not see. Matching
//     extract_slice/insert_slice pairs and element-wise ops are not
//     conflicts. Then equivalence classes are built bottom-up, and each op
//     checks the result (loops must yield buffers equivalent to their
//     iteration arguments unless allow-return-allocs-from-loops).
//   - Function boundaries (bufferize-function-boundaries): functions are
//     analyzed callees first (call-graph order); a call then sees which
//     arguments its callee reads and writes and which results alias or
//     equal which arguments, and its results that the callee returns
//     aliased (the same tensor twice) share one alias set. mlir-opt 22
//     misses the last (docs/TESTING.md B5: it writes one such result in
//     place while the other is still read); memopt deliberately differs.
//   - test-analysis-only annotates the decisions (__inplace_operands_attr__,
//     bufferization.access, __equivalent_func_args__) exactly as mlir-opt
//     22 does; print-conflicts and dump-alias-sets add MLIR's debugging
//     annotations.
//   - Copy insertion (CopyInserter, MLIR's TensorCopyInsertion): every
//     out-of-place operand gets a bufferization.alloc_tensor (a copy unless
//     the contents are undefined, overwritten or never read); loops copy
//     yielded values that may alias buffers defined outside them.
//   - The rewrite (Rewriter): ops in pre-order, each model's Bufferize
//     finding its operands' buffers in a map from tensor values to buffers
//     and creating memref ops (memref.alloc for new tensors, memref.subview
//     for slices, memref.copy for insert_slice and copies, linalg on
//     buffers, memref.global for constants). Loops and branches keep their
//     regions and have their block arguments and results retyped in place;
//     buffer types are computed ahead (Typer, MLIR's getBufferType: loop
//     iteration arguments join their init's and their yielded value's
//     layouts). Values of ops that are not bufferized cross the boundary
//     through bufferization.to_tensor / to_buffer, as in mlir-opt.
//     Functions are rewritten callees first; with infer-layout-map a
//     function returns the layout all its returns agree on.
//
// One deliberate difference from mlir-opt's rewrite: an insert_slice (or
// parallel_insert_slice) whose source already is, in place, the very
// subview it would copy into (a matching extract_slice/insert_slice pair)
// gets no memref.copy (mlir-opt emits a copy of the memory onto itself and
// leaves it to later canonicalization).
//
// The pass is registered as one-shot-bufferize (anchored on the module) with
// every option mlir-opt 22 lists for it.
package bufferize
