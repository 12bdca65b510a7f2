// Package planner is memopt's static memory planning library. It knows
// nothing about the IR: a problem is a list of buffers (size, alignment and
// either a half-open live range [Lower, Upper) or an explicit conflict list
// in the style of TVM's unified static memory planner), optionally pinned to
// memory pools with size limits, and a plan is an offset (and a pool) per
// buffer.
//
// # Entry points for merge-alloc
//
//   - PlanTrace runs the trace-driven static planner of the merge-alloc
//     design (chunks, a planner clock, the cost-model and size-first chunk
//     choices, extension of too-small chunks, splitting and merging) over an
//     ordered list of alloc/free events and returns an offset per id and the
//     total size. This is planner-options=cost-model / size-first exactly as
//     intel/graph-compiler's merge-alloc plans (docs/ARCHITECTURE.md, "The
//     planner"); the caller builds and orders the trace.
//   - Solve (or ByName(name).Plan) runs any registered algorithm on a
//     Problem: planner-options=NAME. A buffer whose first and last use are at
//     ticks first and last maps to the live range [2*first, 2*last+1), which
//     conflicts with exactly the buffers its trace alloc/free events would
//     overlap; the pass alignment goes in Buffer.Alignment.
//
// Algorithms lists every algorithm with a one-line Doc for --help. Default
// ("auto") is the planner for live-range problems when no name is given.
// The algorithms are a table; Register adds one written outside the
// package (a PlanFunc), which merge-alloc's planner-options and the best
// portfolio of the program that links it then use like the built-in ones.
//
// # Algorithms
//
// The trace planner in both modes (cost-model, size-first); TVM USMP's
// greedy-by-size, greedy-by-conflicts and hill-climb; TFLite's arena planner
// (bestfit-size); XLA's heap simulator orders (heap-spatial, heap-temporal);
// a TPU compiler's GMEM allocator (gmem); a bottom-left skyline packing
// (skyline); an exact branch-and-bound solver in the manner of MiniMalloc
// (exact: minimizes, or with Options.FitOnly solves the decision problem
// under the pool size; Plan.Bound reports what it proved); the default auto
// (a best-fit sweep in time order, skyline, then two schedules of the exact
// solver's search with fixed work budgets, the second, a ladder of fresh
// searches from 5% above the lower bound down, on a second goroutine; the
// better plan wins and the result never depends on timing or GOMAXPROCS;
// above 4096 buffers or 300,000 pairs live together, the best of largest
// first in time windows, the sweep and the size-first trace planner, each
// within a work budget; with a pool size its plan misses, the exact
// solver's decision problem); and best, a portfolio that keeps the
// smallest plan. skyline and exact refuse more than a million pairs live
// together (SearchSizeError); cost-model and size-first give up after two
// billion steps of the trace planner, gmem after two billion records
// looked at by fit-first (WorkLimitError).
// docs/BENCHMARKS.md measures them.
//
// # Fixed buffers
//
// A buffer with Fixed set is pinned at Offset (in its first candidate pool):
// every algorithm places it there and the other buffers around it (the trace
// planner through AllocAt events, see PlanTrace), Verify checks it, and
// ValidateFixed, which every algorithm and ReadCSV run, rejects fixed
// buffers live at the same time that overlap (FixedOverlapError, naming
// both) and fixed offsets that break the alignment (FixedAlignError). In CSV
// input a value in the optional offset column fixes the buffer.
//
// Every plan can be checked by Verify, which is independent of the
// algorithms, and compared against LowerBound, the largest sum of sizes live
// at one time. ReadCSV and WriteCSV speak MiniMalloc's CSV format.
package planner
