// Package program is the IR-free whole-program memory planner behind the
// static-memory-plan pass (docs/ARCHITECTURE.md, "Whole-program static
// memory plan": after TVM's Unified Static Memory Planner, TPU-MLIR's GMEM
// allocator and the device memory map of Esperanto's ET host runtime). It knows
// nothing of MLIR: a Program is a set of functions, each with its buffers
// (size, alignment, inclusive live range in the function's own ticks,
// candidate pools) and its calls (callee, tick), plus data that lives for
// the whole program (constants, and the inputs and outputs of the entry
// functions), and a list of named pools.
//
// # Frames
//
// Solve plans the functions bottom-up over the call graph (which must be
// acyclic). Per pool, a function's frame holds its own buffers and, for
// every call it makes, the callee's frame as one item live at the call's
// tick, so two calls made one after the other share memory and an entry's
// pool is the maximum over call paths, not the sum. Buffers marked
// Persistent (they reach an external callee) live until the entry returns:
// a non-entry function keeps them in a second, persistent region, which its
// callers keep live from the call to their own end. Each region is planned
// by a planner library algorithm (Program.Planner); when the planner's
// layout is larger than the stacked layout (own buffers, then the largest
// callee frame, then the persistent items one after another) the stacked
// layout is used, so an entry's pool never exceeds the sum of the
// per-function arenas along its worst call path. A Fixed buffer stays at
// its offset in its function's region; the planner places the rest around
// it. Identical item lists are planned once (the planners are
// deterministic).
//
// # Addressing
//
// An entry's frame starts at offset 0 of each pool (entries run one at a
// time). A function reached by exactly one call path (and, with
// ArgumentWorkspace, only an entry) has absolute offsets; any other function
// is Relative: its callers pass its regions as slices of their own.
//
// # Pools and fallback
//
// Every buffer and datum names its candidate pools in preference order.
// When a pool with a size limit overflows, the buffers live at the pool's
// peak move to their next candidate, largest first, until the pool fits
// (TVM USMP's pool candidates); when nothing can move, Solve returns an
// *OverflowError naming the pool, its limit, the bytes needed and the
// largest buffers live at the peak.
//
// # Checking
//
// Every plan is flattened into one timeline per entry (each call expands to
// the callee's ticks) and every buffer instance, at its absolute offset, is
// checked by the planner library's independent Verify: no two instances
// live at the same time overlap, offsets are aligned, pools are within
// their limits.
//
// PlaceDevice lays the pools out in a device memory map (as Esperanto's ET host
// runtime divides its data region):
// constants grow up from the start of a data region, per-inference pools
// grow down from its end, and a collision is a *CollisionError.
package program
