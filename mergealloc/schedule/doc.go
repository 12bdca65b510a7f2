// Package schedule orders the operations of one block to lower the peak of
// live buffer bytes (memory-aware scheduling, as Serenity, MLSys 2020). It
// knows nothing about the IR: a Problem is a DAG of ops (Deps: which ops
// must come before which) and a list of buffers, each allocated by one op
// (or live on entry) and freed after the last op that uses it in the order
// (or kept to the end). The reorder-for-memory pass builds the problem from
// a block; tests and benchmarks build it directly.
//
// # Memory model
//
// While op v runs, the live bytes are those of every buffer allocated at or
// before v that is still needed at or after v: v's inputs and its outputs
// are live at the same time (a buffer whose first use is the op that last
// uses another never shares memory with it, as in merge-alloc's traces). A
// buffer that no op uses is live only at the op that allocates it. The peak
// of an order is the largest such sum; the identity order 0..N-1 is the
// input order and must respect Deps.
//
// # Methods
//
//   - Exact (blocks of at most Options.ExactLimit ops, at most 64): a dynamic
//     program over the sets of scheduled ops (always closed under Deps). The
//     live bytes after a set depend on the set alone, so per set only the
//     lowest peak that reaches it is kept; sets are expanded by size, in a
//     deterministic order, and a transition whose peak reaches the best
//     complete order known (the heuristic's, or the input's) is pruned.
//     When the search finishes within the budget the result is proven
//     optimal.
//   - Heuristic (larger blocks, or when the exact search runs out of
//     budget): two greedy list schedules that each take the ready op with
//     the smallest change of live bytes (with and without a one-op
//     lookahead at the successors it makes ready) and, for blocks of at
//     most 256 ops, a beam search (the dynamic program keeping the 16 best
//     sets of each size, within half the budget); the best of them improved
//     locally by moving single ops across the first peak step (an allocating
//     op after it, a freeing op before it) while the peak, or the number of
//     steps at the peak, decreases.
//
// An improved order is finally settled back toward the input order (for
// blocks of at most 256 ops): adjacent ops out of input order swap when that
// raises neither the peak nor the sum of live bytes over the steps.
//
// The result never has a higher peak than the input order; when no order
// found is strictly lower, the input order is returned unchanged. Every
// method is deterministic. Work is counted in steps (one per transition of
// the dynamic program or the beam search, per heap operation of a greedy
// schedule, per op of an order evaluated by the local improvement); Options.Budget bounds the
// exact search and the local improvement (the greedy schedules always
// finish: they cost O((N + E) log N)).
package schedule
