package transforms

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// SymbolDCE is the symbol-dce pass (MLIR's SymbolDCE): in the symbol table
// it runs on and the ones nested in it, it erases the symbols nothing live
// refers to. Live are the ops that are not symbols, the public symbols,
// the nested-visibility symbols of a table that is not hidden (a table is
// hidden when it is the top-level one, private, or nested in a hidden
// one) and every symbol a live op refers to, transitively.
var SymbolDCE = &passes.Pass{
	Name:        "symbol-dce",
	Summary:     "Eliminate dead symbols",
	DisplayName: "SymbolDCE",
	Run: func(c *passes.Context) error {
		op := c.Op
		if !op.HasTrait(ir.SymbolTable) {
			return c.Errorf(op, "'%s' op  was scheduled to run under SymbolDCE, but does not define a symbol table", op.Name())
		}
		hidden := true
		if op.ParentOp() != nil && op.HasTrait(ir.Symbol) {
			hidden = isPrivateSymbol(op)
		}
		live := map[*ir.Operation]bool{}
		symbolLiveness(op, hidden, live, symbolTables{})
		erased := false
		ir.WalkPost(op, func(table *ir.Operation) {
			if !table.HasTrait(ir.SymbolTable) {
				return
			}
			for _, r := range table.Regions() {
				for _, b := range r.Blocks() {
					for o := b.First(); o != nil; {
						next := o.Next()
						if o.HasTrait(ir.Symbol) && !live[o] {
							o.Erase()
							erased = true
						}
						o = next
					}
				}
			}
		})
		if !erased {
			c.PreserveAll()
		}
		return nil
	},
}

func init() {
	passes.Register(SymbolDCE)
}

// isPublicSymbol reports whether a symbol op has public visibility (no
// sym_visibility attribute).
func isPublicSymbol(op *ir.Operation) bool {
	v, ok := op.Attr("sym_visibility").(*ir.StringAttr)
	return !ok || v.Value == "public"
}

// isPrivateSymbol reports whether a symbol op has private visibility.
func isPrivateSymbol(op *ir.Operation) bool {
	v, ok := op.Attr("sym_visibility").(*ir.StringAttr)
	return ok && v.Value == "private"
}

// symbolLiveness marks the live symbols of symbol table op (and of the
// tables nested in its live ops) in live.
func symbolLiveness(table *ir.Operation, hidden bool, live map[*ir.Operation]bool, tables symbolTables) {
	var work []*ir.Operation
	for _, r := range table.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !o.HasTrait(ir.Symbol) {
					work = append(work, o)
					continue
				}
				// Public symbols are never discarded (the default of MLIR's
				// canDiscardOnUseEmpty); nested ones only in a hidden table.
				discardable := (hidden || isPrivateSymbol(o)) && !isPublicSymbol(o)
				if !discardable && !live[o] {
					live[o] = true
					work = append(work, o)
				}
			}
		}
	}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		if op.HasTrait(ir.SymbolTable) {
			symbolLiveness(op, hidden || !op.HasTrait(ir.Symbol) || isPrivateSymbol(op), live, tables)
		}
		scope := op.ParentOp()
		if scope == nil {
			continue
		}
		forEachSymbolUse(op, func(ref *ir.SymbolRefAttr) {
			for _, s := range tables.resolveSymbol(scope, ref) {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		})
	}
}

// forEachSymbolUse calls f for every symbol reference in the attributes of
// op and of the ops nested in it, not looking inside nested symbol tables
// (MLIR's SymbolTable::getSymbolUses).
func forEachSymbolUse(op *ir.Operation, f func(*ir.SymbolRefAttr)) {
	var attr func(a ir.Attribute)
	attr = func(a ir.Attribute) {
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			f(a)
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				attr(e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				attr(e.Value)
			}
		}
	}
	ir.Walk(op, func(o *ir.Operation) ir.WalkResult {
		for _, na := range o.Props() {
			attr(na.Value)
		}
		for _, na := range o.Attrs() {
			attr(na.Value)
		}
		if o != op && o.HasTrait(ir.SymbolTable) {
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
}

// symbolTables caches the symbol tables of ops (MLIR's
// SymbolTableCollection), for passes that look up many references while
// the tables do not change.
type symbolTables map[*ir.Operation]*ir.Symbols

// lookup returns the symbol named name in table op, or nil.
func (c symbolTables) lookup(table *ir.Operation, name string) *ir.Operation {
	t := c[table]
	if t == nil {
		t = ir.NewSymbols(table)
		c[table] = t
	}
	return t.Lookup(&ir.SymbolRefAttr{Root: name})
}

// resolveSymbol returns the symbols ref names from symbol table scope:
// the root and, for nested references, each symbol along the path.
func (c symbolTables) resolveSymbol(scope *ir.Operation, ref *ir.SymbolRefAttr) []*ir.Operation {
	if !scope.HasTrait(ir.SymbolTable) {
		return nil
	}
	s := c.lookup(scope, ref.Root)
	if s == nil {
		return nil
	}
	out := []*ir.Operation{s}
	for _, n := range ref.Nested {
		if !s.HasTrait(ir.SymbolTable) {
			return out
		}
		s = c.lookup(s, n)
		if s == nil {
			return out
		}
		out = append(out, s)
	}
	return out
}
