// Package reorder is the reorder-for-memory pass: memory-aware scheduling
// of the ops of each block at memref level (issue 26), before merge-alloc
// plans the buffers.
//
// For every block nested in a function (function bodies, loop and branch
// bodies; not graph regions) the pass builds a schedule.Problem:
//
//   - the ops are the block's ops but its terminator, which stays last (an
//     op holding regions counts as one op, with the uses and effects of
//     everything nested in it);
//   - an op depends on the ops defining the values it (or an op nested in
//     it) uses, and on earlier ops whose memory effects conflict with its
//     own (one of them writes, frees or allocates). Effects are asked of the
//     ops (ir.Effects) and followed through aliases with merge-alloc's view
//     flow (mergealloc.ViewFlow): a fresh allocation (a value an op
//     allocates) that no op with unknown effects, call or address-exposing
//     op can reach is its own memory; everything else (function arguments,
//     globals, escaped buffers, effects on no value) is one unknown memory,
//     so ops with unknown or global effects keep their relative order and
//     their order against every access to such memory;
//   - the buffers are the block's fresh allocations of static size, live
//     from their allocation to the last op using an alias of them (a
//     dealloc included), kept to the block's end when the terminator or an
//     op outside the block uses them or when they escape.
//
// The schedule (exact up to exact-limit ops, heuristic beyond, never a
// higher peak than the input order) is applied, and each op that only
// frees (a dealloc) is moved right after the last op it depends on, so a
// buffer is freed after its last use. A remark per block that allocates
// buffers gives the peak before and after, the number of ops and buffers,
// and whether the order is proven optimal.
package reorder
