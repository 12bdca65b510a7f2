package parser

import (
	"slices"

	"github.com/memopt/memopt/ir"
)

// parseAsyncType reads the `!async.kw...` type at the current token
// (ir/types_async.go); kw is the name after `!async.`.
func (p *parser) parseAsyncType(kw string) ir.Type {
	if kw == "value" {
		p.next()
		p.enter()
		defer p.leave()
		p.expect("<")
		elem := p.parseType()
		p.expect(">")
		return &ir.AsyncValueType{Elem: elem}
	}
	if !slices.Contains(ir.AsyncTypeKinds, kw) {
		// mlir-opt's words, two spaces included.
		p.fail("unknown  type `%s` in dialect `async`", kw)
	}
	p.next()
	return &ir.AsyncType{Kind: kw}
}
