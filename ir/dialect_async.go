package ir

// The async dialect: asynchronous regions (async.execute), the ops that
// wait for them (async.await, async.await_all) and groups of tokens
// (async.create_group, async.add_to_group). Its types are in
// types_async.go, the custom form of async.execute and async.await in
// dialect_asm_async.go.
//
// async.execute runs its body concurrently with the ops after it. MLIR
// gives it a RegionBranchOpInterface (body to results); memopt does not:
// passes that read a RegionBranch take the body to run before the next op,
// which is not so here. Its AsyncInterface says what merge-alloc needs
// instead: which values are ready when the body is complete, and which
// ops wait for them.

// asyncExecuteBodyResults returns the results of an async.execute after
// its token.
func asyncExecuteBodyResults(op *Operation) []*Value {
	if op.NumResults() == 0 {
		return nil
	}
	return op.Results()[1:]
}

// verifyAsyncExecute checks async.execute: one block whose arguments are
// the unwrapped types of the value operands, ending in an async.yield of
// the unwrapped types of the results.
func verifyAsyncExecute(op *Operation) error {
	if err := verifyAll(nSegments(2), nRegions(1))(op); err != nil {
		return err
	}
	r := op.Region(0)
	if len(r.Blocks()) != 1 {
		return op.OpErrorf("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
	}
	operands := OperandSegment(op, 1)
	args := r.Front().Args()
	if len(args) != len(operands) {
		return op.OpErrorf("along control flow edge from parent to Region #0: region branch point has %d operands, but region successor needs %d inputs", len(operands), len(args))
	}
	for i, v := range operands {
		if elem := AsyncValueElem(v.Type()); elem == nil || !TypesEqual(elem, args[i].Type()) {
			d := op.OpErrorf("along control flow edge from parent to Region #0: successor operand type #%d '%s' should match successor input type #%d '%s'", i, v.Type(), i, args[i].Type())
			d.AddNote(op.Loc.Position(), "region branch point")
			return d
		}
	}
	term := r.Front().Last()
	if term == nil || term.Name() != "async.yield" {
		return nil // the block's terminator check reports it
	}
	results := asyncExecuteBodyResults(op)
	if term.NumOperands() != len(results) {
		d := op.OpErrorf("along control flow edge from Operation async.yield to parent: region branch point has %d operands, but region successor needs %d inputs", term.NumOperands(), len(results))
		d.AddNote(term.Loc.Position(), "region branch point")
		return d
	}
	for i, v := range term.Operands() {
		if elem := AsyncValueElem(results[i].Type()); elem == nil || !TypesEqual(elem, v.Type()) {
			d := op.OpErrorf("along control flow edge from Operation async.yield to parent: successor operand type #%d '%s' should match successor input type #%d '%s'", i, v.Type(), i, results[i].Type())
			d.AddNote(term.Loc.Position(), "region branch point")
			return d
		}
	}
	return nil
}

// verifyAsyncAwait checks that awaiting a token has no result and that
// awaiting a value returns its unwrapped type.
func verifyAsyncAwait(op *Operation) error {
	if op.NumOperands() != 1 {
		return nil // the signature check reports it
	}
	t := op.Operand(0).Type()
	if IsAsyncToken(t) && op.NumResults() != 0 {
		return op.OpErrorf("awaiting on a token must have empty result")
	}
	if elem := AsyncValueElem(t); elem != nil {
		if op.NumResults() != 1 {
			return op.OpErrorf("awaiting on a value must have one result of type '%s'", elem)
		}
		if !TypesEqual(op.Result(0).Type(), elem) {
			return op.OpErrorf("result type '%s' does not match async value type '%s'", op.Result(0).Type(), elem)
		}
	}
	return nil
}

// verifyAsyncYield checks that async.yield is in an async.execute.
func verifyAsyncYield(op *Operation) error {
	if p := op.ParentOp(); p == nil || p.Name() != "async.execute" {
		return op.OpErrorf("expects parent op 'async.execute'")
	}
	return nil
}

// asyncAwaitsOperand is the Awaits of async.await and async.await_all.
func asyncAwaitsOperand(op *Operation) []*Value {
	if op.NumOperands() == 0 {
		return nil
	}
	return op.Operands()[:1]
}

func init() {
	RegisterDialect(&Dialect{Name: "async"})
	Register(
		&OpDef{
			Name:    "async.execute",
			Parse:   parseAsyncExecute,
			Print:   printAsyncExecute,
			Summary: "Asynchronous execute operation",
			Syntax:  "%token, %bodyResults = async.execute [%dep] (%v as %x: !async.value<f32>) -> !async.value<f32> { ... async.yield %y : f32 }",
			// AutomaticAllocationScope: the body's buffers are its own.
			Traits:   AutomaticAllocationScope | RecursiveMemoryEffects | SingleBlock,
			Inherent: []string{OperandSegmentSizesAttr},
			Args:     "dependencies:Variadic<Async_TokenType>, bodyOperands:Variadic<Async_AnyValueOrTokenType>",
			Results:  "token:Async_TokenType, bodyResults:Variadic<Async_ValueType>",
			AsmResultNames: func(op *Operation, set func(int, string)) {
				set(0, "token")
				if op.NumResults() > 1 {
					set(1, "bodyResults")
				}
			},
			Async: &AsyncInterface{
				Completes:     func(op *Operation) []*Value { return op.Results() },
				Prerequisites: func(op *Operation) []*Value { return op.Operands() },
			},
			Verify: verifyAsyncExecute,
		},
		&OpDef{
			Name:    "async.yield",
			Summary: "terminator for Async execute operation",
			Syntax:  "async.yield %v : f32",
			Traits:  Terminator | ReturnLike | Pure,
			Args:    "operands:Variadic<AnyType>",
			Format:  "($operands^ `:` type($operands))? attr-dict",
			Verify:  verifyAsyncYield,
		},
		&OpDef{
			Name:    "async.await",
			Parse:   parseAsyncAwait,
			Print:   printAsyncAwait,
			Summary: "waits for the argument to become ready",
			Syntax:  "%v = async.await %value : !async.value<f32>",
			Args:    "operand:Async_AnyValueOrTokenType",
			Results: "result:Optional<AnyType>",
			Async:   &AsyncInterface{Awaits: asyncAwaitsOperand},
			Verify:  verifyAsyncAwait,
			// Effects nil: MLIR declares none, so they are unknown.
		},
		&OpDef{
			Name:    "async.create_group",
			Summary: "creates an empty async group",
			Syntax:  "%g = async.create_group %size : !async.group",
			Traits:  Pure,
			Args:    "size:Index",
			Results: "result:Async_GroupType",
			Format:  "$size `:` type($result) attr-dict",
			Verify:  verifyAll(nOperands(1), nResults(1)),
			// A group nothing is added to, only awaited, is erased with
			// its awaits (MLIR's CreateGroupOp::canonicalize).
			Canonicalize: []*Pattern{{Name: "EraseGroupOnlyAwaited", Root: "async.create_group", Benefit: 1,
				MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
					if op.NumResults() != 1 {
						return false
					}
					var awaits []*Operation
					for _, u := range op.Result(0).Uses() {
						if u.Owner().Name() != "async.await_all" {
							return false
						}
						awaits = append(awaits, u.Owner())
					}
					for _, a := range awaits {
						r.EraseOp(a)
					}
					r.EraseOp(op)
					return true
				}}},
		},
		&OpDef{
			Name:    "async.add_to_group",
			Summary: "adds an async token or value to the group",
			Syntax:  "%rank = async.add_to_group %token, %group : !async.token",
			Args:    "operand:Async_AnyValueOrTokenType, group:Async_GroupType",
			Results: "rank:Index",
			Format:  "$operand `,` $group `:` type($operand) attr-dict",
			Async: &AsyncInterface{Joins: func(op *Operation) (*Value, *Value) {
				if op.NumOperands() != 2 {
					return nil, nil
				}
				return op.Operand(0), op.Operand(1)
			}},
			Verify: verifyAll(nOperands(2), nResults(1)),
		},
		&OpDef{
			Name:    "async.await_all",
			Summary: "waits for the all async tokens or values in the group to become ready",
			Syntax:  "async.await_all %group",
			Args:    "operand:Async_GroupType",
			Format:  "$operand attr-dict",
			Async:   &AsyncInterface{Awaits: asyncAwaitsOperand},
			Verify:  verifyAll(nOperands(1), nResults(0)),
		},
	)
}

// verifyAsyncFunc checks async.func as func.func, and that its results
// are async values, optionally after one token.
func verifyAsyncFunc(op *Operation) error {
	if err := verifyFuncFunc(op); err != nil {
		return err
	}
	ft := FuncType(op)
	if len(ft.Results) == 0 {
		return op.OpErrorf("result is expected to be at least of size 1, but got 0")
	}
	for i, t := range ft.Results {
		if !IsAsyncToken(t) && AsyncValueElem(t) == nil {
			return op.OpErrorf("result type must be async value type or async token type, but got '%s'", t)
		}
		if IsAsyncToken(t) && i != 0 {
			return op.OpErrorf(" results' (optional) async token type is expected to appear as the 1st return value, but got %d", i+1)
		}
	}
	return nil
}

// verifyAsyncReturn checks that async.return returns the unwrapped value
// types of its async.func.
func verifyAsyncReturn(op *Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "async.func" {
		return op.OpErrorf("expects parent op 'async.func'")
	}
	ft := FuncType(fn)
	if ft == nil {
		return nil
	}
	var want []Type
	for _, t := range ft.Results {
		if elem := AsyncValueElem(t); elem != nil {
			want = append(want, elem)
		}
	}
	ok := len(want) == op.NumOperands()
	for i := 0; ok && i < len(want); i++ {
		ok = TypesEqual(want[i], op.Operand(i).Type())
	}
	if !ok {
		return op.OpErrorf("operand types do not match the types returned from the parent FuncOp")
	}
	return nil
}

func init() {
	Register(
		&OpDef{
			Name:     "async.func",
			Summary:  "async function operation",
			Syntax:   "async.func @name(%arg0: t) -> (!async.token, !async.value<t>) { ... return %v : t }",
			Traits:   IsolatedFromAbove | Symbol,
			Inherent: []string{"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"},
			Callable: bodyIfAny,
			Parse:    parseFuncFunc,
			Print:    printFuncFunc,
			Verify:   verifyAsyncFunc,
		},
		&OpDef{
			Name:    "async.return",
			Summary: "Async function return operation",
			Syntax:  "return %a : t",
			Traits:  Terminator | ReturnLike | Pure,
			Args:    "operands:Variadic<AnyType>",
			Format:  "attr-dict ($operands^ `:` type($operands))?",
			Verify:  verifyAsyncReturn,
		},
		&OpDef{
			Name:     "async.call",
			Summary:  "async call operation",
			Syntax:   "%r = async.call @f(%a) : (t) -> !async.value<t>",
			Traits:   CallLike,
			Inherent: []string{"callee", "arg_attrs", "res_attrs"},
			Args:     "callee:FlatSymbolRefAttr, operands:Variadic<AnyType>, arg_attrs:OptionalAttr<DictArrayAttr>, res_attrs:OptionalAttr<DictArrayAttr>",
			Results:  "results:Variadic<Async_AnyValueOrTokenType>",
			Format:   "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
			Verify:   verifyAll(hasAttr("callee")),
			VerifySymbolUses: func(op *Operation, st *Symbols) error {
				return verifyCallee(op, st, "async.func", "async function")
			},
			Call: &CallInterface{Callee: calleeAttr},
			// Effects nil: a call's effects are unknown.
		},
	)
}
