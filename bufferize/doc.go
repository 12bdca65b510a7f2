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
//     equal which arguments.
//   - test-analysis-only annotates the decisions (__inplace_operands_attr__,
//     bufferization.access, __equivalent_func_args__) exactly as mlir-opt
//     22 does; print-conflicts and dump-alias-sets add MLIR's debugging
//     annotations.
//
// The pass is registered as one-shot-bufferize (anchored on the module) with
// every option mlir-opt 22 lists for it. The rewrite to memrefs lands in a
// later change; until then only test-analysis-only runs succeed.
package bufferize
