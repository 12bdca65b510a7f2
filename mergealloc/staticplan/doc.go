// Package staticplan implements memopt's static-memory-plan pass: a
// whole-program static memory plan for embedded and accelerator targets
// that must know every byte at compile time (docs/ARCHITECTURE.md,
// "Whole-program static memory plan": after TVM's Unified Static Memory
// Planner, TPU-MLIR's GMEM allocator and the device memory map of
// Esperanto's ET host runtime).
//
// The pass is anchored on builtin.module. It
//
//   - gives every buffer that a loop allocates in its body and carries to
//     the next iteration two slots of one buffer allocated before the
//     loop (mergealloc.DoubleBufferLoopCarried);
//   - builds the func.call graph from the entry functions (entry=), finds
//     what cannot be planned (recursion, address-taken functions, calls
//     inside parallel loops and everything they call) and runs an
//     interprocedural capture analysis: what each function does with each
//     memref argument (only accesses it, returns it or a view of it,
//     passes it to an external function, or keeps it beyond the call); a
//     call's results that its callee returns an argument through are views
//     of the caller's buffer, which lives as long as they do;
//   - turns the buffers functions return into out-parameters their callers
//     allocate (resultsToOutParams), until no function returns one: the
//     whole of one allocation becomes the out-parameter (of dynamic size
//     too, when its sizes are arguments or their dimensions); one of
//     several buffers of static size is copied into it before the return,
//     as MLIR's buffer-results-to-out-params does;
//   - runs merge-alloc's tick-based lifetime collector on every reachable
//     function, with calls that do not capture an operand counting as an
//     access at the call's tick (so buffers passed to such calls are planned
//     like any other, live over the call); buffers that reach external
//     callees live until the entry returns; a buffer of dynamic shape whose
//     sizes have constant upper bounds (ir/valuebounds, across the calls of
//     private functions: every call site bounded) is planned at its bound
//     and viewed with its real sizes; escaping, unbounded and
//     parallel-scope buffers are left to run-time allocation with a remark
//     that says why;
//   - hands the program to the IR-free planner (mergealloc/planner/program):
//     frames per function and pool, a callee's frame being one buffer of its
//     caller live at the call, pools with limits and fallback, and an
//     independent check of the flattened plan;
//   - rewrites the module: pools become private memref.globals
//     (workspace=global) or trailing memref<Nxi8> arguments of the entry
//     functions (workspace=argument); every planned memref.alloc becomes a
//     memref.view of its pool (or of its function's region argument);
//     functions with more than one call path (and every callee in argument
//     mode) take their regions as trailing memref<Nxi8> arguments, which
//     their callers pass as views; constants=pack packs the constant
//     globals into one byte global read through views (EncodeDense);
//   - places the pools on a device (device=@FILE.json) and writes the
//     memory map (memory-map=FILE.json or FILE.h; docs/memory-map.md).
package staticplan
