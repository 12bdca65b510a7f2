package bufferize

import (
	"fmt"

	"github.com/memopt/memopt/ir"
)

// Bufferization models of the scf dialect: loops carry buffers through
// their iteration arguments, branches yield one of several buffers, and
// region terminators always bufferize in place.

// terminatorAliases: a region terminator's operand aliases what the parent
// op's model says (TerminatorAliases); loop terminators alias nothing.
func terminatorAliases(s *State, o *ir.OpOperand) []AliasingValue {
	parent := o.Owner().ParentOp()
	if parent == nil {
		return nil
	}
	if m := s.Model(parent); m != nil && m.TerminatorAliases != nil {
		return m.TerminatorAliases(s, o)
	}
	return nil
}

// resultsListing: the parent's results that list o among their aliasing
// operands (scf.if's and scf.execute_region's yields).
func resultsListing(s *State, o *ir.OpOperand) []AliasingValue {
	parent := o.Owner().ParentOp()
	var out []AliasingValue
	for i := 0; i < parent.NumResults(); i++ {
		r := parent.Result(i)
		if !ir.IsTensor(r.Type()) {
			continue
		}
		for _, a := range s.AliasingOperands(r) {
			if a.Operand == o {
				out = append(out, AliasingValue{Value: r, Relation: a.Relation, Definite: a.Definite})
			}
		}
	}
	return out
}

var (
	// scfYieldModel: scf.yield reads what it yields, in place.
	scfYieldModel = &Model{
		Reads:          always,
		MustInPlace:    always,
		AliasingValues: terminatorAliases,
	}
	// scfConditionModel: scf.condition forwards its arguments in place.
	scfConditionModel = &Model{
		Reads:       always,
		MustInPlace: always,
	}
	// scfForModel: init i flows into iteration argument i and result i.
	scfForModel = &Model{
		Reads: func(s *State, o *ir.OpOperand) bool {
			return s.IsValueRead(forIterArg(o.Owner(), o.Index()-3))
		},
		Writes: func(_ *State, o *ir.OpOperand) bool { return o.Index() >= 3 },
		AliasingValues: func(s *State, o *ir.OpOperand) []AliasingValue {
			if o.Index() < 3 {
				return nil
			}
			i := o.Index() - 3
			rel := forRelation(s, o.Owner(), i)
			return []AliasingValue{{Value: o.Owner().Result(i), Relation: rel, Definite: rel == Equivalent}}
		},
		VerifyAnalysis: func(s *State, op *ir.Operation) error {
			if s.Opts.AllowReturnAllocsFromLoops {
				return nil
			}
			yield := op.Region(0).Front().Terminator()
			for i := 0; i < op.NumResults(); i++ {
				if ir.IsTensor(op.Result(i).Type()) && forRelation(s, op, i) != Equivalent {
					return yield.Errorf("Yield operand #%d is not equivalent to the corresponding iter bbArg", i)
				}
			}
			return nil
		},
	}
	// scfWhileModel: init i flows into the before region's argument i and,
	// when types match, into result i.
	scfWhileModel = &Model{
		Reads:  always,
		Writes: always,
		AliasingValues: func(s *State, o *ir.OpOperand) []AliasingValue {
			op, i := o.Owner(), o.Index()
			if i >= op.NumResults() || !ir.TypesEqual(o.Get().Type(), op.Result(i).Type()) {
				return nil
			}
			rel := whileRelation(s, op, i)
			return []AliasingValue{{Value: op.Result(i), Relation: rel, Definite: rel == Equivalent}}
		},
		VerifyAnalysis: func(s *State, op *ir.Operation) error {
			if s.Opts.AllowReturnAllocsFromLoops {
				return nil
			}
			cond := op.Region(0).Front().Terminator()
			if err := checkForwardedEquivalent(s, cond, cond.Operands()[1:], "Condition arg"); err != nil {
				return err
			}
			yield := op.Region(1).Front().Terminator()
			return checkForwardedEquivalent(s, yield, yield.Operands(), "Yield operand")
		},
	}
	// scfIfModel: each result is one of the values the branches yield.
	scfIfModel = &Model{
		AliasingOperands:  branchResultAliases,
		TerminatorAliases: resultsListing,
	}
	// scfIndexSwitchModel: like scf.if, but (as in mlir-opt 22) the yields
	// of its cases are not aliases of its results.
	scfIndexSwitchModel = &Model{
		AliasingOperands: branchResultAliases,
	}
	// scfExecuteRegionModel: each result is the value its region yields.
	scfExecuteRegionModel = &Model{
		AliasingOperands:  branchResultAliases,
		TerminatorAliases: resultsListing,
		Unstructured:      true,
		VerifyAnalysis: func(s *State, op *ir.Operation) error {
			n := 0
			for _, b := range op.Region(0).Blocks() {
				if t := b.Terminator(); t != nil && ModelOf(t) == scfYieldModel {
					n++
				}
			}
			if n != 1 {
				return op.OpErrorf("op without unique scf.yield is not supported")
			}
			return nil
		},
	}
	// scfForallModel: shared output i is the buffer of result i, written in
	// parallel by the threads.
	scfForallModel = &Model{
		// Shared outputs always count as read (mlir-opt 22 reports them as
		// read even when no thread reads its block argument).
		Reads:  func(_ *State, o *ir.OpOperand) bool { return forallOutputIndex(o) >= 0 },
		Writes: func(_ *State, o *ir.OpOperand) bool { return forallOutputIndex(o) >= 0 },
		AliasingValues: func(_ *State, o *ir.OpOperand) []AliasingValue {
			k := forallOutputIndex(o)
			if k < 0 {
				return nil
			}
			return []AliasingValue{{Value: o.Owner().Result(k), Relation: Equivalent, Definite: true}}
		},
		Parallel: func(*ir.Operation, int) bool { return true },
	}
)

// checkForwardedEquivalent requires every tensor value a loop terminator
// forwards to be equivalent to the block argument of its position.
func checkForwardedEquivalent(s *State, term *ir.Operation, vals []*ir.Value, what string) error {
	args := term.Block().Args()
	for i, v := range vals {
		if !ir.IsTensor(v.Type()) {
			continue
		}
		if i >= len(args) || !s.Equivalent(v, args[i]) {
			return term.Errorf("%s #%d is not equivalent to the corresponding iter bbArg", what, i)
		}
	}
	return nil
}

// forIterArg returns scf.for's iteration argument i (block argument i+1).
func forIterArg(op *ir.Operation, i int) *ir.Value {
	return op.Region(0).Front().Arg(i + 1)
}

// forRelation: result i of an scf.for is equivalent to init i when the
// iteration argument and the value yielded for it are equivalent.
func forRelation(s *State, op *ir.Operation, i int) Relation {
	body := op.Region(0).Front()
	if body == nil || body.Terminator() == nil || i >= body.Terminator().NumOperands() {
		return Unknown
	}
	if s.Equivalent(forIterArg(op, i), body.Terminator().Operand(i)) {
		return Equivalent
	}
	return Unknown
}

// whileRelation: result i of an scf.while is equivalent to init i when the
// condition and the yield both forward values equivalent to their block
// arguments.
func whileRelation(s *State, op *ir.Operation, i int) Relation {
	before, after := op.Region(0).Front(), op.Region(1).Front()
	if before == nil || after == nil || i >= before.NumArgs() || !ir.TypesEqual(op.Result(i).Type(), before.Arg(i).Type()) {
		return Unknown
	}
	cond, yield := before.Terminator(), after.Terminator()
	if cond == nil || yield == nil || i+1 >= cond.NumOperands() || i >= yield.NumOperands() || i >= after.NumArgs() {
		return Unknown
	}
	if s.Equivalent(before.Arg(i), cond.Operand(i+1)) && s.Equivalent(after.Arg(i), yield.Operand(i)) {
		return Equivalent
	}
	return Unknown
}

// branchResultAliases: result i of scf.if, scf.index_switch or
// scf.execute_region may be any of the values the region terminators
// yield at position i (definitely, when there is only one).
func branchResultAliases(s *State, v *ir.Value) []AliasingOperand {
	op := v.DefiningOp()
	if op == nil {
		return nil
	}
	var out []AliasingOperand
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			t := b.Terminator()
			if t == nil || ModelOf(t) != scfYieldModel || v.Index() >= t.NumOperands() {
				continue
			}
			out = append(out, AliasingOperand{Operand: t.OpOperand(v.Index()), Relation: Equivalent})
		}
	}
	if len(out) == 1 {
		out[0].Definite = true
	}
	return out
}

// forallOutputIndex returns k if o is the k-th shared output of an
// scf.forall, else -1.
func forallOutputIndex(o *ir.OpOperand) int {
	start := ir.OperandSegmentStart(o.Owner(), 3)
	k := o.Index() - start
	if k < 0 || k >= len(ir.ScfForallOutputs(o.Owner())) {
		return -1
	}
	return k
}

func init() {
	Attach(scfYieldModel, "scf.yield")
	Attach(scfConditionModel, "scf.condition")
	Attach(scfForModel, "scf.for")
	Attach(scfWhileModel, "scf.while")
	Attach(scfIfModel, "scf.if")
	Attach(scfIndexSwitchModel, "scf.index_switch")
	Attach(scfExecuteRegionModel, "scf.execute_region")
	Attach(scfForallModel, "scf.forall")
	Attach(&Model{}, "scf.forall.in_parallel")
	_ = fmt.Sprint
}
