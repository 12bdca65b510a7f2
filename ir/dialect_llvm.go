package ir

import "strings"

// The LLVM dialect ops that appear next to memref-level code: globals
// (string constants of a model's timers and prints), function declarations
// and calls, pointer arithmetic, loads and stores, constants, and the
// scalar arithmetic, casts and branches of partially lowered programs.
// Types are in types_llvm.go, the hooks of the irregular ops in
// dialect_asm_llvm.go. Other llvm ops are read and printed in generic form.
//
// Memory effects: llvm.load reads and llvm.store writes through a pointer,
// not a memref; merge-alloc only asks effects on memrefs, so these ops
// leave every buffer alone. llvm.call has unknown effects.

// llvmCastOps are the conversion ops: `%r = llvm.zext %a : i32 to i64`.
var llvmCastOps = []string{"bitcast", "addrspacecast", "ptrtoint", "inttoptr", "zext", "sext",
	"fpext", "fptrunc", "sitofp", "uitofp", "fptosi", "fptoui"}

// llvmIntBinOps are the integer binary ops and the flags their custom form
// carries: "" (none), "overflow" (`overflow<nsw, nuw>`), "exact", "disjoint".
var llvmIntBinOps = []struct{ name, flags string }{
	{"add", "overflow"}, {"sub", "overflow"}, {"mul", "overflow"}, {"shl", "overflow"},
	{"udiv", "exact"}, {"sdiv", "exact"}, {"lshr", "exact"}, {"ashr", "exact"},
	{"urem", ""}, {"srem", ""}, {"and", ""}, {"xor", ""}, {"or", "disjoint"},
}

// llvmAtomicOrdering lists the AtomicOrdering cases by value (3 is unused).
const llvmAtomicOrdering = "I64EnumAttr<not_atomic, unordered, monotonic, __consume, acquire, release, acq_rel, seq_cst>"

func llvmOps() []*OpDef {
	defs := []*OpDef{
		{
			Name: "llvm.mlir.global", Summary: "LLVM dialect global", Traits: IsolatedFromAbove | Symbol | SingleBlock,
			Syntax: "llvm.mlir.global internal constant @str(\"hi\\00\") {addr_space = 0 : i32}\n" +
				"llvm.mlir.global private @g(42 : i64) {addr_space = 0 : i32} : i64\n" +
				"llvm.mlir.global internal @h() {addr_space = 0 : i32} : i64 { ... llvm.return %c : i64 }",
			Inherent: []string{"global_type", "constant", "sym_name", "linkage", "dso_local", "thread_local_",
				"externally_initialized", "value", "alignment", "addr_space", "unnamed_addr", "section",
				"comdat", "dbg_exprs", "visibility_", "target_specific_attrs"},
			Parse: parseLLVMGlobal, Print: printLLVMGlobal, Effects: noEffects,
			Verify: verifyAll(verifyLLVMGlobalAttrs, verifyLLVMGlobal, verifyLLVMGlobalRules),
		},
		{
			Name: "llvm.func", Summary: "LLVM dialect function", Traits: IsolatedFromAbove | Symbol | AutomaticAllocationScope,
			Syntax: "llvm.func @printf(!llvm.ptr, ...) -> i32\n" +
				"llvm.func internal @f(%arg0: i32) -> i32 attributes {passthrough = [\"nounwind\"]} { ... }",
			Inherent: llvmFuncInherent,
			Parse:    parseLLVMFunc, Print: printLLVMFunc,
			Verify: verifyLLVMFunc,
		},
		{
			Name: "llvm.call", Summary: "call to an LLVM function", Traits: CallLike,
			Syntax: "%r = llvm.call @printf(%p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32\n" +
				"llvm.call %fptr(%a) : !llvm.ptr, (i32) -> ()",
			Inherent: []string{"var_callee_type", "callee", "fastmathFlags", "CConv", "TailCallKind",
				"memory_effects", "convergent", "no_unwind", "will_return", "op_bundle_sizes", "op_bundle_tags",
				"arg_attrs", "res_attrs", "no_inline", "always_inline", "inline_hint", "access_groups",
				"alias_scopes", "noalias_scopes", "tbaa", "operandSegmentSizes"},
			Parse: parseLLVMCall, Print: printLLVMCall,
		},
		{
			Name: "llvm.return", Summary: "LLVM dialect return", Traits: Terminator | Pure | ReturnLike,
			Syntax:  "llvm.return %v : i32",
			Args:    "arg:Optional<AnyType>",
			Format:  "attr-dict ($arg^ `:` type($arg))?",
			Effects: noEffects,
		},
		{
			Name: "llvm.mlir.addressof", Summary: "address of a global or function", Traits: Pure,
			Syntax:      "%p = llvm.mlir.addressof @str : !llvm.ptr",
			Args:        "global_name:FlatSymbolRefAttr",
			Results:     "res:AnyType",
			Format:      "$global_name attr-dict `:` type($res)",
			ResultNames: []string{""},

			VerifySymbolUses: verifyLLVMAddressOfUses,
		},
		{
			Name: "llvm.mlir.constant", Summary: "LLVM dialect constant", Traits: Pure | ConstantLike,
			Syntax:  "%c = llvm.mlir.constant(42 : i64) : i64",
			Args:    "value:AnyAttr",
			Results: "res:AnyType",
			Format:  "`(` $value `)` attr-dict `:` type($res)",
		},
		{
			Name: "llvm.mlir.zero", Summary: "zero-initialized value", Traits: Pure | ConstantLike,
			Syntax: "%z = llvm.mlir.zero : !llvm.ptr", Results: "res:AnyType",
			Format: "attr-dict `:` type($res)",
		},
		{
			Name: "llvm.mlir.undef", Summary: "undefined value", Traits: Pure | ConstantLike,
			Syntax: "%u = llvm.mlir.undef : !llvm.struct<(ptr, i64)>", Results: "res:AnyType",
			Format: "attr-dict `:` type($res)",
		},
		{
			Name: "llvm.mlir.poison", Summary: "poison value", Traits: Pure | ConstantLike,
			Syntax: "%u = llvm.mlir.poison : i32", Results: "res:AnyType",
			Format: "attr-dict `:` type($res)",
		},
		{
			Name: "llvm.load", Summary: "load through a pointer",
			Syntax: "%v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32\n" +
				"%v = llvm.load volatile %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64",
			Args: "addr:AnyType, alignment:OptionalAttr<I64Attr>, volatile_:UnitAttr, nontemporal:UnitAttr, " +
				"invariant:UnitAttr, invariantGroup:UnitAttr, ordering:DefaultValuedAttr<" + llvmAtomicOrdering + ", \"not_atomic\">, " +
				"syncscope:OptionalAttr<StrAttr>, access_groups:OptionalAttr<ArrayAttr>, alias_scopes:OptionalAttr<ArrayAttr>, " +
				"noalias_scopes:OptionalAttr<ArrayAttr>, tbaa:OptionalAttr<ArrayAttr>",
			Results: "res:AnyType",
			Format: "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? " +
				"(`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($addr) `->` type($res)",
			Effects: func(*Operation) []MemoryEffect { return []MemoryEffect{{Kind: EffectRead}} },
		},
		{
			Name: "llvm.store", Summary: "store through a pointer",
			Syntax: "llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr",
			Args: "value:AnyType, addr:AnyType, alignment:OptionalAttr<I64Attr>, volatile_:UnitAttr, nontemporal:UnitAttr, " +
				"invariantGroup:UnitAttr, ordering:DefaultValuedAttr<" + llvmAtomicOrdering + ", \"not_atomic\">, " +
				"syncscope:OptionalAttr<StrAttr>, access_groups:OptionalAttr<ArrayAttr>, alias_scopes:OptionalAttr<ArrayAttr>, " +
				"noalias_scopes:OptionalAttr<ArrayAttr>, tbaa:OptionalAttr<ArrayAttr>",
			Format: "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? " +
				"(`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` type($addr)",
			Effects: func(*Operation) []MemoryEffect { return []MemoryEffect{{Kind: EffectWrite}} },
		},
		{
			Name: "llvm.getelementptr", Summary: "pointer arithmetic", Traits: Pure,
			Syntax:   "%q = llvm.getelementptr inbounds %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>",
			Inherent: []string{"rawConstantIndices", "elem_type", "noWrapFlags"},
			Parse:    parseLLVMGEP, Print: printLLVMGEP,
		},
		{
			Name: "llvm.alloca", Summary: "stack allocation",
			Syntax:   "%p = llvm.alloca %n x f32 {alignment = 8 : i64} : (i32) -> !llvm.ptr",
			Inherent: []string{"alignment", "elem_type", "inalloca"},
			Parse:    parseLLVMAlloca, Print: printLLVMAlloca,
			Effects: func(op *Operation) []MemoryEffect {
				return []MemoryEffect{{Kind: EffectAllocate, Value: op.Result(0)}}
			},
		},
		{
			Name: "llvm.extractvalue", Summary: "extract a struct or array element", Traits: Pure,
			Syntax:   "%v = llvm.extractvalue %s[1] : !llvm.struct<(ptr, i64)> ",
			Inherent: []string{"position"},
			Parse:    parseLLVMExtractValue, Print: printLLVMInsertExtractValue,
		},
		{
			Name: "llvm.insertvalue", Summary: "insert a struct or array element", Traits: Pure,
			Syntax:   "%s2 = llvm.insertvalue %v, %s[1] : !llvm.struct<(ptr, i64)> ",
			Inherent: []string{"position"},
			Parse:    parseLLVMInsertValue, Print: printLLVMInsertExtractValue,
		},
		{
			Name: "llvm.icmp", Summary: "integer comparison", Traits: Pure,
			Syntax:   "%b = llvm.icmp \"slt\" %a, %c : i32",
			Inherent: []string{"predicate"},
			Parse:    parseLLVMCmp, Print: printLLVMCmp,
		},
		{
			Name: "llvm.fcmp", Summary: "floating-point comparison", Traits: Pure,
			Syntax:   "%b = llvm.fcmp \"olt\" %a, %c : f32",
			Inherent: []string{"predicate", "fastmathFlags"},
			Parse:    parseLLVMCmp, Print: printLLVMCmp,
		},
		{
			Name: "llvm.select", Summary: "select between two values", Traits: Pure,
			Syntax:    "%r = llvm.select %c, %a, %b : i1, i32",
			Args:      "condition:AnyType, trueValue:AnyType, falseValue:AnyType, fastmathFlags:DefaultValuedAttr<DialectAttr<\"#llvm.fastmath\">, \"#llvm.fastmath<none>\">",
			Results:   "res:AnyType",
			TypeRules: "AllTypesMatch<trueValue, falseValue, res>",
			Format:    "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)",
		},
		{
			Name: "llvm.freeze", Summary: "freeze a value", Traits: Pure,
			Syntax: "%f = llvm.freeze %a : i32", Args: "val:AnyType", Results: "res:AnyType",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$val attr-dict `:` type($val)",
		},
		{
			Name: "llvm.fneg", Summary: "floating-point negation", Traits: Pure,
			Syntax:    "%r = llvm.fneg %a : f32",
			Args:      "operand:AnyType, fastmathFlags:DefaultValuedAttr<DialectAttr<\"#llvm.fastmath\">, \"#llvm.fastmath<none>\">",
			Results:   "res:AnyType",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$operand attr-dict `:` type($res)",
		},
		{
			Name: "llvm.trunc", Summary: "integer truncation", Traits: Pure,
			Syntax:  "%r = llvm.trunc %a : i64 to i32",
			Args:    "arg:AnyType, overflowFlags:DefaultValuedAttr<LLVMOverflowFlagsAttr, \"0\">",
			Results: "res:AnyType",
			Format:  "$arg `` custom<LLVMOverflowFlags>($overflowFlags) attr-dict `:` type($arg) `to` type($res)",
		},
		{
			Name: "llvm.extractelement", Summary: "extract a vector element", Traits: Pure,
			Syntax: "%e = llvm.extractelement %v[%i : i32] : vector<4xf32>",
			Args:   "vector:AnyType, position:AnyType", Results: "res:AnyType",
			TypeRules: "res = elem(vector)",
			Format:    "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
		},
		{
			Name: "llvm.insertelement", Summary: "insert a vector element", Traits: Pure,
			Syntax: "%w = llvm.insertelement %e, %v[%i : i32] : vector<4xf32>",
			Args:   "vector:AnyType, value:AnyType, position:AnyType", Results: "res:AnyType",
			TypeRules: "AllTypesMatch<vector, res>; value = elem(vector)",
			Format:    "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
		},
		{
			Name: "llvm.shufflevector", Summary: "shuffle two vectors", Traits: Pure,
			Syntax:   "%s = llvm.shufflevector %a, %b [0, 1, -1, 2] : vector<4xf32> ",
			Inherent: []string{"mask"},
			Parse:    parseLLVMShuffle, Print: printLLVMShuffle,
		},
		{
			Name: "llvm.comdat", Summary: "LLVM comdat group", Traits: SymbolTable | Symbol | NoTerminator | SingleBlock | IsolatedFromAbove,
			Syntax:  "llvm.comdat @group { llvm.comdat_selector @any any }",
			Args:    "sym_name:SymbolNameAttr",
			Regions: "body:SizedRegion<1>",
			Format:  "$sym_name $body attr-dict", Effects: noEffects,
		},
		{
			Name: "llvm.comdat_selector", Summary: "LLVM comdat selector", Traits: Symbol,
			Syntax: "llvm.comdat_selector @any any",
			Args:   "sym_name:SymbolNameAttr, comdat:I64EnumAttr<any, exactmatch, largest, nodeduplicate, samesize>",
			Format: "$sym_name $comdat attr-dict", Effects: noEffects,
		},
		{
			Name: "llvm.mlir.global_ctors", Summary: "LLVM global constructors",
			Syntax: "llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]",
			Args:   "ctors:ArrayAttr, priorities:ArrayAttr, data:ArrayAttr",
			Format: "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict", Effects: noEffects,
		},
		{
			Name: "llvm.mlir.global_dtors", Summary: "LLVM global destructors",
			Syntax: "llvm.mlir.global_dtors dtors = [@f], priorities = [0 : i32], data = [#llvm.zero]",
			Args:   "dtors:ArrayAttr, priorities:ArrayAttr, data:ArrayAttr",
			Format: "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict", Effects: noEffects,
		},
		{
			Name: "llvm.unreachable", Summary: "unreachable code", Traits: Terminator,
			Syntax: "llvm.unreachable", Format: "attr-dict", Effects: noEffects,
		},
	}
	// llvm.br and llvm.cond_br are cf.br and cf.cond_br with a loop
	// annotation.
	for _, b := range [][2]string{{"cf.br", "llvm.br"}, {"cf.cond_br", "llvm.cond_br"}} {
		d := derivedOp(b[0], b[1])
		d.Args += ", loop_annotation:OptionalAttr<AnyAttr>"
		d.Summary = "LLVM dialect " + d.Summary
		d.Syntax = strings.Replace(d.Syntax, b[0], b[1], 1)
		defs = append(defs, d)
	}
	for _, c := range llvmCastOps {
		defs = append(defs, &OpDef{
			Name: "llvm." + c, Summary: "LLVM " + c + " conversion", Traits: Pure,
			Syntax: "%r = llvm." + c + " %a : T to U", Args: "arg:AnyType", Results: "res:AnyType",
			Format: "$arg attr-dict `:` type($arg) `to` type($res)",
		})
	}
	for _, b := range llvmIntBinOps {
		d := &OpDef{
			Name: "llvm." + b.name, Summary: "LLVM integer " + b.name, Traits: Pure,
			Results: "res:AnyType", TypeRules: "SameOperandsAndResultType",
		}
		switch b.flags {
		case "overflow":
			d.Syntax = "%r = llvm." + b.name + " %a, %b overflow<nsw> : i32"
			d.Args = "lhs:AnyType, rhs:AnyType, overflowFlags:DefaultValuedAttr<LLVMOverflowFlagsAttr, \"0\">"
			d.Format = "$lhs `,` $rhs `` custom<LLVMOverflowFlags>($overflowFlags) attr-dict `:` type($res)"
		case "exact":
			d.Syntax = "%r = llvm." + b.name + " exact %a, %b : i32"
			d.Args = "lhs:AnyType, rhs:AnyType, isExact:UnitAttr"
			d.Format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
		case "disjoint":
			d.Syntax = "%r = llvm." + b.name + " disjoint %a, %b : i32"
			d.Args = "lhs:AnyType, rhs:AnyType, isDisjoint:UnitAttr"
			d.Format = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"
		default:
			d.Syntax = "%r = llvm." + b.name + " %a, %b : i32"
			d.Args = "lhs:AnyType, rhs:AnyType"
			d.Format = "$lhs `,` $rhs attr-dict `:` type($res)"
		}
		defs = append(defs, d)
	}
	for _, f := range []string{"fadd", "fsub", "fmul", "fdiv", "frem"} {
		defs = append(defs, &OpDef{
			Name: "llvm." + f, Summary: "LLVM floating-point " + f, Traits: Pure,
			Syntax:    "%r = llvm." + f + " %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32",
			Args:      "lhs:AnyType, rhs:AnyType, fastmathFlags:DefaultValuedAttr<DialectAttr<\"#llvm.fastmath\">, \"#llvm.fastmath<none>\">",
			Results:   "res:AnyType",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs attr-dict `:` type($res)",
		})
	}
	return defs
}

// llvmFuncInherent are llvm.func's inherent attributes.
var llvmFuncInherent = []string{"sym_name", "sym_visibility", "function_type", "linkage", "dso_local", "CConv",
	"comdat", "convergent", "personality", "garbageCollector", "passthrough", "arg_attrs", "res_attrs",
	"function_entry_count", "memory_effects", "visibility_", "arm_streaming", "arm_locally_streaming",
	"arm_streaming_compatible", "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za",
	"section", "unnamed_addr", "alignment", "vscale_range", "frame_pointer", "target_cpu", "tune_cpu",
	"reciprocal_estimates", "prefer_vector_width", "target_features", "no_infs_fp_math", "no_nans_fp_math",
	"no_signed_zeros_fp_math", "denormal_fp_math", "denormal_fp_math_f32", "fp_contract", "instrument_function_entry",
	"instrument_function_exit", "no_inline", "always_inline", "inline_hint", "no_unwind", "will_return",
	"optimize_none", "vec_type_hint", "work_group_size_hint", "reqd_work_group_size", "intel_reqd_sub_group_size",
	"uwtable_kind", "unsafe_fp_math", "use_sample_profile", "modular_format", "nobuiltins", "allocsize",
	"cold", "hot", "noduplicate", "no_caller_saved_registers", "nocallback", "returns_twice"}

// derivedOp returns a copy of the registered op definition from, named
// name (an op of another dialect with the same syntax and semantics).
func derivedOp(from, name string) *OpDef {
	src := Lookup(from)
	if src == nil {
		panic("ir: derivedOp: no op " + from)
	}
	d := *src
	d.Name = name
	d.external = nil
	return &d
}

func init() {
	RegisterDialect(&Dialect{Name: "llvm", Inliner: llvmInliner})
	Register(llvmOps()...)
}
