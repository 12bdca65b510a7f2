package ir

import (
	"fmt"
	"strings"
)

// The func dialect: func.func, func.return, func.call, func.call_indirect
// and func.constant.

// FuncType returns the function_type of a func.func (nil if missing).
func FuncType(op *Operation) *FunctionType {
	if ta, ok := op.Attr("function_type").(*TypeAttr); ok {
		ft, _ := ta.Type.(*FunctionType)
		return ft
	}
	return nil
}

// SymbolName returns the sym_name of a symbol op ("" if it has none).
func SymbolName(op *Operation) string {
	if s, ok := op.Attr("sym_name").(*StringAttr); ok {
		return s.Value
	}
	return ""
}

func verifyFuncFunc(op *Operation) error {
	if op.NumRegions() != 1 {
		return op.OpErrorf("requires 1 region")
	}
	if op.Attr("sym_name") == nil {
		return op.OpErrorf("requires attribute 'sym_name'")
	}
	ft := FuncType(op)
	if ft == nil {
		return op.OpErrorf("requires attribute 'function_type'")
	}
	entry := op.Region(0).Front()
	if entry == nil {
		// An external declaration: MLIR's symbol rule wants it private
		// or nested.
		if vis, _ := op.Attr("sym_visibility").(*StringAttr); vis == nil || vis.Value == "public" {
			return op.OpErrorf("symbol declaration cannot have public visibility")
		}
		return nil
	}
	if entry.NumArgs() != len(ft.Inputs) {
		return op.OpErrorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, a := range entry.Args() {
		if !TypesEqual(a.Type(), ft.Inputs[i]) {
			return op.OpErrorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')", i, a.Type(), ft.Inputs[i])
		}
	}
	return nil
}

func verifyFuncReturn(op *Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "func.func" {
		return op.OpErrorf("expects parent op 'func.func'")
	}
	ft := FuncType(fn)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		return op.OpErrorf("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), SymbolName(fn), len(ft.Results))
	}
	for i, v := range op.Operands() {
		if !TypesEqual(v.Type(), ft.Results[i]) {
			return op.OpErrorf("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s", i, v.Type(), ft.Results[i], SymbolName(fn))
		}
	}
	return nil
}

func init() {
	RegisterDialect(&Dialect{Name: "func", Inliner: funcInliner})
	Register(
		&OpDef{
			Name:     "func.func",
			Summary:  "an operation with a name containing a single SSACFG region",
			Syntax:   "func.func [visibility] @name(%arg0: t {attrs}) -> (r {attrs}) attributes {...} { body }",
			Traits:   IsolatedFromAbove | AutomaticAllocationScope | AffineScope | Symbol,
			Inherent: []string{"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"},
			Callable: bodyIfAny,
			Parse:    parseFuncFunc,
			Print:    printFuncFunc,
			Verify:   verifyFuncFunc,
		},
		&OpDef{
			Name:    "func.return",
			Summary: "function return operation",
			Syntax:  "return %a, %b : t1, t2",
			Traits:  Terminator | ReturnLike | Pure,
			Args:    "operands:Variadic<AnyType>",
			Format:  "attr-dict ($operands^ `:` type($operands))?",
			Verify:  verifyFuncReturn,
		},
		&OpDef{
			Name:             "func.call",
			Summary:          "call operation",
			Syntax:           "%r = call @f(%a) : (t) -> r",
			Traits:           CallLike,
			Inherent:         []string{"callee", "arg_attrs", "res_attrs", "no_inline"},
			Args:             "callee:FlatSymbolRefAttr, operands:Variadic<AnyType>, arg_attrs:OptionalAttr<DictArrayAttr>, res_attrs:OptionalAttr<DictArrayAttr>, no_inline:UnitAttr",
			Results:          "results:Variadic<AnyType>",
			Format:           "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
			Verify:           verifyAll(hasAttr("callee")),
			VerifySymbolUses: verifyCallSymbolUses,
			Call:             &CallInterface{Callee: calleeAttr},
			// Effects nil: a call's effects are unknown.
		},
		&OpDef{
			Name:     "func.call_indirect",
			Summary:  "indirect call operation",
			Syntax:   "%r = call_indirect %f(%a) : (t) -> r",
			Traits:   CallLike,
			Inherent: []string{"arg_attrs", "res_attrs"},
			Parse:    parseFuncCallIndirect,
			Print:    printFuncCallIndirect,
			Call:     &CallInterface{Callee: func(*Operation) *SymbolRefAttr { return nil }, ArgStart: 1},
			// An indirect call of a func.constant is a direct call (MLIR's
			// CallIndirectOp::canonicalize).
			Canonicalize: []*Pattern{{Name: "CallIndirectOfConstant", Root: "func.call_indirect", Benefit: 1,
				MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
					if op.NumOperands() < 1 {
						return false
					}
					ref, ok := ConstantOf(op.Operand(0)).(*SymbolRefAttr)
					if !ok {
						return false
					}
					r.ReplaceOpWithNew(op, &OperationState{Name: "func.call", Operands: op.Operands()[1:], ResultTypes: op.ResultTypes(),
						Props: []NamedAttr{{Name: "callee", Value: ref}}})
					return true
				}}},
			Verify: verifyAll(minOperands(1), operandIs(0, "function type", func(t Type) bool {
				_, ok := t.(*FunctionType)
				return ok
			})),
		},
		&OpDef{
			Name:        "func.constant",
			Summary:     "constant",
			Syntax:      "%f = constant @fn : (t) -> r",
			ResultNames: []string{"f"},
			Traits:      Pure | ConstantLike,
			Inherent:    []string{"value"},
			Args:        "value:FlatSymbolRefAttr",
			Results:     "result:AnyType",
			Format:      "attr-dict $value `:` type(results)",
			Verify:      verifyAll(nOperands(0), nResults(1), hasAttr("value")),
			VerifySymbolUses: func(op *Operation, st *Symbols) error {
				fn := st.Lookup(op.Attr("value"))
				if fn == nil || fn.Name() != "func.func" || FuncType(fn) == nil {
					return op.OpErrorf("reference to undefined function '%s'", symbolRefName(op.Attr("value")))
				}
				if !TypesEqual(FuncType(fn), op.Result(0).Type()) {
					return op.OpErrorf("reference to function with mismatched type")
				}
				return nil
			},
		},
	)
}

// symbolRefName returns the name a symbol reference attribute refers to.
func symbolRefName(a Attribute) string {
	if sr, ok := a.(*SymbolRefAttr); ok {
		return sr.Root
	}
	return ""
}

// verifyCallSymbolUses checks that func.call names a func.func of the
// enclosing symbol table and matches its signature, with mlir-opt 22's
// messages.
func verifyCallSymbolUses(op *Operation, st *Symbols) error {
	return verifyCallee(op, st, "func.func", "function")
}

// verifyCallee checks a call's callee attribute against the function it
// names, an op named fnOp (what: "function", "async function" in the
// message when it is not one), as func.call and async.call do.
func verifyCallee(op *Operation, st *Symbols, fnOp, what string) error {
	fn := st.Lookup(op.Attr("callee"))
	if fn == nil || fn.Name() != fnOp || FuncType(fn) == nil {
		return op.OpErrorf("'%s' does not reference a valid %s", symbolRefName(op.Attr("callee")), what)
	}
	ft := FuncType(fn)
	if len(ft.Inputs) != op.NumOperands() {
		return op.OpErrorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if got := op.Operand(i).Type(); !TypesEqual(t, got) {
			return op.OpErrorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d", t, got, i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.OpErrorf("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if got := op.Result(i).Type(); !TypesEqual(t, got) {
			d := op.OpErrorf("result type mismatch at index %d", i)
			d.AddNote(op.Loc.Position(), "      op result types: %s", quotedTypes(op.ResultTypes()))
			d.AddNote(op.Loc.Position(), "function result types: %s", quotedTypes(ft.Results))
			return d
		}
	}
	return nil
}

// quotedTypes lists types as MLIR's diagnostics print a TypeRange.
func quotedTypes(ts []Type) string {
	var sb strings.Builder
	for i, t := range ts {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "'%s'", t)
	}
	return sb.String()
}
