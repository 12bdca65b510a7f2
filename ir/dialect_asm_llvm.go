package ir

import (
	"math"
	"strconv"
	"strings"
)

// Custom syntax hooks of the LLVM dialect ops whose syntax is irregular
// (llvm.mlir.global, llvm.func, llvm.call, llvm.getelementptr, llvm.alloca,
// llvm.extractvalue/insertvalue, llvm.icmp/fcmp) and the
// custom<LLVMOverflowFlags> directive. They print what mlir-opt 22 prints.

var llvmLinkages = []string{"private", "internal", "available_externally", "linkonce", "weak", "common",
	"appending", "extern_weak", "linkonce_odr", "weak_odr", "external"}

// llvmVisibilities and llvmUnnamedAddrs are indexed by their i64 values.
var (
	llvmVisibilities  = []string{"", "hidden", "protected"}
	llvmUnnamedAddrs  = []string{"", "local_unnamed_addr", "unnamed_addr"}
	llvmTailCallKinds = []string{"none", "tail", "musttail", "notail"}
	llvmCConvs        = strings.Fields(`ccc fastcc coldcc cc_10 cc_11 anyregcc preserve_mostcc preserve_allcc
		swiftcc cxx_fast_tlscc tailcc cfguard_checkcc swifttailcc x86_stdcallcc x86_fastcallcc arm_apcscc
		arm_aapcscc arm_aapcs_vfpcc msp430_intrcc x86_thiscallcc ptx_kernelcc ptx_devicecc spir_funccc
		spir_kernelcc intel_ocl_bicc x86_64_sysvcc win64cc x86_vectorcallcc hhvmcc hhvm_ccc x86_intrcc
		avr_intrcc avr_builtincc amdgpu_vscc amdgpu_gscc amdgpu_cscc amdgpu_kernelcc x86_regcallcc
		amdgpu_hscc msp430_builtincc amdgpu_lscc amdgpu_escc aarch64_vectorcallcc aarch64_sve_vectorcallcc
		wasm_emscripten_invokecc amdgpu_gfxcc m68k_intrcc`)
	llvmICmpPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	llvmFCmpPredicates = []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
		"uge", "ult", "ule", "une", "uno", "_true"}
)

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// llvmEnumKeyword returns the case of an `#llvm.name<case>` attribute.
func llvmEnumKeyword(a Attribute, name string) string {
	o, ok := a.(*OpaqueAttr)
	prefix := "#llvm." + name + "<"
	if !ok || !strings.HasPrefix(o.Text, prefix) || !strings.HasSuffix(o.Text, ">") {
		return ""
	}
	return o.Text[len(prefix) : len(o.Text)-1]
}

func llvmEnumAttr(name, kw string) Attribute {
	return &OpaqueAttr{Text: "#llvm." + name + "<" + kw + ">"}
}

// parseOptionalEnumI64 reads one of the keywords in cases (skipping empty
// ones) and returns its index as an i64 attribute, or the zero case.
func parseOptionalEnumI64(p OpAsmParser, cases []string) *IntegerAttr {
	var kws []string
	for _, c := range cases {
		if c != "" {
			kws = append(kws, c)
		}
	}
	if kw, ok := p.ParseOptionalKeywordOf(kws...); ok {
		return IntAttr(int64(indexOf(cases, kw)), I64)
	}
	return IntAttr(0, I64)
}

// printEnumI64 writes `case ` for a non-zero enum attribute.
func printEnumI64(p OpAsmPrinter, a Attribute, cases []string) {
	v := intValue(a)
	if v > 0 && int(v) < len(cases) && cases[v] != "" {
		p.WriteString(cases[v] + " ")
	}
}

// parseComdat reads an optional `comdat(@a::@b)`.
func parseComdat(p OpAsmParser, st *OperationState) error {
	if !p.ParseOptionalKeyword("comdat") {
		return nil
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if _, ok := a.(*SymbolRefAttr); !ok {
		return p.Errorf("expected a symbol reference in comdat(...)")
	}
	st.Props = append(st.Props, NamedAttr{"comdat", a})
	return p.ParsePunct(")")
}

func printComdat(p OpAsmPrinter, op *Operation) {
	if c := op.Attr("comdat"); c != nil {
		p.WriteString(" comdat(")
		p.PrintAttribute(c)
		p.WriteString(")")
	}
}

// ---- llvm.mlir.global ----

func parseLLVMGlobal(p OpAsmParser, st *OperationState) error {
	linkage := "external"
	if kw, ok := p.ParseOptionalKeywordOf(llvmLinkages...); ok {
		linkage = kw
	}
	st.Props = append(st.Props, NamedAttr{"linkage", llvmEnumAttr("linkage", linkage)})
	st.Props = append(st.Props, NamedAttr{"visibility_", parseOptionalEnumI64(p, llvmVisibilities)})
	if p.ParseOptionalKeyword("thread_local") {
		st.Props = append(st.Props, NamedAttr{"thread_local_", Unit})
	}
	st.Props = append(st.Props, NamedAttr{"unnamed_addr", parseOptionalEnumI64(p, llvmUnnamedAddrs)})
	if p.ParseOptionalKeyword("constant") {
		st.Props = append(st.Props, NamedAttr{"constant", Unit})
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"sym_name", StrAttr(name)})
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var value Attribute
	if !p.PeekPunct(")") {
		if value, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		st.Props = append(st.Props, NamedAttr{"value", value})
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := parseComdat(p, st); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	var types []Type
	if p.ParseOptionalPunct(":") {
		pos := p.Pos()
		if types, err = p.ParseTypeList(); err != nil {
			return err
		}
		if len(types) > 1 {
			return Errorf(pos, "expected zero or one type")
		}
	}
	var t Type
	if len(types) == 1 {
		t = types[0]
	} else if s, ok := value.(*StringAttr); ok {
		t = &LLVMArrayType{Len: int64(len(s.Value)), Elem: I8}
	} else {
		return Errorf(st.Loc.Pos, "type can only be omitted for string globals")
	}
	st.Props = append(st.Props, NamedAttr{"global_type", &TypeAttr{Type: t}})
	if lookupNamed(st.Props, "addr_space") == nil {
		st.Props = append(st.Props, NamedAttr{"addr_space", IntAttr(0, I32)})
	}
	r := st.AddRegion()
	if len(types) == 1 {
		if _, err := p.ParseOptionalRegion(r, nil); err != nil {
			return err
		}
	}
	return nil
}

func printLLVMGlobal(p OpAsmPrinter, op *Operation) {
	linkage := llvmEnumKeyword(op.Attr("linkage"), "linkage")
	if linkage == "" {
		linkage = "external"
	}
	p.WriteString(" " + linkage + " ")
	printEnumI64(p, op.Attr("visibility_"), llvmVisibilities)
	if op.Attr("thread_local_") != nil {
		p.WriteString("thread_local ")
	}
	printEnumI64(p, op.Attr("unnamed_addr"), llvmUnnamedAddrs)
	if op.Attr("constant") != nil {
		p.WriteString("constant ")
	}
	p.PrintSymbolName(SymbolName(op))
	p.WriteString("(")
	value := op.Attr("value")
	if value != nil {
		p.PrintAttribute(value)
	}
	p.WriteString(")")
	printComdat(p, op)
	p.PrintOptionalAttrDict(op, "sym_name", "global_type", "constant", "value", "linkage",
		"unnamed_addr", "thread_local_", "visibility_", "comdat")
	if _, isStr := value.(*StringAttr); isStr {
		return
	}
	p.WriteString(" : ")
	if ta, ok := op.Attr("global_type").(*TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

func verifyLLVMGlobal(op *Operation) error {
	if op.Attr("sym_name") == nil {
		return op.OpErrorf("requires attribute 'sym_name'")
	}
	ta, ok := op.Attr("global_type").(*TypeAttr)
	if !ok {
		return op.OpErrorf("requires attribute 'global_type'")
	}
	if p := op.ParentOp(); p != nil && p.Def() != nil && p.Def().Traits&SymbolTable == 0 {
		return op.OpErrorf("must appear at the module level")
	}
	if s, ok := op.Attr("value").(*StringAttr); ok {
		if at, ok := ta.Type.(*LLVMArrayType); !ok || at.Len != int64(len(s.Value)) || !TypesEqual(at.Elem, I8) {
			if !ok || !TypesEqual(at.Elem, I8) || at.Len != int64(len(s.Value)) {
				return op.OpErrorf("requires an i8 array type of the length equal to that of the string attribute")
			}
		}
	}
	if op.NumRegions() == 1 && !op.Region(0).Empty() {
		if op.Attr("value") != nil {
			return op.OpErrorf("cannot have both initializer value and region")
		}
		if term := op.Region(0).Front().Last(); term != nil && term.Name() == "llvm.return" && term.NumOperands() == 1 &&
			!TypesEqual(term.Operand(0).Type(), ta.Type) {
			return op.OpErrorf("initializer region type '%s' does not match global type '%s'", term.Operand(0).Type(), ta.Type)
		}
	}
	return nil
}

// ---- llvm.func ----

func parseLLVMFunc(p OpAsmParser, st *OperationState) error {
	linkage := "external"
	if kw, ok := p.ParseOptionalKeywordOf(llvmLinkages...); ok {
		linkage = kw
	}
	vis := parseOptionalEnumI64(p, llvmVisibilities)
	ua := parseOptionalEnumI64(p, llvmUnnamedAddrs)
	cconv := "ccc"
	if kw, ok := p.ParseOptionalKeywordOf(llvmCConvs...); ok {
		cconv = kw
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	resPos := p.Pos()
	sig, err := parseFunctionSignature(p, true)
	if err != nil {
		return err
	}
	if len(sig.Results) > 1 {
		return Errorf(resPos, "expected zero or one function result")
	}
	ft := &LLVMFunctionType{Result: LLVMVoid, Params: sig.Inputs, VarArg: sig.Variadic}
	if len(sig.Results) == 1 {
		ft.Result = sig.Results[0]
	}
	st.Props = append(st.Props,
		NamedAttr{"CConv", llvmEnumAttr("cconv", cconv)},
		NamedAttr{"function_type", &TypeAttr{Type: ft}},
		NamedAttr{"linkage", llvmEnumAttr("linkage", linkage)},
		NamedAttr{"sym_name", StrAttr(name)},
		NamedAttr{"unnamed_addr", ua},
		NamedAttr{"visibility_", vis})
	sig.setSignatureAttrs(st)
	if p.ParseOptionalKeyword("vscale_range") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		lo, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		hi, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.Props = append(st.Props, NamedAttr{"vscale_range", &OpaqueAttr{Text: "#llvm.vscale_range<minRange = " +
			strconv.FormatInt(lo, 10) + " : i32, maxRange = " + strconv.FormatInt(hi, 10) + " : i32>"}})
	}
	if err := parseComdat(p, st); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	r := st.AddRegion()
	pos := p.Pos()
	ok, err := p.ParseOptionalRegion(r, sig.Args)
	if err != nil {
		return err
	}
	if ok && r.Empty() {
		return Errorf(pos, "expected non-empty function body")
	}
	return nil
}

func printLLVMFunc(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if l := llvmEnumKeyword(op.Attr("linkage"), "linkage"); l != "" && l != "external" {
		p.WriteString(l + " ")
	}
	printEnumI64(p, op.Attr("visibility_"), llvmVisibilities)
	printEnumI64(p, op.Attr("unnamed_addr"), llvmUnnamedAddrs)
	if c := llvmEnumKeyword(op.Attr("CConv"), "cconv"); c != "" && c != "ccc" {
		p.WriteString(c + " ")
	}
	p.PrintSymbolName(SymbolName(op))
	ft, _ := op.Attr("function_type").(*TypeAttr)
	var fnt *LLVMFunctionType
	if ft != nil {
		fnt, _ = ft.Type.(*LLVMFunctionType)
	}
	if fnt == nil {
		fnt = &LLVMFunctionType{Result: LLVMVoid}
	}
	var results []Type
	if !TypesEqual(fnt.Result, LLVMVoid) {
		results = []Type{fnt.Result}
	}
	printFunctionSignature(p, op, fnt.Params, fnt.VarArg, results)
	if vr, ok := op.Attr("vscale_range").(*OpaqueAttr); ok {
		var lo, hi int
		if _, err := fmtSscanVScale(vr.Text, &lo, &hi); err == nil {
			p.WriteString(" vscale_range(" + strconv.Itoa(lo) + ", " + strconv.Itoa(hi) + ")")
		}
	}
	printComdat(p, op)
	p.PrintOptionalAttrDictWithKeyword(op, "sym_name", "function_type", "arg_attrs", "res_attrs", "linkage",
		"CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range")
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

// fmtSscanVScale reads the bounds of `#llvm.vscale_range<minRange = 1 :
// i32, maxRange = 16 : i32>`.
func fmtSscanVScale(s string, lo, hi *int) (int, error) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	// f holds the numbers in order, including the `32` of each `i32`.
	if len(f) < 4 {
		return 0, strconv.ErrSyntax
	}
	var err error
	if *lo, err = strconv.Atoi(f[0]); err != nil {
		return 0, err
	}
	if *hi, err = strconv.Atoi(f[2]); err != nil {
		return 0, err
	}
	return 2, nil
}

func verifyLLVMFunc(op *Operation) error {
	ft, ok := op.Attr("function_type").(*TypeAttr)
	if !ok {
		return op.OpErrorf("requires attribute 'function_type'")
	}
	fnt, ok := ft.Type.(*LLVMFunctionType)
	if !ok {
		return op.OpErrorf("attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type")
	}
	if op.NumRegions() != 1 {
		return op.OpErrorf("requires one region")
	}
	entry := op.Region(0).Front()
	if entry == nil {
		return nil
	}
	if entry.NumArgs() != len(fnt.Params) {
		return op.OpErrorf("entry block must have %d arguments to match function signature", len(fnt.Params))
	}
	for i, a := range entry.Args() {
		if !TypesEqual(a.Type(), fnt.Params[i]) {
			return op.OpErrorf("entry block argument #%d does not match the function signature", i)
		}
	}
	return nil
}

// ---- llvm.call ----

func parseLLVMCall(p OpAsmParser, st *OperationState) error {
	cconv := "ccc"
	if kw, ok := p.ParseOptionalKeywordOf(llvmCConvs...); ok {
		cconv = kw
	}
	tail := "none"
	if kw, ok := p.ParseOptionalKeywordOf(llvmTailCallKinds[1:]...); ok {
		tail = kw
	}
	var callee string
	var fnPtr []UnresolvedOperand
	if s, ok := p.ParseOptionalSymbolName(); ok {
		callee = s
	} else {
		o, err := p.ParseOperand()
		if err != nil {
			return err
		}
		fnPtr = []UnresolvedOperand{o}
	}
	args, err := p.ParseOperandList(DelimParen)
	if err != nil {
		return err
	}
	var varType Type
	if p.ParseOptionalKeyword("vararg") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if varType, err = p.ParseType(); err != nil {
			return err
		}
		if _, ok := varType.(*LLVMFunctionType); !ok {
			return p.Errorf("expected LLVM function type for vararg")
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if p.PeekPunct("[") {
		return p.Errorf("operand bundles of llvm.call are not supported; use the generic form")
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var ptrType Type
	if fnPtr != nil {
		if ptrType, err = p.ParseType(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	argTypes, argAttrs, err := parseTypeListWithAttrs(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	var results []Type
	var resAttrs []Attribute
	if p.PeekPunct("(") {
		if results, resAttrs, err = parseTypeListWithAttrs(p); err != nil {
			return err
		}
	} else {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		d, err := parseOptionalDict(p)
		if err != nil {
			return err
		}
		results, resAttrs = []Type{t}, []Attribute{d}
	}
	if fnPtr != nil {
		v, err := p.ResolveOperands(fnPtr, []Type{ptrType})
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v...)
	}
	if len(args) != len(argTypes) {
		return p.Errorf("expected %d types for the call arguments, got %d", len(args), len(argTypes))
	}
	if len(args) > 0 {
		vs, err := p.ResolveOperands(args, argTypes)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
	}
	st.ResultTypes = append(st.ResultTypes, results...)
	st.Props = append(st.Props,
		NamedAttr{"CConv", llvmEnumAttr("cconv", cconv)},
		NamedAttr{"TailCallKind", llvmEnumAttr("tailcallkind", tail)})
	if callee != "" {
		st.Props = append(st.Props, NamedAttr{"callee", &SymbolRefAttr{Root: callee}})
	}
	if lookupNamed(st.Props, "fastmathFlags") == nil {
		st.Props = append(st.Props, NamedAttr{"fastmathFlags", llvmEnumAttr("fastmath", "none")})
	}
	st.Props = append(st.Props,
		NamedAttr{"op_bundle_sizes", &DenseArrayAttr{Elem: I32}},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(st.Operands), 0)})
	if a := argAttrsProp(argAttrs); a != nil {
		st.Props = append(st.Props, NamedAttr{"arg_attrs", a})
	}
	if a := argAttrsProp(resAttrs); a != nil {
		st.Props = append(st.Props, NamedAttr{"res_attrs", a})
	}
	if varType != nil {
		st.Props = append(st.Props, NamedAttr{"var_callee_type", &TypeAttr{Type: varType}})
	}
	return nil
}

func printLLVMCall(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if c := llvmEnumKeyword(op.Attr("CConv"), "cconv"); c != "" && c != "ccc" {
		p.WriteString(c + " ")
	}
	if t := llvmEnumKeyword(op.Attr("TailCallKind"), "tailcallkind"); t != "" && t != "none" {
		p.WriteString(t + " ")
	}
	args := op.Operands()
	callee, direct := op.Attr("callee").(*SymbolRefAttr)
	if direct {
		p.PrintAttribute(callee)
	} else if len(args) > 0 {
		p.PrintOperand(args[0])
		args = args[1:]
	}
	p.WriteString("(")
	p.PrintOperands(args)
	p.WriteString(")")
	if vt, ok := op.Attr("var_callee_type").(*TypeAttr); ok {
		p.WriteString(" vararg(")
		p.PrintType(vt.Type)
		p.WriteString(")")
	}
	elided := []string{"callee", "TailCallKind", "var_callee_type", "CConv", OperandSegmentSizesAttr,
		"op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs"}
	if llvmEnumKeyword(op.Attr("fastmathFlags"), "fastmath") == "none" {
		elided = append(elided, "fastmathFlags")
	}
	p.PrintOptionalAttrDict(op, elided...)
	p.WriteString(" : ")
	if !direct && op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
	}
	argAttrs, resAttrs := op.Attr("arg_attrs"), op.Attr("res_attrs")
	p.WriteString("(")
	for i, a := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(a.Type())
		if d := dictAt(argAttrs, i); len(d) > 0 {
			p.WriteString(" ")
			p.PrintAttribute(&DictionaryAttr{Entries: d})
		}
	}
	p.WriteString(") -> ")
	if rs := op.ResultTypes(); len(rs) > 0 {
		printResultsWithAttrs(p, rs, resAttrs)
	} else {
		p.WriteString("()")
	}
}

// ---- llvm.getelementptr ----

// gepDynamicIndex marks a dynamic index in rawConstantIndices.
const gepDynamicIndex = math.MinInt32

// GEP no-wrap flags (GEPNoWrapFlags): inbounds is inbounds_flag|nusw.
const (
	gepInboundsFlag = 1
	gepNUSW         = 2
	gepNUW          = 4
)

func gepFlagsString(v int64) string {
	var parts []string
	if v&(gepInboundsFlag|gepNUSW) == gepInboundsFlag|gepNUSW {
		parts = append(parts, "inbounds")
	} else {
		if v&gepInboundsFlag != 0 {
			parts = append(parts, "inbounds_flag")
		}
		if v&gepNUSW != 0 {
			parts = append(parts, "nusw")
		}
	}
	if v&gepNUW != 0 {
		parts = append(parts, "nuw")
	}
	return strings.Join(parts, "|")
}

func parseLLVMGEP(p OpAsmParser, st *OperationState) error {
	flags := int64(0)
	flagBits := map[string]int64{"inbounds": gepInboundsFlag | gepNUSW, "inbounds_flag": gepInboundsFlag, "nusw": gepNUSW, "nuw": gepNUW, "none": 0}
	if kw, ok := p.ParseOptionalKeywordOf("inbounds", "inbounds_flag", "nusw", "nuw", "none"); ok {
		flags |= flagBits[kw]
		for p.ParseOptionalPunct("|") {
			kw, ok := p.ParseOptionalKeywordOf("inbounds", "inbounds_flag", "nusw", "nuw", "none")
			if !ok {
				return p.Errorf("expected a GEP no-wrap flag")
			}
			flags |= flagBits[kw]
		}
	}
	base, err := p.ParseOperand()
	if err != nil {
		return err
	}
	dyn, raw, err := parseDynamicIndexList(p)
	if err != nil {
		return err
	}
	for i, v := range raw {
		switch {
		case v == Dynamic:
			raw[i] = gepDynamicIndex
		case v < math.MinInt32 || v > math.MaxInt32:
			return p.Errorf("integer value too large")
		}
	}
	ft, err := parseAttrDictFunctionType(p, st)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	elem, err := p.ParseType()
	if err != nil {
		return err
	}
	ops := append([]UnresolvedOperand{base}, dyn...)
	vs, err := p.ResolveOperands(ops, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, ft.Results...)
	st.Props = append(st.Props,
		NamedAttr{"elem_type", &TypeAttr{Type: elem}},
		NamedAttr{"noWrapFlags", IntAttr(flags, I32)},
		NamedAttr{"rawConstantIndices", &DenseArrayAttr{Elem: I32, Values: raw}})
	return nil
}

func printLLVMGEP(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if f := gepFlagsString(intValue(op.Attr("noWrapFlags"))); f != "" {
		p.WriteString(f + " ")
	}
	ops := op.Operands()
	if len(ops) > 0 {
		p.PrintOperand(ops[0])
		ops = ops[1:]
	}
	var static []int64
	if raw, ok := op.Attr("rawConstantIndices").(*DenseArrayAttr); ok {
		for _, v := range raw.Values {
			if v == gepDynamicIndex {
				v = Dynamic
			}
			static = append(static, v)
		}
	}
	printDynamicIndexList(p, ops, static)
	p.PrintOptionalAttrDict(op, "elem_type", "noWrapFlags", "rawConstantIndices")
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	p.WriteString(", ")
	if ta, ok := op.Attr("elem_type").(*TypeAttr); ok {
		p.PrintType(ta.Type)
	}
}

// parseAttrDictFunctionType reads `{attrs} : (t1, t2) -> r`.
func parseAttrDictFunctionType(p OpAsmParser, st *OperationState) (*FunctionType, error) {
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return p.ParseFunctionType()
}

// ---- llvm.alloca ----

func parseLLVMAlloca(p OpAsmParser, st *OperationState) error {
	if p.ParseOptionalKeyword("inalloca") {
		st.Props = append(st.Props, NamedAttr{"inalloca", Unit})
	}
	n, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("x"); err != nil {
		return err
	}
	elem, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"elem_type", &TypeAttr{Type: elem}})
	ft, err := parseAttrDictFunctionType(p, st)
	if err != nil {
		return err
	}
	if len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		return p.Errorf("expected trailing function type with one argument and one result")
	}
	v, err := p.ResolveOperand(n, ft.Inputs[0])
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.ResultTypes = append(st.ResultTypes, ft.Results[0])
	return nil
}

func printLLVMAlloca(p OpAsmPrinter, op *Operation) {
	if op.Attr("inalloca") != nil {
		p.WriteString(" inalloca")
	}
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
	}
	p.WriteString(" x ")
	if ta, ok := op.Attr("elem_type").(*TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	if intValue(op.Attr("alignment")) != 0 {
		p.PrintOptionalAttrDict(op, "elem_type", "inalloca")
	} else {
		p.PrintOptionalAttrDict(op, "alignment", "elem_type", "inalloca")
	}
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

// ---- llvm.extractvalue / llvm.insertvalue ----

// llvmElementAt returns the type at position pos inside an LLVM aggregate
// (struct fields, array elements), or nil.
func llvmElementAt(t Type, pos []int64) Type {
	for _, i := range pos {
		switch a := t.(type) {
		case *LLVMStructType:
			if i < 0 || int(i) >= len(a.Body) {
				return nil
			}
			t = a.Body[i]
		case *LLVMArrayType:
			if i < 0 || i >= a.Len {
				return nil
			}
			t = a.Elem
		default:
			return nil
		}
	}
	return t
}

// parseLLVMPosition reads `[1, 2]`.
func parseLLVMPosition(p OpAsmParser) ([]int64, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	pos := []int64{}
	if p.ParseOptionalPunct("]") {
		return pos, nil
	}
	for {
		v, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		pos = append(pos, v)
		if p.ParseOptionalPunct("]") {
			return pos, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
	}
}

func parseLLVMInsertExtract(p OpAsmParser, st *OperationState, insert bool) error {
	var value UnresolvedOperand
	var err error
	if insert {
		if value, err = p.ParseOperand(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	container, err := p.ParseOperand()
	if err != nil {
		return err
	}
	posAt := p.Pos()
	pos, err := parseLLVMPosition(p)
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"position", i64Array(pos)})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	elem := llvmElementAt(t, pos)
	if elem == nil {
		return Errorf(posAt, "invalid LLVM structure/array position for '%s'", t)
	}
	if insert {
		// Operands in ODS order: the container, then the value.
		vs, err := p.ResolveOperands([]UnresolvedOperand{container, value}, []Type{t, elem})
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		st.ResultTypes = append(st.ResultTypes, t)
		return nil
	}
	v, err := p.ResolveOperand(container, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.ResultTypes = append(st.ResultTypes, elem)
	return nil
}

func parseLLVMExtractValue(p OpAsmParser, st *OperationState) error {
	return parseLLVMInsertExtract(p, st, false)
}

func parseLLVMInsertValue(p OpAsmParser, st *OperationState) error {
	return parseLLVMInsertExtract(p, st, true)
}

// printLLVMInsertExtractValue prints `%v, %s[1, 2] : !llvm.struct<...> `
// (insertvalue) or `%s[1] : !llvm.struct<...> ` (extractvalue). The
// trailing space is mlir-opt's: its custom directive for the element type
// prints nothing after the space the format puts before it.
func printLLVMInsertExtractValue(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	ops := op.Operands()
	if len(ops) == 2 {
		// insertvalue: operands are (container, value).
		p.PrintOperand(ops[1])
		p.WriteString(", ")
		ops = ops[:1]
	}
	if len(ops) > 0 {
		p.PrintOperand(ops[0])
	}
	printIntList(p, denseI64(op.Attr("position")))
	p.PrintOptionalAttrDict(op, "position")
	p.WriteString(" : ")
	if len(ops) > 0 {
		p.PrintType(ops[0].Type())
	}
	p.WriteString(" ")
}

// printIntList writes `[1, 2, 3]`.
func printIntList(p OpAsmPrinter, vs []int64) {
	p.WriteString("[")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(strconv.FormatInt(v, 10))
	}
	p.WriteString("]")
}

// ---- llvm.icmp / llvm.fcmp ----

func parseLLVMCmp(p OpAsmParser, st *OperationState) error {
	preds := llvmICmpPredicates
	if st.Name == "llvm.fcmp" {
		preds = llvmFCmpPredicates
	}
	s, err := p.ParseString()
	if err != nil {
		return err
	}
	k := indexOf(preds, s)
	if k < 0 {
		return p.Errorf("'%s' is an incorrect value of the 'predicate' attribute", s)
	}
	ops, err := p.ParseOperandList(DelimNone)
	if err != nil {
		return err
	}
	if len(ops) != 2 {
		return p.Errorf("expected two operands")
	}
	st.Props = append(st.Props, NamedAttr{"predicate", IntAttr(int64(k), I64)})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	vs, err := p.ResolveOperands(ops, []Type{t})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, LookupTypeFunc("i1like")([]Type{t}))
	return nil
}

func printLLVMCmp(p OpAsmPrinter, op *Operation) {
	preds := llvmICmpPredicates
	if op.Name() == "llvm.fcmp" {
		preds = llvmFCmpPredicates
	}
	k := int(intValue(op.Attr("predicate")))
	if k >= 0 && k < len(preds) {
		p.WriteString(" " + QuoteString(preds[k]) + " ")
	}
	p.PrintOperands(op.Operands())
	elided := []string{"predicate"}
	if llvmEnumKeyword(op.Attr("fastmathFlags"), "fastmath") == "none" {
		elided = append(elided, "fastmathFlags")
	}
	p.PrintOptionalAttrDict(op, elided...)
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
}

// ---- llvm.shufflevector ----

func parseLLVMShuffle(p OpAsmParser, st *OperationState) error {
	ops, err := p.ParseOperandList(DelimNone)
	if err != nil {
		return err
	}
	if len(ops) != 2 {
		return p.Errorf("expected two operands")
	}
	mask, err := parseLLVMPosition(p)
	if err != nil {
		return err
	}
	vals := make([]int64, len(mask))
	copy(vals, mask)
	st.Props = append(st.Props, NamedAttr{"mask", &DenseArrayAttr{Elem: I32, Values: vals}})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	vt, ok := t.(*VectorType)
	if !ok {
		return p.Errorf("expected a vector type")
	}
	vs, err := p.ResolveOperands(ops, []Type{t})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	res := &VectorType{Shape: []int64{int64(len(mask))}, Elem: vt.Elem}
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		res.Scalable = []bool{true}
	}
	st.ResultTypes = append(st.ResultTypes, res)
	return nil
}

// printLLVMShuffle prints `%a, %b [0, 1] : vector<4xf32> ` (with
// mlir-opt's trailing space).
func printLLVMShuffle(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" ")
	if m, ok := op.Attr("mask").(*DenseArrayAttr); ok {
		printIntList(p, m.Values)
	} else {
		p.WriteString("[]")
	}
	p.PrintOptionalAttrDict(op, "mask")
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
	p.WriteString(" ")
}

func init() {
	// custom<LLVMOverflowFlags>($overflowFlags): ` overflow<nsw, nuw>`
	// (nothing for no flags); the attribute is always set (nsw = 1,
	// nuw = 2).
	RegisterCustomDirective("LLVMOverflowFlags", &CustomDirective{
		Parse: func(p OpAsmParser, args []*CustomArg) error {
			v := int64(0)
			if p.ParseOptionalKeyword("overflow") {
				if err := p.ParsePunct("<"); err != nil {
					return err
				}
				for {
					kw, ok := p.ParseOptionalKeywordOf("nsw", "nuw")
					if !ok {
						return p.Errorf("expected overflow flag (nsw or nuw)")
					}
					if kw == "nsw" {
						v |= 1
					} else {
						v |= 2
					}
					if !p.ParseOptionalPunct(",") {
						break
					}
				}
				if err := p.ParsePunct(">"); err != nil {
					return err
				}
			}
			args[0].Attr = IntAttr(v, I32)
			return nil
		},
		Print: func(p OpAsmPrinter, op *Operation, args []*CustomArg) {
			v := intValue(args[0].Attr)
			if v == 0 {
				return
			}
			var fs []string
			if v&1 != 0 {
				fs = append(fs, "nsw")
			}
			if v&2 != 0 {
				fs = append(fs, "nuw")
			}
			p.WriteString(" overflow<" + strings.Join(fs, ", ") + ">")
		},
	})
}
