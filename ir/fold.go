package ir

import (
	"sort"
	"sync"
)

// Folding (MLIR's Operation::fold and Dialect::materializeConstant) and the
// facts drivers ask about ops: constant values, trivially dead ops.

// Folded is one result of folding an op (what MLIR's fold returns as an
// OpFoldResult; FoldResult is the integer-or-value form loop bounds use):
// either a constant attribute, which the op's dialect materializes as a
// constant op, or an existing value. Exactly one of Attr and Value is set.
type Folded struct {
	Attr  Attribute
	Value *Value
}

// FoldAttr returns a Folded holding a constant.
func FoldAttr(a Attribute) Folded { return Folded{Attr: a} }

// FoldValue returns a Folded holding an existing value.
func FoldValue(v *Value) Folded { return Folded{Value: v} }

// FoldFunc folds op, as MLIR's fold methods do. operands[i] is the constant
// value of operand i (the attribute of a ConstantLike defining op) or nil.
// It returns ok false when op does not fold; ok with no results when it
// changed op in place (e.g. swapped commutative operands); otherwise one
// Folded per result of op. A folder never creates or erases ops: the
// driver materializes constants and replaces op. A ConstantLike op's
// folder returns its value (Fold of such an op is how drivers read it).
type FoldFunc func(op *Operation, operands []Attribute) (results []Folded, ok bool)

// Dialect holds what a dialect as a whole provides to rewrites (MLIR's
// Dialect hooks): how it materializes constants and its canonicalization
// patterns that are not attached to one op.
type Dialect struct {
	// Name is the dialect's prefix ("arith").
	Name string
	// MaterializeConstant creates, with b, a ConstantLike op of the
	// dialect with result type t holding value, or returns nil when the
	// dialect cannot (MLIR's materializeConstant).
	MaterializeConstant func(b *Builder, value Attribute, t Type, loc Location) *Operation
	// CanonicalizationPatterns are the dialect's own patterns.
	CanonicalizationPatterns []*Pattern
	// ShouldMaterializeInto reports whether constants of ops nested in r,
	// a region of an op of the dialect that is not isolated from above,
	// are hoisted only up to r (MLIR's DialectFoldInterface); nil: no.
	ShouldMaterializeInto func(r *Region) bool
	// Inliner holds the dialect's inlining hooks; nil: the inliner never
	// inlines its ops, nor into its ops' regions.
	Inliner *InlinerInterface
}

var (
	dialectsMu sync.RWMutex
	dialects   = map[string]*Dialect{}
)

// RegisterDialect records a dialect's rewrite hooks; registering one name
// twice panics.
func RegisterDialect(d *Dialect) {
	dialectsMu.Lock()
	defer dialectsMu.Unlock()
	if dialects[d.Name] != nil {
		panic("ir: dialect " + d.Name + " registered twice")
	}
	dialects[d.Name] = d
}

// LookupDialect returns the registered dialect named name, or nil.
func LookupDialect(name string) *Dialect {
	dialectsMu.RLock()
	defer dialectsMu.RUnlock()
	return dialects[name]
}

// RegisteredDialects returns the registered dialects sorted by name.
func RegisteredDialects() []*Dialect {
	dialectsMu.RLock()
	defer dialectsMu.RUnlock()
	out := make([]*Dialect, 0, len(dialects))
	for _, d := range dialects {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// MaterializeConstant creates, with b, a constant op of dialect holding
// value with type t, through the dialect's hook; nil when the dialect has
// none or cannot build it.
func MaterializeConstant(b *Builder, dialect string, value Attribute, t Type, loc Location) *Operation {
	d := LookupDialect(dialect)
	if d == nil || d.MaterializeConstant == nil {
		return nil
	}
	return d.MaterializeConstant(b, value, t, loc)
}

// ConstantValue returns the value of a ConstantLike op (what its folder
// returns, or its "value" attribute when it has no folder), or nil when op
// is not a constant (MLIR's m_Constant).
func ConstantValue(op *Operation) Attribute {
	if op == nil || !op.HasTrait(ConstantLike) || op.NumResults() != 1 {
		return nil
	}
	if f := op.info.def.Fold; f != nil {
		res, ok := f(op, nil)
		if !ok || len(res) != 1 {
			return nil
		}
		return res[0].Attr
	}
	return op.Attr("value")
}

// ConstantOf returns the constant value v holds when a ConstantLike op
// defines it, or nil.
func ConstantOf(v *Value) Attribute {
	if v == nil || v.owner == nil {
		return nil
	}
	return ConstantValue(v.owner)
}

// Fold runs op's folder with the constant values of its operands; see
// FoldFunc. When the folder does not fold op (or changes it in place), the
// folds of op's traits run as in MLIR: a Commutative op's constant
// operands move after the others (in place). It returns ok false when
// nothing folds.
func Fold(op *Operation) (results []Folded, ok bool) {
	d := op.info.def
	if d == nil {
		return nil, false
	}
	consts := make([]Attribute, len(op.operands))
	for i := range op.operands {
		consts[i] = ConstantOf(op.operands[i].value)
	}
	if d.Fold != nil {
		results, ok = d.Fold(op, consts)
		if ok && !(len(results) == 1 && results[0].Value == op.Result(0)) && len(results) > 0 {
			return results, true
		}
		if ok && len(results) == 1 {
			results = nil // folded to its own result: in place
		}
	}
	if d.Traits&Commutative != 0 && foldCommutative(op, consts) {
		return nil, true
	}
	return results, ok
}

// foldCommutative moves the constant operands of op after the others,
// keeping their order (stable); it reports whether anything moved.
func foldCommutative(op *Operation, consts []Attribute) bool {
	if len(op.operands) < 2 {
		return false
	}
	first := -1
	for i, c := range consts {
		if c != nil {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	moved := false
	for i := first + 1; i < len(consts); i++ {
		if consts[i] == nil {
			moved = true
		}
	}
	if !moved {
		return false
	}
	vals := op.Operands()
	var nonConst, constant []*Value
	for i := first; i < len(vals); i++ {
		if consts[i] == nil {
			nonConst = append(nonConst, vals[i])
		} else {
			constant = append(constant, vals[i])
		}
	}
	order := append(append(vals[:first:first], nonConst...), constant...)
	for i, v := range order {
		op.SetOperand(i, v)
	}
	return true
}

// IsOpTriviallyDead reports whether op can be erased: its results are
// unused and WouldOpBeTriviallyDead holds (MLIR's isOpTriviallyDead).
func IsOpTriviallyDead(op *Operation) bool {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			return false
		}
	}
	return WouldOpBeTriviallyDead(op)
}

// WouldOpBeTriviallyDead reports whether op could be erased if its results
// were unused: it is not a terminator or a symbol, and it and the ops
// nested in it (for RecursiveMemoryEffects) have no memory effect other
// than reads and allocations of their own results. Unregistered ops and
// ops of unknown effects are never dead.
func WouldOpBeTriviallyDead(root *Operation) bool {
	if root.info.def == nil || root.HasTrait(Terminator) || root.HasTrait(Symbol) {
		return false
	}
	stack := []*Operation{root}
	for len(stack) > 0 {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		d := op.info.def
		if d == nil {
			return false
		}
		recursive := d.Traits&RecursiveMemoryEffects != 0
		if recursive {
			for _, r := range op.regs() {
				for _, b := range r.bl() {
					for o := b.first; o != nil; o = o.next {
						stack = append(stack, o)
					}
				}
			}
		}
		if d.Traits&Pure != 0 {
			continue
		}
		if d.Effects != nil && op.NumResults() == 0 {
			// An op without results whose effects memopt models as
			// none or reads only (tensor.parallel_insert_slice,
			// memref.prefetch, bufferization.dealloc_tensor) exists
			// for an effect MLIR does not declare: MLIR keeps it.
			return false
		}
		if d.Effects != nil {
			effs := d.Effects(op)
			allocated := map[*Value]bool{}
			for _, e := range effs {
				if e.Kind == EffectAllocate && e.Value != nil && e.Value.owner == op {
					allocated[e.Value] = true
				}
			}
			for _, e := range effs {
				if !(e.Value != nil && allocated[e.Value]) && e.Kind != EffectRead {
					return false
				}
			}
			continue
		}
		if recursive {
			continue
		}
		return false
	}
	return true
}
