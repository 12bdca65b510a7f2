package ir

import "strings"

// Op families: many ops share one signature and syntax and differ only in
// their name, the way MLIR's ODS defines them from one class (arith's
// IntBinaryOp, math's FloatUnaryOp, ...). A family is one table row; each
// name in it becomes an OpDef.

// family describes ops `%r = dialect.op %a, %b [flags] attr-dict : t`:
// Operands are the operand slots ("lhs:FloatLike, rhs:FloatLike"; leading
// attribute slots such as a comparison predicate print in place too),
// Result the result slot(s), Flags optional attribute slots printed after
// the operands (an enum as its bare keyword, others after their keyword:
// `fastmath<fast>`, `overflow<nsw>`), Types what the format prints after
// the colon and Rules the type rules. Without Types the format prints the
// result type and the rule is SameOperandsAndResultType; Untyped ops print
// no types at all (their types are fixed). Ops are Pure
// unless Traits says otherwise (NoTraits: ops that may trap, with no
// memory effects but not speculatable).
type family struct {
	Names, Summary   string // Names: space-separated op names without the dialect
	Operands, Result string
	Flags            []string
	Types, Rules     string
	Untyped          bool
	Traits           Trait
	NoTraits         bool
	ResultNames      []string
	Verify           func(*Operation) error
	// Speculatability is the ops' OpDef.Speculatability.
	Speculatability func(*Operation) Speculation
	// Bounds holds the bounds models of the family's ops, by name
	// without the dialect (OpDef.Bounds).
	Bounds map[string]*BoundsInterface
}

// defs returns the family's ops in dialect d.
func (f *family) defs(d string) []*OpDef {
	var names []string
	slots, _ := splitTop(f.Operands, ',')
	for _, sl := range slots {
		if sl = strings.TrimSpace(sl); sl != "" {
			names = append(names, "$"+sl[:strings.IndexByte(sl, ':')])
		}
	}
	format := strings.Join(names, " `,` ")
	args := f.Operands
	for _, fl := range f.Flags {
		name := fl[:strings.IndexByte(fl, ':')]
		switch {
		case strings.Contains(fl, "EnumAttr<"):
			format += " ($" + name + "^)?"
		case name == "overflowFlags":
			format += " (`overflow` `` $" + name + "^)?"
		default:
			format += " (`" + name + "` `` $" + name + "^)?"
		}
		args += ", " + fl
	}
	types, rules := " `:` "+f.Types, f.Rules
	if f.Untyped {
		types = ""
	} else if f.Types == "" {
		types = " `:` type($" + f.Result[:strings.IndexByte(f.Result, ':')] + ")"
		if rules == "" {
			rules = "SameOperandsAndResultType"
		}
	}
	traits := f.Traits
	if traits == 0 && !f.NoTraits {
		traits = Pure
	}
	var effects func(*Operation) []MemoryEffect
	if f.NoTraits {
		effects = noEffects
	}
	var defs []*OpDef
	for _, n := range strings.Fields(f.Names) {
		defs = append(defs, &OpDef{
			Name: d + "." + n, Summary: f.Summary, Traits: traits, Effects: effects, ResultNames: f.ResultNames,
			Args: args, Results: f.Result, TypeRules: rules, Format: format + " attr-dict" + types, Verify: f.Verify,
			Bounds: f.Bounds[n], Speculatability: f.Speculatability,
		})
	}
	return defs
}

// families returns the ops of every family in dialect d.
func families(d string, fs ...family) []*OpDef {
	var defs []*OpDef
	for i := range fs {
		defs = append(defs, fs[i].defs(d)...)
	}
	return defs
}
