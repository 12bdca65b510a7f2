// Package parser reads MLIR text (as mlir-opt 22 prints it) into ir
// modules.
//
// The lexer and the parser of the generic op form, types, attributes,
// affine maps and locations are hand written for speed (the parser runs
// over 39 MB modules). Custom op syntax is driven by each op's OpDef: the
// declarative assembly format (ir.Format, whose format-string grammar is a
// participle v2 grammar) or a hand-written ParseHook, both through the
// ir.OpAsmParser this package implements.
//
// Values are resolved in two phases: a use before its definition gets a
// placeholder value that is replaced when the definition is seen, so
// forward references in graph regions and across blocks work; names left
// undefined at the end of their IsolatedFromAbove scope are errors.
// Identical types are interned so that they share one pointer.
//
// Errors are *ir.Diagnostic values, "file:line:col: error: message"; the
// parser never panics on bad input.
package parser
