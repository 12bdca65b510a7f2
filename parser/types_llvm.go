package parser

import (
	"github.com/memopt/memopt/ir"
)

// This file reads the LLVM dialect's types (ir/types_llvm.go): `!llvm.ptr`,
// `!llvm.array<4 x i8>`, `!llvm.struct<...>`, `!llvm.func<...>`, ... LLVM
// types nested in LLVM types may drop their `!llvm.` prefix
// (`!llvm.struct<(ptr, array<2 x i64>)>`).

var llvmTypeKeywords = map[string]bool{
	"ptr": true, "array": true, "struct": true, "func": true, "target": true,
	"void": true, "token": true, "label": true, "metadata": true, "x86_amx": true, "ppc_fp128": true,
}

// parseLLVMType reads the `!llvm.kw...` type at the current token; kw is
// the name after `!llvm.`.
func (p *parser) parseLLVMType(kw string) ir.Type {
	if !llvmTypeKeywords[kw] {
		p.fail("unknown LLVM type: %s", kw)
	}
	p.next()
	return p.parseLLVMTypeAfter(kw)
}

// parseLLVMNested reads a type nested in an LLVM type: an LLVM type
// keyword without prefix, or any type.
func (p *parser) parseLLVMNested() ir.Type {
	if p.tok.kind == tIdent {
		if kw := p.tokText(); llvmTypeKeywords[kw] {
			p.next()
			return p.parseLLVMTypeAfter(kw)
		}
	}
	return p.parseType()
}

func (p *parser) parseLLVMTypeAfter(kw string) ir.Type {
	p.enter()
	defer p.leave()
	switch kw {
	case "ptr":
		t := &ir.LLVMPointerType{}
		if p.isByte('<') {
			p.next()
			if p.tok.kind != tInt {
				p.fail("expected integer value")
			}
			v, bi := p.parseIntLit(false)
			if bi != nil || v > 0xFFFFFFFF {
				p.fail("integer value too large")
			}
			p.next()
			p.expect(">")
			t.AddrSpace = v
		}
		if t.AddrSpace == 0 {
			return ir.LLVMPtr
		}
		return p.canon(t)
	case "array":
		p.expect("<")
		if p.tok.kind != tInt {
			p.fail("expected integer value")
		}
		n, bi := p.parseIntLit(false)
		if bi != nil {
			p.fail("integer value too large")
		}
		p.next()
		p.expectDimX()
		elem := p.parseLLVMNested()
		p.expect(">")
		return p.canon(&ir.LLVMArrayType{Len: n, Elem: elem})
	case "func":
		p.expect("<")
		res := p.parseLLVMNested()
		ft := &ir.LLVMFunctionType{Result: res}
		p.expect("(")
		if !p.is(")") {
			for {
				if p.accept("...") {
					ft.VarArg = true
					break
				}
				ft.Params = append(ft.Params, p.parseLLVMNested())
				if !p.accept(",") {
					break
				}
			}
		}
		p.expect(")")
		p.expect(">")
		return p.canon(ft)
	case "struct":
		return p.parseLLVMStruct()
	case "target":
		p.expect("<")
		if p.tok.kind != tString {
			p.fail("expected string")
		}
		name, _ := unquote(p.tokBytes())
		p.next()
		t := &ir.LLVMTargetExtType{Name: name}
		for p.accept(",") {
			if p.tok.kind == tInt {
				v, bi := p.parseIntLit(false)
				if bi != nil || v > 0xFFFFFFFF {
					p.fail("integer value too large")
				}
				p.next()
				t.Ints = append(t.Ints, uint64(v))
				continue
			}
			if len(t.Ints) > 0 {
				p.fail("failed to parse parameter value")
			}
			t.Types = append(t.Types, p.parseLLVMNested())
		}
		p.expect(">")
		return p.canon(t)
	}
	return p.canon(&ir.LLVMSimpleType{Kind: kw})
}

// expectDimX reads the 'x' of `4 x i8` (also when the lexer glued it to
// the next word, as in `4 xi8`).
func (p *parser) expectDimX() {
	if p.tok.kind == tIdent && p.src[p.tok.start] == 'x' {
		if p.tok.end-p.tok.start == 1 {
			p.next()
		} else {
			p.resetTo(p.tok.start + 1)
		}
		return
	}
	p.fail("expected 'x'")
}

func (p *parser) parseLLVMStruct() ir.Type {
	p.expect("<")
	if p.tok.kind == tString {
		namePos := p.tokPos()
		name, ok := unquote(p.tokBytes())
		if !ok {
			p.fail("invalid escape in string literal")
		}
		p.next()
		if p.llvmStructs == nil {
			p.llvmStructs = map[string]*ir.LLVMStructType{}
		}
		st := p.llvmStructs[name]
		if st == nil {
			st = &ir.LLVMStructType{Name: name, Identified: true}
			p.llvmStructs[name] = st
		}
		if p.accept(">") {
			return st
		}
		p.expect(",")
		body := &ir.LLVMStructType{Name: name, Identified: true, Initialized: true}
		if p.isKw("packed") {
			p.next()
			body.Packed = true
		}
		if p.isKw("opaque") {
			p.next()
			body.Opaque = true
		} else {
			// The body may refer to the struct itself.
			saved := *st
			if !st.Initialized {
				*st = *body
			}
			body.Body = p.parseLLVMStructBody()
			*st = saved
		}
		p.expect(">")
		if st.Initialized {
			if !ir.TypesEqual(st, body) && !(st.Opaque && body.Opaque) {
				p.failAt(namePos, "identified type already used with a different body")
			}
			return st
		}
		*st = *body
		return st
	}
	t := &ir.LLVMStructType{}
	if p.isKw("packed") {
		p.next()
		t.Packed = true
	}
	t.Body = p.parseLLVMStructBody()
	p.expect(">")
	return p.canon(t)
}

func (p *parser) parseLLVMStructBody() []ir.Type {
	p.expect("(")
	body := []ir.Type{}
	if !p.is(")") {
		for {
			body = append(body, p.parseLLVMNested())
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(")")
	return body
}
