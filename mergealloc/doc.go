// Package mergealloc implements memopt's merge-alloc pass: it packs the
// statically shaped, non-escaping memref.alloc buffers of each allocation
// scope into one memref<Nxi8> buffer and turns every merged allocation into
// a memref.view at an offset chosen by a static memory planner, so that
// buffers whose lifetimes do not overlap share memory.
//
// The pass is a pipeline of stages, each a swappable function value, as
// intel/graph-compiler's merge-alloc design describes (docs/ARCHITECTURE.md,
// "merge-alloc"):
//
//   - view-flow alias analysis (NewViewFlow): which allocations a value may
//     point into, and which values may point into an allocation;
//   - a trace collector (TraceCollectorFunc, default CollectTickTraces):
//     gives every op a tick in pre-order, records the first and last tick at
//     which each buffer is accessed, extends buffers used in loops and
//     branches over the whole op, finds escaping buffers, mergeable buffers
//     and allocation scopes, and groups the buffers per (scope, memory
//     space);
//   - a planner (MemoryPlannerFunc, default PlanTickTrace): turns a scope's
//     buffers into an alloc/free trace and asks the planner library
//     (mergealloc/planner) for offsets and the merged size;
//   - a plan checker (CheckSchedule), independent of the planner: no two
//     buffers live at the same tick overlap in memory, and offsets are
//     aligned; it costs under 1% of the pass and runs on every plan
//     (CheckAlways; the verify-plan option forces it when that is off);
//   - a mutator (MemoryMergeMutatorFunc, default RewriteScope): emits the
//     merged allocation at the start of the scope block, replaces each merged
//     alloc with arith.constant + memref.view and erases its deallocs.
//
// A buffer of dynamic shape (memref.alloc(%d0, ...)) whose dynamic sizes
// have constant upper bounds is merged too, by default: the value-bounds
// analysis (ir/valuebounds: the ops' ir.OpDef.Bounds hooks, loop induction
// variables, values forwarded by scf.if and loops) bounds each size, the
// planner places the buffer at the size of its type with every dynamic
// size at its bound (BoundShape; AllocLifetime.Bound), and the mutator
// views it with its real sizes, `memref.view %arena[%off][%d0, ...]`.
// The pass runs on one function at a time, so it does not bound function
// arguments by their call sites (static-memory-plan does). Every buffer of
// dynamic shape left to run-time allocation gets a remark at its alloc
// saying why its size has no bound (Result.Remarks); no-bounds turns
// bounded placement (and the remarks) off. With symbolic (PlanSymbolic),
// the unbounded buffers of a scope whose sizes are available at its entry
// (arguments, values defined before the scope) share one run-time
// allocation, memref<?xi8>, whose size and offsets are computed at the
// entry: each size rounded up to the alignment, each offset the largest
// end of the earlier buffers whose lifetimes overlap (arith.maxui), so
// buffers whose lifetimes are ordered share space; the memory report
// notes each one's size expression.
//
// Buffers of an scf.forall whose bounds and steps are constant (and that is
// not mapped to device threads) are hoisted: the forall body stays the scope
// of one thread's buffers, planned like any scope's, but gets no merged
// buffer of its own. Instead its trace has a Parent, the trace of the
// nearest enclosing scope that is not such a forall (nested foralls chain),
// where one buffer of threads * (per-thread arena rounded up to the
// alignment) bytes, live over the whole forall, holds every thread's arena.
// Traces are planned innermost first (that buffer's size is known once the
// forall is planned) and rewritten outermost first: at the start of the
// forall body an affine.apply computes the thread's byte offset from the
// linearized induction variables, and each buffer becomes a memref.view at
// that offset plus its place in the thread's arena. Foralls with dynamic
// bounds stay scopes with a merged buffer of their own, and so does every
// forall with forall-hoisting=none (its older spelling: per-forall-scopes).
//
// forall-hoisting=nested (HoistNested) is intel/graph-compiler's rule:
// every forall body stays a scope, but a buffer whose nearest
// AutomaticAllocationScope is a forall body and that is used inside an
// scf.forall of its own block leaves the enclosing foralls with constant
// bounds (nestedLoops) for the scope above them, alone: its TickBuffer
// there has Slices (ThreadSlices), is Threads times its size, and each
// thread's view is at the planned offset plus the thread's linearized
// index times its size, computed with arith ops as graph-compiler does
// (sliceOffset). analysis-only then annotates only the scopes that hold an
// alloc and no forall with a lifetime, as graph-compiler does.
//
// A memref.alloc with {memopt.offset = N : i64} (OffsetAttrName) is pinned:
// its TickBuffer is Pinned at Offset N, the planner (trace planner in pinned
// mode, or any planner library algorithm through planner.Buffer.Fixed)
// keeps it there and places the others around it, and CheckSchedule checks
// it. Overlapping pinned buffers live at the same time, misaligned or
// malformed offsets and pinned buffers that cannot be merged are errors at
// the allocs.
//
// With analysis-only, nothing is rewritten; allocations and scopes are
// annotated with their lifetimes instead (Annotate); a hoisted forall gets
// both a scope id and the lifetime of its threads' buffer.
//
// When a memory report is asked for (memopt --memory-report, the pass
// context's report collector), each run adds one report.Scope per
// allocation scope and memory space (Result.ReportScopes): every merged
// buffer with the name mlir-opt prints for it (ValueNames: by the
// analysis's first walk of the function when functions run in parallel,
// ValueNamesBuilder, or on another goroutine while the analysis runs when
// the function runs alone), type, size, live range in ticks, offset and
// location;
// the buffers left alone with the reason; the arena, the lower bound, the
// planner and its run time (Result.PlanTimes).
//
// The pass is registered as merge-alloc (anchored on func.func) with the
// options analysis-only, planner-options (auto, the default, chosen by
// measurement: docs/BENCHMARKS.md; cost-model and size-first,
// intel/graph-compiler's trace planner exactly, which reproduce gc's offsets; or any algorithm of
// the planner library, including those registered with planner.Register), alignment, verify-plan, forall-hoisting (all, none, nested), per-forall-scopes (forall-hoisting=none), no-bounds and symbolic. Pipeline.Run runs the stages
// on one function without the pass manager; NewPass makes a pass (with
// merge-alloc's options) from a Pipeline whose stages you swapped.
package mergealloc
