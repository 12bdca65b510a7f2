package ir

import (
	"sort"
)

// Rewrite patterns (MLIR's RewritePattern, RewritePatternSet,
// FrozenRewritePatternSet and PatternApplicator).
//
// A pattern is a value: a name, the ops it applies to (one op name, or every
// op whose definition has some traits or satisfies a predicate, for
// patterns on an interface), a benefit, and a MatchAndRewrite function that
// looks at the root op and, when it applies, changes the IR through the
// Rewriter and returns true. An op's canonicalization patterns sit in its
// OpDef (Canonicalize), next to its folder (Fold); a dialect's in its
// Dialect. A driver (passes/greedy) collects them into a PatternSet,
// freezes it and applies it:
//
//	set := ir.NewPatternSet(&ir.Pattern{
//		Name: "AddZero", Root: "arith.addi", Benefit: 1,
//		MatchAndRewrite: func(op *ir.Operation, r *ir.Rewriter) bool {
//			if c, ok := ir.ConstantOf(op.Operand(1)).(*ir.IntegerAttr); !ok || c.Value != 0 {
//				return r.NotifyMatchFailure(op, "rhs is not zero")
//			}
//			r.ReplaceOp(op, op.Operand(0))
//			return true
//		},
//	})
//	greedy.Apply(fn, set.Freeze(), greedy.Config{})

// Pattern is one rewrite pattern.
type Pattern struct {
	// Name names the pattern in debug output and for enable/disable
	// filters (canonicalize's enable-patterns/disable-patterns), like
	// MLIR's debug name.
	Name string
	// Labels are extra names the filters match.
	Labels []string
	// Root is the name of the op the pattern applies to; empty for a
	// pattern on any op that has RootTraits and satisfies RootIf.
	Root string
	// RootTraits, with an empty Root, restricts the pattern to ops
	// registered with all these traits (MLIR's MatchTraitOpTypeTag).
	RootTraits Trait
	// RootIf, with an empty Root, restricts the pattern to ops whose
	// definition satisfies it (MLIR's MatchInterfaceOpTypeTag: e.g. a
	// definition that has an interface). It is called with nil for
	// unregistered ops.
	RootIf func(d *OpDef) bool
	// Benefit orders the patterns that apply to one op: higher first;
	// patterns of equal benefit keep their order in the set.
	Benefit int
	// GeneratedOps names the ops the pattern may create (documentation,
	// as MLIR's generatedNames).
	GeneratedOps []string
	// MatchAndRewrite applies the pattern to op: it returns false, having
	// changed nothing, when the pattern does not apply, and true after
	// rewriting through r. The insertion point of r is right before op
	// when it is called.
	MatchAndRewrite func(op *Operation, r *Rewriter) bool
}

// anyOp reports whether p is matched against every op (no Root).
func (p *Pattern) anyOp() bool { return p.Root == "" }

// appliesTo reports whether a pattern without a Root applies to ops of
// definition d.
func (p *Pattern) appliesTo(d *OpDef) bool {
	if p.RootTraits != 0 && (d == nil || d.Traits&p.RootTraits != p.RootTraits) {
		return false
	}
	return p.RootIf == nil || p.RootIf(d)
}

// HasLabel reports whether the pattern's name or one of its labels is s.
func (p *Pattern) HasLabel(s string) bool {
	if p.Name == s {
		return true
	}
	for _, l := range p.Labels {
		if l == s {
			return true
		}
	}
	return false
}

// PatternSet is an ordered collection of patterns (MLIR's
// RewritePatternSet).
type PatternSet struct {
	patterns []*Pattern
}

// NewPatternSet returns a set holding ps.
func NewPatternSet(ps ...*Pattern) *PatternSet {
	return &PatternSet{patterns: append([]*Pattern(nil), ps...)}
}

// Add appends patterns to the set.
func (s *PatternSet) Add(ps ...*Pattern) *PatternSet {
	s.patterns = append(s.patterns, ps...)
	return s
}

// Patterns returns the set's patterns in order.
func (s *PatternSet) Patterns() []*Pattern { return s.patterns }

// CanonicalizationPatterns returns the canonicalization patterns of every
// registered dialect (by dialect name) and then of every registered op (by
// op name), as mlir-opt's canonicalize collects them.
func CanonicalizationPatterns() *PatternSet {
	s := &PatternSet{}
	for _, d := range RegisteredDialects() {
		s.Add(d.CanonicalizationPatterns...)
	}
	for _, d := range RegisteredOps() {
		s.Add(d.Canonicalize...)
	}
	return s
}

// FrozenPatternSet is a PatternSet prepared for matching (MLIR's
// FrozenRewritePatternSet with the default cost model): the patterns of
// each op name sorted by decreasing benefit, stably.
type FrozenPatternSet struct {
	byName map[string][]*Pattern
	// any are patterns matched against ops of every name not in byName
	// (they are merged into byName for registered ops).
	any []*Pattern
	all []*Pattern
}

// Freeze prepares the set for matching, keeping only the patterns keep
// accepts (nil keeps all).
func (s *PatternSet) Freeze(keep func(*Pattern) bool) *FrozenPatternSet {
	f := &FrozenPatternSet{byName: map[string][]*Pattern{}}
	var anyOps []*Pattern
	defs := RegisteredOps()
	for _, p := range s.patterns {
		if keep != nil && !keep(p) {
			continue
		}
		f.all = append(f.all, p)
		if !p.anyOp() {
			f.byName[p.Root] = append(f.byName[p.Root], p)
			continue
		}
		if p.RootTraits == 0 && p.RootIf == nil {
			anyOps = append(anyOps, p)
			continue
		}
		for _, d := range defs {
			if p.appliesTo(d) {
				f.byName[d.Name] = append(f.byName[d.Name], p)
			}
		}
		// Unregistered ops: a predicate may accept a nil definition.
		if p.RootTraits == 0 && p.RootIf(nil) {
			anyOps = append(anyOps, p)
		}
	}
	byBenefit := func(ps []*Pattern) {
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit > ps[j].Benefit })
	}
	for _, ps := range f.byName {
		byBenefit(ps)
	}
	byBenefit(anyOps)
	f.any = anyOps
	return f
}

// Patterns returns the frozen set's patterns in their original order.
func (f *FrozenPatternSet) Patterns() []*Pattern { return f.all }

// Empty reports whether the set has no pattern.
func (f *FrozenPatternSet) Empty() bool { return len(f.all) == 0 }

// MatchAndRewrite tries the patterns that apply to op, by decreasing
// benefit (op-specific and any-op patterns interleaved by benefit), and
// stops at the first that rewrites; it reports whether one did. The
// rewriter's insertion point is set right before op for each attempt.
func (f *FrozenPatternSet) MatchAndRewrite(op *Operation, r *Rewriter) bool {
	specific := f.byName[op.Name()]
	i, j := 0, 0
	for i < len(specific) || j < len(f.any) {
		var p *Pattern
		if i < len(specific) {
			p = specific[i]
		}
		if j < len(f.any) && (p == nil || p.Benefit < f.any[j].Benefit) {
			p = f.any[j]
			j++
			if (p.RootTraits != 0 || p.RootIf != nil) && op.Def() != nil {
				continue // a predicate pattern kept for unregistered ops
			}
		} else {
			i++
		}
		r.SetInsertionPointBefore(op)
		if p.MatchAndRewrite(op, r) {
			return true
		}
	}
	return false
}
