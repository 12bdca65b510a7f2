package ir

import (
	"strconv"
	"strings"
)

// The LLVM dialect's types, as they appear next to memref-level code
// (globals, pointers to them, calls to C functions):
//
//	!llvm.ptr, !llvm.ptr<3>                   LLVMPointerType
//	!llvm.array<16 x i8>                      LLVMArrayType
//	!llvm.struct<(i32, ptr)>                  LLVMStructType (literal)
//	!llvm.struct<packed (i8, i32)>            ... packed
//	!llvm.struct<"name", (i32, ptr)>          ... identified
//	!llvm.struct<"name", opaque>              ... identified, opaque
//	!llvm.func<i32 (ptr, ...)>                LLVMFunctionType
//	!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx,
//	!llvm.ppc_fp128                           LLVMSimpleType
//	!llvm.target<"spirv.Image", i32, 0>       LLVMTargetExtType
//
// LLVM types nested in LLVM types print without the `!llvm.` prefix
// (`!llvm.struct<(ptr, array<2 x i64>)>`), as mlir-opt prints them; the
// type parameters of a target extension type keep it.

// LLVMPointerType is `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`.
type LLVMPointerType struct{ AddrSpace int64 }

// LLVMArrayType is `!llvm.array<Len x Elem>`.
type LLVMArrayType struct {
	Len  int64
	Elem Type
}

// LLVMStructType is a literal (`!llvm.struct<(i32, f32)>`) or identified
// (`!llvm.struct<"name", (i32)>`) structure type. An identified struct is
// one type per name in a file; it may refer to itself in its body
// (`!llvm.struct<"list", (ptr, struct<"list">)>`). Initialized is false for
// an identified struct whose body was never given (`!llvm.struct<"name">`).
type LLVMStructType struct {
	Name        string
	Identified  bool
	Initialized bool
	Opaque      bool
	Packed      bool
	Body        []Type
}

// LLVMFunctionType is `!llvm.func<Result (Params, ...)>`; Result is an
// LLVMSimpleType "void" for functions returning nothing.
type LLVMFunctionType struct {
	Result Type
	Params []Type
	VarArg bool
}

// LLVMSimpleType is a parameterless LLVM type: `!llvm.void`, `!llvm.token`,
// `!llvm.label`, `!llvm.metadata`, `!llvm.x86_amx`, `!llvm.ppc_fp128`.
type LLVMSimpleType struct{ Kind string }

// LLVMTargetExtType is `!llvm.target<"name", types..., ints...>`.
type LLVMTargetExtType struct {
	Name  string
	Types []Type
	Ints  []uint64
}

func (*LLVMPointerType) isType()   {}
func (*LLVMArrayType) isType()     {}
func (*LLVMStructType) isType()    {}
func (*LLVMFunctionType) isType()  {}
func (*LLVMSimpleType) isType()    {}
func (*LLVMTargetExtType) isType() {}

// LLVMVoid is `!llvm.void`.
var LLVMVoid Type = &LLVMSimpleType{Kind: "void"}

// LLVMPtr is `!llvm.ptr` in address space 0.
var LLVMPtr Type = &LLVMPointerType{}

// IsLLVMType reports whether t is a type of the LLVM dialect.
func IsLLVMType(t Type) bool {
	switch t.(type) {
	case *LLVMPointerType, *LLVMArrayType, *LLVMStructType, *LLVMFunctionType, *LLVMSimpleType, *LLVMTargetExtType:
		return true
	}
	return false
}

func (t *LLVMPointerType) String() string   { return "!llvm." + llvmBody(t, nil) }
func (t *LLVMArrayType) String() string     { return "!llvm." + llvmBody(t, nil) }
func (t *LLVMStructType) String() string    { return "!llvm." + llvmBody(t, nil) }
func (t *LLVMFunctionType) String() string  { return "!llvm." + llvmBody(t, nil) }
func (t *LLVMSimpleType) String() string    { return "!llvm." + t.Kind }
func (t *LLVMTargetExtType) String() string { return "!llvm." + llvmBody(t, nil) }

// llvmNested prints a type nested in an LLVM type: LLVM types without
// their prefix, others as usual. stack holds the identified structs being
// printed (a struct nested in itself prints as `struct<"name">`; an
// identified struct is one type per name).
func llvmNested(t Type, stack []*LLVMStructType) string {
	if IsLLVMType(t) {
		return llvmBody(t, stack)
	}
	return t.String()
}

func llvmBody(t Type, stack []*LLVMStructType) string {
	switch t := t.(type) {
	case *LLVMPointerType:
		if t.AddrSpace == 0 {
			return "ptr"
		}
		return "ptr<" + strconv.FormatInt(t.AddrSpace, 10) + ">"
	case *LLVMArrayType:
		return "array<" + strconv.FormatInt(t.Len, 10) + " x " + llvmNested(t.Elem, stack) + ">"
	case *LLVMSimpleType:
		return t.Kind
	case *LLVMFunctionType:
		var sb strings.Builder
		sb.WriteString("func<")
		sb.WriteString(llvmNested(t.Result, stack))
		sb.WriteString(" (")
		for i, p := range t.Params {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(llvmNested(p, stack))
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString("...")
		}
		sb.WriteString(")>")
		return sb.String()
	case *LLVMTargetExtType:
		var sb strings.Builder
		sb.WriteString("target<")
		sb.WriteString(QuoteString(t.Name))
		for _, p := range t.Types {
			sb.WriteString(", ")
			sb.WriteString(p.String())
		}
		for _, n := range t.Ints {
			sb.WriteString(", ")
			sb.WriteString(strconv.FormatUint(n, 10))
		}
		sb.WriteString(">")
		return sb.String()
	case *LLVMStructType:
		var sb strings.Builder
		sb.WriteString("struct<")
		if t.Identified {
			sb.WriteString(QuoteString(t.Name))
			for _, s := range stack {
				if s.Name == t.Name {
					sb.WriteString(">")
					return sb.String()
				}
			}
			if !t.Initialized {
				sb.WriteString(">")
				return sb.String()
			}
			sb.WriteString(", ")
			stack = append(stack, t)
		}
		if t.Packed {
			sb.WriteString("packed ")
		}
		if t.Opaque {
			sb.WriteString("opaque>")
			return sb.String()
		}
		sb.WriteString("(")
		for i, e := range t.Body {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(llvmNested(e, stack))
		}
		sb.WriteString(")>")
		return sb.String()
	}
	return t.String()
}
