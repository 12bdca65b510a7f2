// Package progen generates random valid memref-level MLIR programs for
// differential testing of memopt's memory passes (see cmd/smith/difftest).
//
// Generate(seed, opts) is deterministic: the same seed always gives the same
// program. A program's @main prints checksums ("ID, HASH" lines) of the
// buffers it computed; every value written is a hash of what was read (and
// of the loop indices), so two live buffers that a wrong plan made overlap
// change the printed checksums. Nothing is ever read before it is written,
// every access is in bounds and every freed buffer is dead, so the program's
// output is defined and the same before and after a correct pass.
//
// Programs use static shapes of random ranks (zero-size and one-element
// buffers included) and element types (f32, f16, bf16, i1, i4, i8, i16, i32,
// i64, index, vectors), memory spaces, alignment attributes (some above any
// pass alignment), memref.alloca and dynamically sized allocations (the
// size a constant, a value read back from memory that no analysis bounds,
// or that value clamped by a constant: bounded); every
// view-like op (subview with strides and rank reduction, memref.view of a
// byte buffer, cast, collapse/expand_shape, reinterpret_cast, transpose,
// memory_space_cast); reads and writes through views by loops of
// memref.load/store, linalg.generic and named linalg ops (matmul, transpose,
// add/sub/mul, fill, copy, reduce, broadcast), memref.copy and
// vector.load/store; scf.for (with buffers as iter_args), scf.if (yielding
// buffers), scf.while (carrying a buffer), scf.forall and scf.parallel
// (each iteration writing its own row) nested to a random depth;
// memref.dealloc after the last use (sometimes through a cast); arith.select
// between buffers; and calls to generated functions that return new buffers
// (escaping) or their arguments.
//
// A program is a tree of statements (Stmt) over values (Val). Statements
// derive their parameters (offsets, sizes, constants) at emission from
// their random bits and the types of their operands, so Emit(p, edits) can
// drop statements, inline loops, run them once or shrink shapes and still
// give a valid program: what the reducer (difftest.Runner.Reduce) needs.
package progen
