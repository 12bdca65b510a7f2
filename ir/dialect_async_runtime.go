package ir

// The async dialect's runtime and coroutine ops: what
// -async-to-async-runtime turns async.execute and async.await into
// (async.runtime.*, async.coro.*), before -convert-async-to-llvm lowers
// them to calls of the async runtime library. memopt reads and prints them
// (their effects are unknown, as MLIR declares none).

// parseAsyncRuntimeValueType reads the type of an async.runtime.store or
// load storage operand: `<T>` (the stripped form mlir-opt prints) or
// `!async.value<T>`.
func (h *hookParser) asyncStorageType() Type {
	if h.err != nil {
		return nil
	}
	if h.p.ParseOptionalPunct("<") {
		t := h.typ()
		h.punct(">")
		return &AsyncValueType{Elem: t}
	}
	t := h.typ()
	if h.ok() && AsyncValueElem(t) == nil {
		h.fail("expected an async value type, got '%s'", t)
	}
	return t
}

// printAsyncStorageType prints `<T>` for `!async.value<T>`.
func printAsyncStorageType(p OpAsmPrinter, t Type) {
	p.WriteString("<")
	p.PrintType(AsyncValueElem(t))
	p.WriteString(">")
}

func parseAsyncRuntimeStore(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	v := h.operand()
	h.punct(",")
	s := h.operand()
	h.attrDict(st)
	h.punct(":")
	t := h.asyncStorageType()
	if h.ok() {
		st.Operands = append(st.Operands, h.resolve(v, AsyncValueElem(t)), h.resolve(s, t))
	}
	return h.err
}

func printAsyncRuntimeStore(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	printAsyncStorageType(p, op.Operand(1).Type())
}

func parseAsyncRuntimeLoad(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	s := h.operand()
	h.attrDict(st)
	h.punct(":")
	t := h.asyncStorageType()
	if h.ok() {
		st.Operands = append(st.Operands, h.resolve(s, t))
		st.ResultTypes = append(st.ResultTypes, AsyncValueElem(t))
	}
	return h.err
}

func printAsyncRuntimeLoad(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	printAsyncStorageType(p, op.Operand(0).Type())
}

// verifyAsyncStorage checks that the value stored or loaded has the
// storage's element type (operand or result valueAt).
func verifyAsyncStorage(storage int, valueIsResult bool) verifier {
	return func(op *Operation) error {
		if storage >= op.NumOperands() {
			return op.OpErrorf("expected a storage operand")
		}
		elem := AsyncValueElem(op.Operand(storage).Type())
		var v Type
		if valueIsResult && op.NumResults() == 1 {
			v = op.Result(0).Type()
		} else if !valueIsResult && op.NumOperands() == 2 {
			v = op.Operand(0).Type()
		}
		if elem == nil || v == nil || !TypesEqual(elem, v) {
			return op.OpErrorf("failed to verify that type of 'value' matches element type of 'storage'")
		}
		return nil
	}
}

func init() {
	refCount := func(name, summary string) *OpDef {
		return &OpDef{Name: name, Summary: summary, Syntax: name + " %token {count = 1 : i64} : !async.token",
			Inherent: []string{"count"},
			Args:     "operand:Async_AnyAsyncType, count:ConfinedAttr<I64Attr, [IntPositive]>",
			Format:   "$operand attr-dict `:` type($operand)",
			Verify: verifyAll(nOperands(1), nResults(0), func(op *Operation) error {
				if c, ok := op.Attr("count").(*IntegerAttr); !ok || c.Big != nil || c.Value <= 0 {
					return op.OpErrorf("attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive")
				}
				return nil
			})}
	}
	Register(
		&OpDef{Name: "async.runtime.create", Summary: "creates an async runtime token or value",
			Syntax: "%t = async.runtime.create : !async.token", Results: "result:Async_AnyValueOrTokenType",
			Format: "attr-dict `:` type($result)", Verify: verifyAll(nOperands(0), nResults(1))},
		&OpDef{Name: "async.runtime.create_group", Summary: "creates an async runtime group",
			Syntax: "%g = async.runtime.create_group %size : !async.group", Args: "size:Index", Results: "result:Async_GroupType",
			Format: "$size `:` type($result) attr-dict", Verify: verifyAll(nOperands(1), nResults(1))},
		&OpDef{Name: "async.runtime.set_available", Summary: "switches token or value to available state",
			Syntax: "async.runtime.set_available %t : !async.token", Args: "operand:Async_AnyValueOrTokenType",
			Format: "$operand attr-dict `:` type($operand)", Verify: verifyAll(nOperands(1), nResults(0))},
		&OpDef{Name: "async.runtime.set_error", Summary: "switches token or value to error state",
			Syntax: "async.runtime.set_error %t : !async.token", Args: "operand:Async_AnyValueOrTokenType",
			Format: "$operand attr-dict `:` type($operand)", Verify: verifyAll(nOperands(1), nResults(0))},
		&OpDef{Name: "async.runtime.is_error", Summary: "returns true if token, value or group is in error state",
			Syntax: "%e = async.runtime.is_error %t : !async.token", Args: "operand:Async_AnyAsyncType", Results: "is_error:I1",
			Format: "$operand attr-dict `:` type($operand)", Verify: verifyAll(nOperands(1), nResults(1))},
		&OpDef{Name: "async.runtime.await", Summary: "blocks the caller thread until the operand becomes available",
			Syntax: "async.runtime.await %t : !async.token", Args: "operand:Async_AnyAsyncType",
			Format: "$operand attr-dict `:` type($operand)", Verify: verifyAll(nOperands(1), nResults(0))},
		&OpDef{Name: "async.runtime.resume", Summary: "resumes the coroutine on a thread managed by the runtime",
			Syntax: "async.runtime.resume %handle", Args: "handle:Async_CoroHandleType",
			Format: "$handle attr-dict", Verify: verifyAll(nOperands(1), nResults(0))},
		&OpDef{Name: "async.runtime.await_and_resume", Summary: "awaits the async operand and resumes the coroutine",
			Syntax: "async.runtime.await_and_resume %t, %handle : !async.token", Args: "operand:Async_AnyAsyncType, handle:Async_CoroHandleType",
			Format: "$operand `,` $handle attr-dict `:` type($operand)", Verify: verifyAll(nOperands(2), nResults(0))},
		&OpDef{Name: "async.runtime.store", Summary: "stores the value into the runtime async.value",
			Syntax: "async.runtime.store %v, %storage : <f32>", Parse: parseAsyncRuntimeStore, Print: printAsyncRuntimeStore,
			Verify: verifyAll(nOperands(2), nResults(0), verifyAsyncStorage(1, false))},
		&OpDef{Name: "async.runtime.load", Summary: "loads the value from the runtime async.value",
			Syntax: "%v = async.runtime.load %storage : <f32>", Parse: parseAsyncRuntimeLoad, Print: printAsyncRuntimeLoad,
			Verify: verifyAll(nOperands(1), nResults(1), verifyAsyncStorage(0, true))},
		&OpDef{Name: "async.runtime.add_to_group", Summary: "adds an async token or value to the group",
			Syntax: "%rank = async.runtime.add_to_group %t, %g : !async.token", Args: "operand:Async_AnyValueOrTokenType, group:Async_GroupType",
			Results: "rank:Index", Format: "$operand `,` $group attr-dict `:` type($operand)", Verify: verifyAll(nOperands(2), nResults(1))},
		refCount("async.runtime.add_ref", "adds a reference to async value"),
		refCount("async.runtime.drop_ref", "drops a reference to async value"),
		&OpDef{Name: "async.runtime.num_worker_threads", Summary: "gets the number of threads in the threadpool from the runtime",
			Syntax: "%n = async.runtime.num_worker_threads : index", Results: "result:Index",
			Format: "attr-dict `:` type($result)", Verify: verifyAll(nOperands(0), nResults(1))},
		&OpDef{Name: "async.coro.id", Summary: "returns a switched-resume coroutine identifier",
			Syntax: "%id = async.coro.id", Results: "id:Async_CoroIdType", Format: "attr-dict", Verify: verifyAll(nOperands(0), nResults(1))},
		&OpDef{Name: "async.coro.begin", Summary: "returns a handle to the coroutine",
			Syntax: "%h = async.coro.begin %id", Args: "id:Async_CoroIdType", Results: "handle:Async_CoroHandleType",
			Format: "$id attr-dict", Verify: verifyAll(nOperands(1), nResults(1))},
		&OpDef{Name: "async.coro.free", Summary: "deallocates the coroutine frame",
			Syntax: "async.coro.free %id, %h", Args: "id:Async_CoroIdType, handle:Async_CoroHandleType",
			Format: "$id `,` $handle attr-dict", Verify: verifyAll(nOperands(2), nResults(0))},
		&OpDef{Name: "async.coro.end", Summary: "marks the end of the coroutine in the suspend block",
			Syntax: "async.coro.end %h", Args: "handle:Async_CoroHandleType",
			Format: "$handle attr-dict", Verify: verifyAll(nOperands(1), nResults(0))},
		&OpDef{Name: "async.coro.save", Summary: "saves the coroutine state",
			Syntax: "%s = async.coro.save %h", Args: "handle:Async_CoroHandleType", Results: "state:Async_CoroStateType",
			Format: "$handle attr-dict", Verify: verifyAll(nOperands(1), nResults(1))},
		&OpDef{Name: "async.coro.suspend", Summary: "suspends the coroutine", Traits: Terminator,
			Syntax: "async.coro.suspend %s, ^suspend, ^resume, ^cleanup", Args: "state:Async_CoroStateType",
			Successors: "suspendDest:AnySuccessor, resumeDest:AnySuccessor, cleanupDest:AnySuccessor",
			Format:     "$state `,` $suspendDest `,` $resumeDest  `,` $cleanupDest attr-dict",
			Verify:     verifyAll(nOperands(1), nResults(0))},
	)
}
