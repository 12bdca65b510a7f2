package ir

// Custom forms of the gpu dialect's ops (dialect_gpu.go). The ops with
// async dependencies print them as MLIR's custom<AsyncDependencies>
// directive does: `async` when the op returns a token, then `[%deps]`
// when it has some, after one space (so an op with neither prints two
// spaces before its next operand, `gpu.dealloc  %m`, and `gpu.wait `
// ends in one).

// gpuAsyncDeps reads `async`? `[%deps]`?: whether the op returns a token
// (then its results must be named, as mlir-opt requires), and its
// dependencies.
func (h *hookParser) gpuAsyncDeps(st *OperationState) (bool, []*Value) {
	if h.err != nil {
		return false, nil
	}
	at := h.p.Pos()
	async := h.p.ParseOptionalKeyword("async")
	if async && h.p.ResultCount() == 0 {
		h.check(Errorf(at, "custom op '%s' needs to be named when marked 'async'", st.Name))
		return false, nil
	}
	var deps []*Value
	if h.p.PeekPunct("[") {
		deps = h.resolveAll(h.operandList(DelimSquare), GPUAsyncToken)
	}
	return async, deps
}

// printGPUAsyncDeps prints the async dependencies directive of op (after
// the space the caller wrote): `async` when op's last result is a token,
// then `[%deps]`.
func printGPUAsyncDeps(p OpAsmPrinter, op *Operation, deps []*Value) {
	async := op.NumResults() > 0 && isGPUAsyncToken(op.Result(op.NumResults()-1).Type())
	if async {
		p.WriteString("async")
	}
	if len(deps) == 0 {
		return
	}
	if async {
		p.WriteString(" ")
	}
	p.WriteString("[")
	p.PrintOperands(deps)
	p.WriteString("]")
}

// gpuAsyncResult adds the token result when the op was written `async`.
func gpuAsyncResult(st *OperationState, async bool) {
	if async {
		st.ResultTypes = append(st.ResultTypes, GPUAsyncToken)
	}
}

func parseGPUWait(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	async, deps := h.gpuAsyncDeps(st)
	st.Operands = append(st.Operands, deps...)
	gpuAsyncResult(st, async)
	h.attrDict(st)
	return h.err
}

func printGPUWait(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printGPUAsyncDeps(p, op, gpuAsyncDepsOf(op))
	p.PrintOptionalAttrDict(op)
}

func parseGPUAlloc(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	async, deps := h.gpuAsyncDeps(st)
	if h.ok() && p.ParseOptionalKeyword("host_shared") {
		st.Props = append(st.Props, NamedAttr{"hostShared", Unit})
	}
	sizes := h.operandList(DelimParen)
	var syms []UnresolvedOperand
	if h.ok() && p.PeekPunct("[") {
		syms = h.operandList(DelimSquare)
	}
	h.attrDict(st)
	t := h.colonType()
	st.Operands = append(append(append(st.Operands, deps...), h.resolveAll(sizes, Index)...), h.resolveAll(syms, Index)...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(deps), len(sizes), len(syms))})
	st.ResultTypes = append(st.ResultTypes, t)
	gpuAsyncResult(st, async)
	return h.err
}

func printGPUAlloc(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printGPUAsyncDeps(p, op, OperandSegment(op, 0))
	if op.Attr("hostShared") != nil {
		p.WriteString(" host_shared")
	}
	p.WriteString(" (")
	p.PrintOperands(OperandSegment(op, 1))
	p.WriteString(")")
	if syms := OperandSegment(op, 2); len(syms) > 0 {
		p.WriteString("[")
		p.PrintOperands(syms)
		p.WriteString("]")
	}
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, "hostShared")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// parseGPUMemOp reads `deps %a[, %b] attr-dict : t1[, t2]` with n
// operands after the dependencies.
func parseGPUMemOp(p OpAsmParser, st *OperationState, n int) error {
	h := &hookParser{p: p}
	async, deps := h.gpuAsyncDeps(st)
	var ops []UnresolvedOperand
	for i := 0; i < n; i++ {
		if i > 0 {
			h.punct(",")
		}
		ops = append(ops, h.operand())
	}
	h.attrDict(st)
	ts := h.colonTypesN(n)
	st.Operands = append(append(st.Operands, deps...), h.resolveEach(ops, ts)...)
	gpuAsyncResult(st, async)
	return h.err
}

// printGPUMemOp prints what parseGPUMemOp reads.
func printGPUMemOp(p OpAsmPrinter, op *Operation) {
	deps := gpuAsyncDepsOf(op)
	rest := op.Operands()[len(deps):]
	p.WriteString(" ")
	printGPUAsyncDeps(p, op, deps)
	p.WriteString(" ")
	p.PrintOperands(rest)
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	for i, v := range rest {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
}

func parseGPUDealloc(p OpAsmParser, st *OperationState) error { return parseGPUMemOp(p, st, 1) }
func parseGPUMemcpy(p OpAsmParser, st *OperationState) error  { return parseGPUMemOp(p, st, 2) }
func parseGPUMemset(p OpAsmParser, st *OperationState) error  { return parseGPUMemOp(p, st, 2) }
func printGPUDealloc(p OpAsmPrinter, op *Operation)           { printGPUMemOp(p, op) }
func printGPUMemcpy(p OpAsmPrinter, op *Operation)            { printGPUMemOp(p, op) }
func printGPUMemset(p OpAsmPrinter, op *Operation)            { printGPUMemOp(p, op) }

// gpuUpperBound reads an optional `upper_bound N` into st's properties.
func (h *hookParser) gpuUpperBound(st *OperationState) {
	if h.ok() && h.p.ParseOptionalKeyword("upper_bound") {
		st.Props = append(st.Props, NamedAttr{"upper_bound", IntAttr(h.integer(), Index)})
	}
}

// printGPUUpperBound prints ` upper_bound N` when op has one.
func printGPUUpperBound(p OpAsmPrinter, op *Operation) {
	if a, ok := op.Attr("upper_bound").(*IntegerAttr); ok {
		p.WriteString(" upper_bound " + formatInt(a.Value))
	}
}

func parseGPUDimOp(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	dim, ok := p.ParseOptionalKeywordOf("x", "y", "z")
	if !ok {
		h.fail("custom op '%s' expected ::mlir::gpu::Dimension to be one of: x, y, z", st.Name)
	}
	st.Props = append(st.Props, NamedAttr{"dimension", &OpaqueAttr{Text: "#gpu<dim " + dim + ">"}})
	h.gpuUpperBound(st)
	h.attrDict(st)
	st.ResultTypes = append(st.ResultTypes, Index)
	return h.err
}

func printGPUDimOp(p OpAsmPrinter, op *Operation) {
	p.WriteString("  " + gpuDimension(op))
	printGPUUpperBound(p, op)
	p.PrintOptionalAttrDict(op, "dimension", "upper_bound")
}

func parseGPULaneID(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.gpuUpperBound(st)
	h.attrDict(st)
	st.ResultTypes = append(st.ResultTypes, Index)
	return h.err
}

func printGPULaneID(p OpAsmPrinter, op *Operation) {
	printGPUUpperBound(p, op)
	p.PrintOptionalAttrDict(op, "upper_bound")
}

// gpuSizeAssignment reads `(%i, %j, %k) in (%a = %x, %b = %y, %c = %z)`:
// three id arguments, three size arguments and their operands.
func (h *hookParser) gpuSizeAssignment() (ids, sizes []Argument, operands []UnresolvedOperand) {
	ids = h.arguments(DelimParen)
	if h.ok() && len(ids) != 3 {
		h.fail("expected 3 ids, got %d", len(ids))
	}
	h.keyword("in")
	h.punct("(")
	for i := 0; i < 3 && h.ok(); i++ {
		if i > 0 {
			h.punct(",")
		}
		sizes = append(sizes, h.argument())
		h.punct("=")
		operands = append(operands, h.operand())
	}
	h.punct(")")
	return ids, sizes, operands
}

// gpuAttributions reads `kw(%a : t, ...)` if kw is next.
func (h *hookParser) gpuAttributions(kw string) []Argument {
	if h.err != nil || !h.p.ParseOptionalKeyword(kw) {
		return nil
	}
	return step(h, func() ([]Argument, error) { return h.p.ParseArgumentList(DelimParen, true, true) })
}

func parseGPULaunch(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	async, deps := h.gpuAsyncDeps(st)
	if async {
		st.ResultTypes = append(st.ResultTypes, GPUAsyncToken)
	}
	var cIDs, cSizes []Argument
	var cOps []UnresolvedOperand
	clusters := h.ok() && p.ParseOptionalKeyword("clusters")
	if clusters {
		cIDs, cSizes, cOps = h.gpuSizeAssignment()
	}
	h.keyword("blocks")
	bIDs, gSizes, gOps := h.gpuSizeAssignment()
	h.keyword("threads")
	tIDs, bSizes, bOps := h.gpuSizeAssignment()
	var smem []*Value
	if h.ok() && p.ParseOptionalKeyword("dynamic_shared_memory_size") {
		smem = []*Value{h.resolve(h.operand(), I32)}
	}
	// The names of the module and function the kernel is outlined into.
	for _, kw := range []string{"module", "function"} {
		if h.ok() && p.ParseOptionalKeyword(kw) {
			h.punct("(")
			st.Props = append(st.Props, NamedAttr{kw, h.attribute(nil)})
			h.punct(")")
		}
	}
	// Body arguments: block ids, thread ids, grid sizes, block sizes,
	// cluster ids and sizes, then the attributions.
	var args []Argument
	for _, group := range [][]Argument{bIDs, tIDs, gSizes, bSizes, cIDs, cSizes} {
		for _, a := range group {
			a.Type = Index
			args = append(args, a)
		}
	}
	work := h.gpuAttributions("workgroup")
	priv := h.gpuAttributions("private")
	args = append(append(args, work...), priv...)
	if !h.ok() {
		return h.err
	}
	st.Operands = append(st.Operands, deps...)
	st.Operands = append(st.Operands, h.resolveAll(gOps, Index)...)
	st.Operands = append(st.Operands, h.resolveAll(bOps, Index)...)
	st.Operands = append(st.Operands, h.resolveAll(cOps, Index)...)
	st.Operands = append(st.Operands, smem...)
	nc := 0
	if clusters {
		nc = 1
	}
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(deps), 1, 1, 1, 1, 1, 1, nc, nc, nc, len(smem))})
	st.Attrs = append(st.Attrs, NamedAttr{gpuWorkgroupAttributions, IntAttr(int64(len(work)), I64)})
	h.body(st, args, "")
	h.attrDict(st)
	return h.err
}

// printGPUSizeAssignment prints `(%i, %j, %k) in (%a = %x, %b = %y, %c = %z)`.
func printGPUSizeAssignment(p OpAsmPrinter, ids, sizes, operands []*Value) {
	p.WriteString("(")
	p.PrintOperands(ids)
	p.WriteString(") in (")
	for i := range sizes {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(sizes[i])
		p.WriteString(" = ")
		p.PrintOperand(operands[i])
	}
	p.WriteString(")")
}

// printGPUAttributions prints ` kw(%a : t, ...)` when there are some.
func printGPUAttributions(p OpAsmPrinter, kw string, args []*Value) {
	if len(args) == 0 {
		return
	}
	p.WriteString(" " + kw + "(")
	for i, a := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(a)
		p.WriteString(" : ")
		p.PrintType(a.Type())
	}
	p.WriteString(")")
}

func printGPULaunch(p OpAsmPrinter, op *Operation) {
	if op.NumResults() > 0 {
		p.WriteString(" async")
		if deps := OperandSegment(op, 0); len(deps) > 0 {
			p.WriteString(" [")
			p.PrintOperands(deps)
			p.WriteString("]")
		}
	}
	args := entryArgs(op.Region(0))
	seg := func(i int) []*Value { return OperandSegment(op, i) }
	grid := append(append(seg(1), seg(2)...), seg(3)...)
	block := append(append(seg(4), seg(5)...), seg(6)...)
	if len(args) >= gpuLaunchNumConfigArgs(op) {
		if gpuLaunchHasClusters(op) {
			p.WriteString(" clusters")
			printGPUSizeAssignment(p, args[12:15], args[15:18], append(append(seg(7), seg(8)...), seg(9)...))
		}
		p.WriteString(" blocks")
		printGPUSizeAssignment(p, args[0:3], args[6:9], grid)
		p.WriteString(" threads")
		printGPUSizeAssignment(p, args[3:6], args[9:12], block)
	}
	if smem := seg(10); len(smem) > 0 {
		p.WriteString(" dynamic_shared_memory_size ")
		p.PrintOperand(smem[0])
	}
	for _, kw := range []string{"module", "function"} {
		if a := op.Attr(kw); a != nil {
			p.WriteString(" " + kw + "(")
			p.PrintAttribute(a)
			p.WriteString(")")
		}
	}
	work, priv := GPULaunchAttributions(op)
	printGPUAttributions(p, "workgroup", work)
	printGPUAttributions(p, "private", priv)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, gpuWorkgroupAttributions, "module", "function")
}

func parseGPUSubgroupOp(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.gpuUpperBound(st)
	h.attrDict(st)
	st.ResultTypes = append(st.ResultTypes, h.colonType())
	return h.err
}

func printGPUSubgroupOp(p OpAsmPrinter, op *Operation) {
	printGPUUpperBound(p, op)
	p.PrintOptionalAttrDict(op, "upper_bound")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// gpuFuncElided are the attributes gpu.func's custom form shows by its
// syntax rather than in `attributes {...}`.
var gpuFuncElided = []string{"sym_name", "function_type", "arg_attrs", "res_attrs", gpuWorkgroupAttributions,
	"gpu.kernel", "workgroup_attrib_attrs", "private_attrib_attrs"}

func parseGPUFunc(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	name := step(h, p.ParseSymbolName)
	sig := step(h, func() (*funcSignature, error) { return parseFunctionSignature(p, false) })
	if h.err != nil {
		return h.err
	}
	work := h.gpuAttributions("workgroup")
	priv := h.gpuAttributions("private")
	st.Props = append(st.Props, NamedAttr{"function_type", &TypeAttr{Type: &FunctionType{Inputs: sig.Inputs, Results: sig.Results}}})
	sig.setSignatureAttrs(st)
	st.Attrs = append(st.Attrs, NamedAttr{"sym_name", StrAttr(name)}, NamedAttr{gpuWorkgroupAttributions, IntAttr(int64(len(work)), I64)})
	if h.ok() && p.ParseOptionalKeyword("kernel") {
		st.Attrs = append(st.Attrs, NamedAttr{"gpu.kernel", Unit})
	}
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	args := append(append(append([]Argument(nil), sig.Args...), work...), priv...)
	h.body(st, args, "")
	return h.err
}

func printGPUFunc(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintSymbolName(SymbolName(op))
	ft := FuncType(op)
	if ft == nil {
		ft = &FunctionType{}
	}
	printFunctionSignature(p, op, ft.Inputs, false, ft.Results)
	work, priv := GPUFuncAttributions(op)
	printGPUAttributions(p, "workgroup", work)
	printGPUAttributions(p, "private", priv)
	if op.Attr("gpu.kernel") != nil {
		p.WriteString(" kernel")
	}
	p.PrintOptionalAttrDictWithKeyword(op, gpuFuncElided...)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
}

func parseGPUModule(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	name := step(h, p.ParseSymbolName)
	st.Props = append(st.Props, NamedAttr{"sym_name", StrAttr(name)})
	if h.ok() && p.ParseOptionalPunct("<") {
		st.Props = append(st.Props, NamedAttr{"offloadingHandler", h.attribute(nil)})
		h.punct(">")
	}
	if h.ok() && p.PeekPunct("[") {
		st.Props = append(st.Props, NamedAttr{"targets", h.attribute(nil)})
	}
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	r := h.body(st, nil, "")
	if h.ok() && r.Empty() {
		r.AppendBlock(NewBlock()) // as MLIR's SingleBlock builder: an empty body is one empty block
	}
	return h.err
}

func printGPUModule(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintSymbolName(SymbolName(op))
	if a := op.Attr("offloadingHandler"); a != nil {
		p.WriteString(" <")
		p.PrintAttribute(a)
		p.WriteString(">")
	}
	if a := op.Attr("targets"); a != nil {
		p.WriteString(" ")
		p.PrintAttribute(a)
	}
	p.PrintOptionalAttrDictWithKeyword(op, "sym_name", "offloadingHandler", "targets")
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
}

// gpuLaunchSizes reads `kw in (%a, %b, %c)`.
func (h *hookParser) gpuLaunchSizes(kw string) []UnresolvedOperand {
	h.keyword(kw)
	h.keyword("in")
	ops := h.operandList(DelimParen)
	if h.ok() && len(ops) != 3 {
		h.fail("expected 3 sizes, got %d", len(ops))
	}
	return ops
}

func parseGPULaunchFunc(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	async, deps := h.gpuAsyncDeps(st)
	sym := h.attribute(nil)
	if _, ok := sym.(*SymbolRefAttr); h.ok() && !ok {
		h.fail("expected a symbol reference to the kernel, @module::@function")
	}
	var clusters []UnresolvedOperand
	if h.ok() && p.PeekKeyword() && p.ParseOptionalKeyword("clusters") {
		h.keyword("in")
		clusters = h.operandList(DelimParen)
	}
	grid := h.gpuLaunchSizes("blocks")
	block := h.gpuLaunchSizes("threads")
	dimType := Index
	if h.ok() && p.ParseOptionalPunct(":") {
		dimType = h.typ()
	}
	var smem []*Value
	if h.ok() && p.ParseOptionalKeyword("dynamic_shared_memory_size") {
		smem = []*Value{h.resolve(h.operand(), I32)}
	}
	var args []*Value
	if h.ok() && p.ParseOptionalKeyword("args") {
		h.punct("(")
		for h.ok() {
			o := h.operand()
			t := h.colonType()
			args = append(args, h.resolve(o, t))
			if p.ParseOptionalPunct(")") {
				break
			}
			h.punct(",")
		}
	}
	h.attrDict(st)
	st.Operands = append(st.Operands, deps...)
	st.Operands = append(st.Operands, h.resolveAll(grid, dimType)...)
	st.Operands = append(st.Operands, h.resolveAll(block, dimType)...)
	st.Operands = append(st.Operands, h.resolveAll(clusters, dimType)...)
	st.Operands = append(append(st.Operands, smem...), args...)
	nc := 0
	if len(clusters) > 0 {
		nc = 1
	}
	st.Props = append(st.Props, NamedAttr{"kernel", sym},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(deps), 1, 1, 1, 1, 1, 1, nc, nc, nc, len(smem), len(args), 0)})
	gpuAsyncResult(st, async)
	return h.err
}

func printGPULaunchFunc(p OpAsmPrinter, op *Operation) {
	seg := func(i int) []*Value { return OperandSegment(op, i) }
	p.WriteString(" ")
	printGPUAsyncDeps(p, op, seg(0))
	p.WriteString(" ")
	p.PrintAttribute(op.Attr("kernel"))
	sizes := func(a, b, c int) []*Value { return append(append(seg(a), seg(b)...), seg(c)...) }
	if cl := sizes(7, 8, 9); len(cl) > 0 {
		p.WriteString(" clusters in (")
		p.PrintOperands(cl)
		p.WriteString(")")
	}
	grid := sizes(1, 2, 3)
	p.WriteString(" blocks in (")
	p.PrintOperands(grid)
	p.WriteString(") threads in (")
	p.PrintOperands(sizes(4, 5, 6))
	p.WriteString(") ")
	if len(grid) > 0 && !TypesEqual(grid[0].Type(), Index) {
		p.WriteString(": ")
		p.PrintType(grid[0].Type())
	}
	if smem := seg(10); len(smem) > 0 {
		p.WriteString(" dynamic_shared_memory_size ")
		p.PrintOperand(smem[0])
	}
	p.WriteString(" ")
	if args := seg(11); len(args) > 0 {
		p.WriteString("args(")
		for i, a := range args {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(a)
			p.WriteString(" : ")
			p.PrintType(a.Type())
		}
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(op, "kernel", OperandSegmentSizesAttr)
}
