// Package planner is memopt's static memory planning library. It knows
// nothing about the IR: a problem is a list of buffers (size, alignment and
// either a half-open live range [Lower, Upper) or an explicit conflict list
// in the style of TVM's unified static memory planner), optionally pinned to
// memory pools with size limits, and a plan is an offset (and a pool) per
// buffer.
//
// Two entry points serve the merge-alloc pass:
//
//   - PlanTrace runs the trace-driven static planner of the merge-alloc
//     design (chunks, a planner clock, the cost-model and size-first chunk
//     choices, extension of too-small chunks, splitting and merging) over an
//     ordered list of alloc/free events and returns an offset per id and the
//     total size.
//   - Solve runs any algorithm from the registry (Algorithms, ByName) on a
//     Problem; merge-alloc's planner-options=NAME selects it by name.
//
// The registry holds the trace planner in both modes (cost-model,
// size-first), greedy planners from TFLite and TVM (greedy-by-size,
// bestfit-size, greedy-by-conflicts, hill-climb), XLA's heap-simulator
// orders (heap-spatial, heap-temporal), the GMEM allocator strategies
// (gmem), an exact branch-and-bound solver in the manner of MiniMalloc
// (exact), the default fast heuristic (Default) and a portfolio (best).
//
// Every plan can be checked by Verify, which is independent of the
// algorithms, and compared against LowerBound, the largest sum of sizes live
// at one time.
package planner
