package ir

import (
	"math/big"
	"strconv"
	"strings"
)

// Verification of llvm.mlir.global and llvm.mlir.addressof beyond the
// shape checks of verifyLLVMGlobal: the attribute constraints, the global's
// type, its linkage rules and the symbol uses of llvm.mlir.addressof, with
// mlir-opt 22's messages.

// verifyLLVMGlobalAttrs checks the constraints of the global's attributes
// that mlir-opt checks before anything else (ODS invariants).
func verifyLLVMGlobalAttrs(op *Operation) error {
	if a := op.Attr("addr_space"); a != nil {
		if ia, ok := a.(*IntegerAttr); !ok || !isIntType(ia.Type, 32) || ia.Big != nil || ia.Value < 0 {
			return op.OpErrorf("attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative")
		}
	}
	if a := op.Attr("alignment"); a != nil {
		if ia, ok := a.(*IntegerAttr); !ok || !isIntType(ia.Type, 64) {
			return op.OpErrorf("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute")
		}
	}
	if ta, ok := op.Attr("global_type").(*TypeAttr); ok {
		if !llvmGlobalTypeValid(ta.Type) {
			return op.OpErrorf("expects type to be a valid element type for an LLVM global")
		}
	}
	return nil
}

// isIntType reports whether t is the signless integer type of the width.
func isIntType(t Type, width int) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == width && it.Signedness == Signless
}

// llvmGlobalTypeValid reports whether a global may have type t: not
// !llvm.void, !llvm.token, !llvm.metadata or !llvm.label.
func llvmGlobalTypeValid(t Type) bool {
	if s, ok := t.(*LLVMSimpleType); ok {
		switch s.Kind {
		case "void", "token", "metadata", "label":
			return false
		}
	}
	return true
}

// verifyLLVMGlobalRules checks the linkage, alignment and target extension
// type rules of a global (after verifyLLVMGlobal's shape checks).
func verifyLLVMGlobalRules(op *Operation) error {
	ta, _ := op.Attr("global_type").(*TypeAttr)
	value := op.Attr("value")
	switch llvmEnumKeyword(op.Attr("linkage"), "linkage") {
	case "common":
		if value != nil && !llvmZeroAttr(value) {
			return op.OpErrorf("expected zero value for 'common' linkage")
		}
	case "appending":
		if ta != nil {
			if _, ok := ta.Type.(*LLVMArrayType); !ok {
				return op.OpErrorf("expected array type for 'appending' linkage")
			}
		}
	}
	if ia, ok := op.Attr("alignment").(*IntegerAttr); ok {
		if v := uint64(ia.Value); ia.Big != nil || v == 0 || v&(v-1) != 0 {
			return op.Errorf("alignment attribute is not a power of 2")
		}
	}
	if ta != nil {
		if tt, ok := ta.Type.(*LLVMTargetExtType); ok {
			if !strings.HasPrefix(tt.Name, "spirv.") {
				return op.OpErrorf("this target extension type cannot be used in a global")
			}
			if value != nil {
				return op.OpErrorf("global with target extension type can only be initialized with zero-initializer")
			}
		}
	}
	return nil
}

// llvmZeroAttr reports whether a is a zero value (MLIR's isZeroAttribute:
// integer or float zero, or elements and arrays of zeros).
func llvmZeroAttr(a Attribute) bool {
	switch a := a.(type) {
	case *IntegerAttr:
		return a.Big == nil && a.Value == 0 || a.Big != nil && a.Big.Sign() == 0
	case *FloatAttr:
		return a.Value == 0
	case *ArrayAttr:
		for _, e := range a.Elems {
			if !llvmZeroAttr(e) {
				return false
			}
		}
		return true
	case *DenseElementsAttr:
		if a.Resource {
			return false
		}
		body := a.CanonicalBody()
		if strings.HasPrefix(body, "\"0x") {
			return strings.Trim(strings.Trim(body, "\""), "0x") == ""
		}
		for _, tok := range strings.FieldsFunc(body, func(r rune) bool { return strings.ContainsRune("[](), ", r) }) {
			if tok == "false" {
				continue
			}
			if f, err := strconv.ParseFloat(tok, 64); err == nil && f == 0 {
				continue
			}
			if b, ok := new(big.Int).SetString(tok, 0); ok && b.Sign() == 0 {
				continue
			}
			return false
		}
		return true
	}
	return false
}

// verifyLLVMAddressOfUses checks that llvm.mlir.addressof names a global
// or function and that its pointer is in the global's address space.
func verifyLLVMAddressOfUses(op *Operation, st *Symbols) error {
	g := st.Lookup(op.Attr("global_name"))
	if g == nil || (g.Name() != "llvm.mlir.global" && g.Name() != "llvm.func" &&
		g.Name() != "llvm.mlir.alias" && g.Name() != "llvm.mlir.ifunc") {
		return op.OpErrorf("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
	}
	if g.Name() == "llvm.mlir.global" || g.Name() == "llvm.mlir.alias" {
		space := int64(0)
		if ia, ok := g.Attr("addr_space").(*IntegerAttr); ok {
			space = ia.Value
		}
		if op.NumResults() == 1 {
			if pt, ok := op.Result(0).Type().(*LLVMPointerType); ok && pt.AddrSpace != space {
				return op.OpErrorf("pointer address space must match address space of the referenced global or alias")
			}
		}
	}
	return nil
}
