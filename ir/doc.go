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
//
// A region may be implied (NewImpliedRegion): its body follows from its op
// and is built the first time anything asks for its blocks. The payloads of
// linalg named ops read from their custom form are implied, so a round trip
// through the custom form never builds them (the verifier, the SSA namer of
// the custom form and the custom printers leave unbuilt bodies alone; walks
// and the generic form build them).
package ir

// # Op signatures and declarative formats
//
// An OpDef declares its slots in ODS-like strings, which the declarative
// assembly-format engine (OpDef.Format) and the verifier read:
//
//	&OpDef{
//		Name:      "memref.load",
//		Args:      "memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">",
//		Results:   "result:AnyType",
//		TypeRules: "result = elem(memref)",
//		Format:    "$memref `[` $indices `]` attr-dict `:` type($memref)",
//	}
//
// Args lists operands and attributes (ODS "arguments") in order, Results
// the results, Regions and Successors the regions and successors, each as
// comma-separated `name:Constraint` entries.
//
// Operand/result constraints: Variadic<T> and Optional<T> make a slot hold
// any number / zero or one values; T is any type constraint name (AnyType,
// AnyMemRef, AnyTensor, Index, I1, I32, F32, SignlessIntegerLike, ...).
// Buildable ones fix the type, so formats need no type(...) for them:
// Index, I1, I8, I16, I32, I64, F16, BF16, F32, F64, NoneType. When more
// than one operand (result) slot is Variadic/Optional, the op carries an
// operandSegmentSizes (resultSegmentSizes) property, which the engine
// fills and elides from attr-dict.
//
// Attribute constraints (any name ending in "Attr"): the entry is an
// inherent attribute (property). Wrappers: OptionalAttr<A>,
// DefaultValuedAttr<A, "default text"> (elided from output when equal to
// the default), ConfinedAttr<A, ...>. Kinds the engine treats specially
// when the format names the attribute ($name):
//
//	UnitAttr                      presence only (set by an optional group)
//	I64EnumAttr<eq, ne, ...>      keyword; stored as `i : i64` (case index)
//	I32EnumAttr<...>              keyword; stored as `i : i32`
//	DialectAttr<"#arith.fastmath"> printed without its prefix (`<fast>`);
//	                              stored as the OpaqueAttr "#arith.fastmath<fast>"
//	SymbolNameAttr                `@name`, stored as a StringAttr
//	StrAttr                       a string literal
//	TypeAttr, TypeAttrOf<T>       a type
//	DenseI64ArrayAttr, DenseI32ArrayAttr, DenseBoolArrayAttr, ...  `[1, 2]`
//	I64Attr, I32Attr, IndexAttr, F32Attr, F64Attr  literal without type
//	anything else                 a full attribute
//
// Region constraints: AnyRegion, SizedRegion<1>, VariadicRegion<...>.
// Successor constraints: AnySuccessor, VariadicSuccessor<AnySuccessor>.
//
// TypeRules (separated by ';') infer types the format does not spell:
//
//	SameOperandsAndResultType     every operand and result has one type
//	AllTypesMatch<a, b, c>        the named slots share one type
//	x = y                         same as AllTypesMatch<x, y>
//	x = fn(y, ...)                x's type computed from the others' types
//
// Type functions: elem (element type of a shaped type), i1like (i1 or a
// vector/tensor of i1 shaped like the argument), index, i1, tensorof
// (memref -> tensor), memrefof (tensor -> memref); dialect files add more
// with RegisterTypeFunc.
//
// Format strings are MLIR's declarative assembly format: `$var`,
// literals in backticks (“ is the no-space literal), attr-dict,
// attr-dict-with-keyword, prop-dict, type(x), qualified(x),
// functional-type(operands, results), operands, results, regions,
// successors, custom<Name>(args) (RegisterCustomDirective; args may be
// $vars, type($var), ref(...), attr-dict), optional groups
// `(... $anchor^ ...)?` with an optional else group `: (...)`, and
// oilist(`kw1` ... | `kw2` ...): clauses in any order, each at most once,
// printed in the listed order when one of their optional (or variadic)
// slots is present. Printing
// follows mlir-tblgen's spacing rules. ImplicitTerminatorOp names the
// terminator that regions may omit (with the ImplicitTerminator trait); the
// engine adds it when parsing and elides it when it has no operands.

// # Printing and verification
//
// Module.Print writes a module the way mlir-opt prints a file: alias
// definitions, the module op (custom forms from Print hooks or Formats, the
// generic form for unregistered ops, for ops whose custom form cannot
// represent them, and for everything with PrintOptions.Generic), then the
// `{-# ... #-}` file metadata. Values are named as mlir-opt 22 names
// them (asmnames.go): result name hints declared by the op definition
// (OpDef.ResultNames / AsmResultNames: %alloc, %c0, %cst, ...) with `_N`
// de-duplication, %N numbering in print order (a region before the regions
// nested in it), entry block arguments %argN (or OpDef.AsmBlockArgNames),
// blocks ^bb0, ^bb1, ... per region. NewAsmNames gives other tools the
// same names. With PrintOptions.DebugInfo every op and block argument gets
// its loc(...).
// PrintOp prints any single op.
//
// Verify checks structure (SSA dominance with per-region dominator trees,
// uses across IsolatedFromAbove boundaries, terminators unless NoTerminator
// or GraphRegion, SingleBlock, successors in the same region), then the
// op's signature (counts, buildable and well-known type constraints, type
// rules, required attributes), then OpDef.Verify. Diagnostics use mlir-opt's
// wording: "file:line:col: error: 'memref.load' op ...".
