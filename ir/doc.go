// Package ir is memopt's in-memory MLIR: operations that hold regions, regions
// that hold blocks, blocks that hold operations and block arguments, SSA
// values with use lists, types, attributes and locations.
//
// Operations are described by OpDefs kept in a registry, one file per dialect
// (dialect_*.go). An OpDef carries the op's traits (Terminator, Pure,
// AutomaticAllocationScope, IsolatedFromAbove, ...), its interfaces
// (ViewLike, MemoryEffects, RegionBranch, LoopLike, ...) as optional function
// values, its custom assembly syntax and a verifier hook. Passes ask these
// traits and interfaces; they never switch on op names.
//
// Operations whose name is not registered are still valid IR: they print in
// generic form and their memory effects are unknown.
//
// The Builder inserts, moves, replaces and erases operations; Walk visits
// operations in pre- or post-order.
package ir
