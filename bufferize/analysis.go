package bufferize

import (
	"strconv"

	"github.com/memopt/memopt/ir"
)

// hasTensorSemantics reports whether op takes part in the analysis: a
// tensor operand, result or block argument (or what its model says).
func (s *State) hasTensorSemantics(op *ir.Operation) bool {
	if m := ModelOf(op); m != nil && m.TensorSemantics != nil {
		return m.TensorSemantics(op)
	}
	return defaultTensorSemantics(op)
}

// explicitBlocks returns r's blocks; none for an implied body not built
// yet (a linalg payload: scalar code, no tensors, nothing bufferization
// reads or changes), which the analysis and the rewrite leave unbuilt.
func explicitBlocks(r *ir.Region) []*ir.Block {
	if r.IsImplied() {
		return nil
	}
	return r.Blocks()
}

// walkPre visits root and the ops nested in it in pre-order, leaving
// implied bodies unbuilt (see explicitBlocks).
func walkPre(root *ir.Operation, f func(*ir.Operation)) {
	ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult {
		f(op)
		return ir.WalkAdvance
	})
}

func defaultTensorSemantics(op *ir.Operation) bool {
	for _, r := range op.Regions() {
		for _, b := range explicitBlocks(r) {
			for _, a := range b.Args() {
				if ir.IsTensor(a.Type()) {
					return true
				}
			}
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		if ir.IsTensor(op.Result(i).Type()) {
			return true
		}
	}
	for i := 0; i < op.NumOperands(); i++ {
		if ir.IsTensor(op.Operand(i).Type()) {
			return true
		}
	}
	return false
}

// inPlaceWrite reports whether o writes its buffer and was decided to
// bufferize in place.
func (s *State) inPlaceWrite(o *ir.OpOperand) bool {
	return s.Writes(o) && s.inPlac[o]
}

// opSet is an insertion-ordered set of operands.
type opSet struct {
	smallSet[*ir.OpOperand]
}

// aliasingInPlaceWrites adds the in-place writes of root's aliases.
func (s *State) aliasingInPlaceWrites(res *opSet, root *ir.Value) {
	s.forAliases(root, func(a *ir.Value) bool {
		a.ForEachUse(func(u *ir.OpOperand) {
			if s.inPlaceWrite(u) {
				res.add(u)
			}
		})
		return true
	})
}

// aliasingReads adds the reads of root's aliases, including operands that
// only create an alias that is read later.
func (s *State) aliasingReads(res *opSet, root *ir.Value) {
	s.forAliases(root, func(a *ir.Value) bool {
		a.ForEachUse(func(u *ir.OpOperand) {
			if s.Reads(u) {
				res.add(u)
				return
			}
			if !s.Writes(u) {
				for _, av := range s.AliasingValues(u) {
					if s.IsValueRead(av.Value) {
						res.add(u)
						break
					}
				}
			}
		})
		return true
	})
}

// canUseOpDominanceDueToRegions: op order can rule out a conflict unless
// READ and WRITE share a repetitive region that DEF is outside of.
func (s *State) canUseOpDominanceDueToRegions(read, write *ir.OpOperand, defs []*ir.Value) bool {
	for _, def := range defs {
		rRead := s.opRepetitiveRegion(read.Owner())
		rDef := s.enclosingRepetitiveRegion(def.ParentRegion())
		if rRead == rDef || rRead == nil {
			continue
		}
		for {
			next := s.nextRepetitiveRegion(rRead)
			if next == rDef || next == nil {
				break
			}
			rRead = next
		}
		if rRead.ParentOp().IsAncestor(write.Owner()) {
			return false
		}
	}
	return true
}

// canUseOpDominanceDueToBlocks: op order can rule out a conflict unless
// READ and WRITE are in blocks of a CFG loop that does not pass DEF.
func (s *State) canUseOpDominanceDueToBlocks(read, write *ir.OpOperand, defs []*ir.Value) bool {
	if read.Owner().ParentRegion() != write.Owner().ParentRegion() {
		return true
	}
	rb, wb := read.Owner().Block(), write.Owner().Block()
	for _, def := range defs {
		db := def.OwnerBlock()
		if blockReachable(rb, wb, db) && blockReachable(wb, rb, db) {
			return false
		}
	}
	return true
}

// hasEquivalentValueInReverseUseDefChain reports whether other is found
// going back from start's value through equivalent, same-typed aliases.
func (s *State) hasEquivalentValueInReverseUseDefChain(start *ir.OpOperand, other *ir.Value) bool {
	cfg := Traversal{FollowEquivalentOnly: true, FollowSameTypeOrCastsOnly: true}
	return len(s.FindInReverseUseDefChain(start, func(v *ir.Value) bool { return v == other }, cfg)) > 0
}

// matchesInsertDestination reports whether o's value comes (on every path)
// from a subset equivalent to the one op inserts into.
func (s *State) matchesInsertDestination(o *ir.OpOperand, op *ir.Operation, sub *SubsetModel) bool {
	matching := func(v *ir.Value) bool {
		return v.DefiningOp() != nil && sub.EquivalentSubset(op, v, s.Equivalent)
	}
	for _, v := range s.FindInReverseUseDefChain(o, matching, Traversal{AlwaysIncludeLeaves: true}) {
		if !matching(v) {
			return false
		}
	}
	return true
}

// areNonConflictingSubsets: matching extract_slice/insert_slice pairs do
// not conflict.
func (s *State) areNonConflictingSubsets(read, write *ir.OpOperand) bool {
	if m, w := s.Model(read.Owner()), s.Model(write.Owner()); (m == nil || m.Subset == nil) && (w == nil || w.Subset == nil) {
		return false // no subset op involved
	}
	key := [2]*ir.OpOperand{read, write}
	if v, ok := s.subsetCache[key]; ok {
		return v
	}
	v := s.nonConflictingSubsets(read, write)
	s.subsetCache[key] = v
	return v
}

func (s *State) nonConflictingSubsets(read, write *ir.OpOperand) bool {
	rop, wop := read.Owner(), write.Owner()
	if m := s.Model(rop); m != nil && m.Subset != nil {
		sub := m.Subset
		if read == sub.Dest(rop) && s.matchesInsertDestination(write, rop, sub) {
			return true
		}
		if read == sub.Source(rop) && write == sub.Dest(rop) && s.matchesInsertDestination(read, rop, sub) {
			return true
		}
	}
	if m := s.Model(wop); m != nil && m.Subset != nil {
		sub := m.Subset
		src := sub.Source(wop)
		if write == sub.Dest(wop) && s.Equivalent(read.Get(), src.Get()) && s.matchesInsertDestination(src, wop, sub) {
			return true
		}
	}
	return false
}

// hasReadAfterWriteInterference reports whether some read in reads would
// see a different value than SSA says, if all writes in writes (all
// aliasing the same buffer) happen in place.
func (s *State) hasReadAfterWriteInterference(reads, writes *opSet) bool {
	if s.Opts.CheckParallelRegions && len(reads.list) > 0 {
		for _, w := range writes.list {
			defs := s.FindInReverseUseDefChain(w, s.ValueWrites, Traversal{AlwaysIncludeLeaves: true})
			wpr := s.parallelRegion(w.Owner().ParentRegion())
			for _, d := range defs {
				if s.parallelRegion(d.ParentRegion()) != wpr {
					return true
				}
			}
		}
	}
	for _, read := range reads.list {
		rop := read.Owner()
		defs := s.FindDefinitions(read)
		if len(defs) == 0 {
			continue
		}
		for _, write := range writes.list {
			useDom := s.canUseOpDominanceDueToRegions(read, write, defs) && s.canUseOpDominanceDueToBlocks(read, write, defs)
			wop := write.Owner()
			if useDom {
				if s.happensBefore(rop, wop) {
					continue
				}
				if write == read {
					continue
				}
				if insideMutuallyExclusiveRegions(rop, wop) {
					continue
				}
				if wop == rop {
					if m := s.Model(rop); m != nil && m.Elementwise != nil && m.Elementwise(s, rop, []*ir.OpOperand{read, write}) {
						if s.hasEquivalentValueInReverseUseDefChain(read, write.Get()) || s.hasEquivalentValueInReverseUseDefChain(write, read.Get()) {
							continue
						}
					}
				}
			}
			if s.areNonConflictingSubsets(read, write) {
				continue
			}
			if m := s.Model(rop); m != nil && m.NotConflicting != nil && m.NotConflicting(s, read, write) {
				continue
			}
			if wop != rop {
				if m := s.Model(wop); m != nil && m.NotConflicting != nil && m.NotConflicting(s, read, write) {
					continue
				}
			}
			for _, def := range defs {
				if dop := def.DefiningOp(); dop != nil {
					if s.happensBefore(wop, dop) {
						continue
					}
					if dop.IsProperAncestor(wop) {
						continue
					}
				} else if findAncestorInBlock(def.OwnerBlock(), wop) == nil {
					continue
				}
				if av := s.AliasingValues(write); len(av) == 1 && av[0].Value == def {
					continue
				}
				if s.Opts.PrintConflicts {
					s.annotateConflict(read, write, def)
				}
				return true
			}
		}
	}
	return false
}

// wouldCreateReadAfterWriteInterference reports whether bufferizing o in
// place would make a read see a value other than the one SSA says.
func (s *State) wouldCreateReadAfterWriteInterference(o *ir.OpOperand, consistencyOnly bool) bool {
	var reads, writes opSet
	aliases := s.AliasingValues(o)
	s.aliasingInPlaceWrites(&writes, o.Get())
	for _, a := range aliases {
		s.aliasingInPlaceWrites(&writes, a.Value)
	}
	if !consistencyOnly && s.Writes(o) {
		writes.add(o)
	}
	if len(writes.list) == 0 {
		return false // no write, no read-after-write conflict
	}
	s.aliasingReads(&reads, o.Get())
	for _, a := range aliases {
		s.aliasingReads(&reads, a.Value)
	}
	return s.hasReadAfterWriteInterference(&reads, &writes)
}

// wouldCreateWriteToNonWritableBuffer reports whether bufferizing o in
// place would write to a buffer that must not be written (a constant, a
// function argument without function boundary bufferization, ...).
func (s *State) wouldCreateWriteToNonWritableBuffer(o *ir.OpOperand, consistencyOnly bool) bool {
	found := !consistencyOnly && s.Writes(o)
	if !found {
		var writes opSet
		s.aliasingInPlaceWrites(&writes, o.Get())
		for _, a := range s.AliasingValues(o) {
			s.aliasingInPlaceWrites(&writes, a.Value)
		}
		found = len(writes.list) > 0
	}
	if !found {
		return false
	}
	readOnly := false
	check := func(v *ir.Value) bool {
		if !s.IsWritable(v) {
			readOnly = true
			if s.Opts.PrintConflicts {
				s.annotateNonWritable(v)
			}
		}
		return true
	}
	s.forAliases(o.Get(), check)
	for _, a := range s.AliasingValues(o) {
		s.forAliases(a.Value, check)
	}
	return readOnly
}

// analyzeOperand decides whether o bufferizes in place.
func (s *State) analyzeOperand(o *ir.OpOperand) {
	if s.wouldCreateWriteToNonWritableBuffer(o, false) || s.wouldCreateReadAfterWriteInterference(o, false) {
		if s.inPlac[o] {
			return // forced in place (mustBufferizeInPlace)
		}
		s.OutOfPlaceCount++
		return
	}
	s.bufferizeInPlace(o)
}

func (s *State) analyzeSingleOp(op *ir.Operation) {
	for i := 0; i < op.NumOperands(); i++ {
		if o := op.OpOperand(i); ir.IsTensor(o.Get().Type()) {
			s.analyzeOperand(o)
		}
	}
}

// postOrder returns the ops nested in root (root included) in post-order,
// keeping those for which keep holds.
func postOrder(root *ir.Operation, keep func(*ir.Operation) bool) []*ir.Operation {
	var out []*ir.Operation
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if keep(op) {
			out = append(out, op)
		}
	})
	return out
}

// orderedOps returns the ops to analyze in the order of the heuristic.
func (s *State) orderedOps(root *ir.Operation) []*ir.Operation {
	if s.Opts.Heuristic == BottomUpFromTerminators {
		return s.bottomUpFromTerminators(root)
	}
	ops := postOrder(root, s.hasTensorSemantics)
	switch s.Opts.Heuristic {
	case BottomUp:
		for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
			ops[i], ops[j] = ops[j], ops[i]
		}
	case Fuzzer:
		shuffle(ops, s.Opts.FuzzerSeed)
	}
	return ops
}

// bottomUpFromTerminators analyzes first the ops that reach region
// terminators through aliasing use-def chains, then all others bottom-up.
func (s *State) bottomUpFromTerminators(root *ir.Operation) []*ir.Operation {
	var order []*ir.Operation
	seen := map[*ir.Operation]bool{}
	insert := func(op *ir.Operation) bool {
		if seen[op] {
			return false
		}
		seen[op] = true
		order = append(order, op)
		return true
	}
	ir.WalkPostExplicit(root, func(term *ir.Operation) {
		if term.Def() == nil || term.Def().RegionTerminatorOperands == nil {
			return
		}
		if !insert(term) {
			return
		}
		var work []*ir.Value
		for _, v := range term.Operands() {
			if ir.IsTensor(v.Type()) && v.DefiningOp() != nil {
				work = append(work, v)
			}
		}
		for len(work) > 0 {
			r := work[len(work)-1]
			work = work[:len(work)-1]
			def := r.DefiningOp()
			if !insert(def) {
				continue
			}
			if findAncestorInRegion(term.ParentRegion(), def) == nil {
				continue
			}
			for _, a := range s.AliasingOperands(r) {
				v := a.Operand.Get()
				if ir.IsTensor(v.Type()) && v.DefiningOp() != nil {
					work = append(work, v)
				}
			}
		}
	})
	// The remaining ops in reverse post-order of a reverse walk: walk the
	// regions, blocks and ops backwards, children before parents.
	return append(order, reversePostOrder(root, func(op *ir.Operation) bool { return !seen[op] && s.hasTensorSemantics(op) })...)
}

// reversePostOrder visits regions, blocks and ops in reverse order, each op
// after the ops nested in it.
func reversePostOrder(op *ir.Operation, keep func(*ir.Operation) bool) []*ir.Operation {
	var out []*ir.Operation
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		rs := op.Regions()
		for i := len(rs) - 1; i >= 0; i-- {
			bs := explicitBlocks(rs[i])
			for j := len(bs) - 1; j >= 0; j-- {
				for o := bs[j].Last(); o != nil; o = o.Prev() {
					visit(o)
				}
			}
		}
		if keep(op) {
			out = append(out, op)
		}
	}
	visit(op)
	return out
}

// equivalenceAnalysis merges the equivalence classes of results and the
// operands they definitely and equivalently alias in place (nested ops
// first).
func (s *State) equivalenceAnalysis(root *ir.Operation) {
	ops := postOrder(root, func(op *ir.Operation) bool {
		for i := 0; i < op.NumResults(); i++ {
			if ir.IsTensor(op.Result(i).Type()) {
				return true
			}
		}
		return false
	})
	for _, op := range ops {
		if s.Model(op) == nil {
			continue
		}
		for i := 0; i < op.NumResults(); i++ {
			r := op.Result(i)
			if !ir.IsTensor(r.Type()) {
				continue
			}
			aliases := s.AliasingOperands(r)
			if len(aliases) == 0 {
				continue
			}
			first := aliases[0].Operand.Get()
			all := true
			for _, a := range aliases {
				equiv := a.Relation == Equivalent
				inPlace := s.inPlac[a.Operand]
				if equiv && inPlace && a.Definite {
					s.UnionEquivalent(r, a.Operand.Get())
					all = false
					break
				}
				if !equiv || !inPlace {
					all = false
				}
				if !s.Equivalent(a.Operand.Get(), first) {
					all = false
				}
			}
			if all && !s.Allocates(r) {
				s.UnionEquivalent(r, first)
			}
		}
	}
}

// gatherUndefinedTensorUses records the uses of tensors that no definition
// reaches (e.g. results of tensor.empty and the ops that alias them).
func (s *State) gatherUndefinedTensorUses(root *ir.Operation) {
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if s.Model(op) == nil {
			return
		}
		for i := 0; i < op.NumResults(); i++ {
			r := op.Result(i)
			if !ir.IsTensor(r.Type()) || !r.HasUses() {
				continue
			}
			uses := r.Uses()
			if len(s.FindDefinitions(uses[0])) == 0 {
				for _, u := range uses {
					s.undefined[u] = true
				}
			}
		}
	})
}

// checkPreBufferizationAssumptions rejects IR the analysis does not
// support: multi-block regions of ops that cannot handle them, to_tensor
// without restrict, and IR that has a conflict no decision can avoid.
func (s *State) checkPreBufferizationAssumptions(root *ir.Operation) error {
	var err error
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		m := s.Model(op)
		if err != nil || m == nil || m.Unstructured {
			return
		}
		for _, r := range op.Regions() {
			if len(explicitBlocks(r)) > 1 {
				err = op.OpErrorf("op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks")
				return
			}
		}
	})
	if err != nil {
		return err
	}
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if err != nil || s.Model(op) == nil {
			return
		}
		if m := ModelOf(op); m == toTensorModel && op.Attr("restrict") == nil && op.Result(0).HasUses() {
			err = op.OpErrorf("to_tensor ops without `restrict` are not supported by One-Shot Analysis")
			return
		}
		for i := 0; i < op.NumOperands(); i++ {
			o := op.OpOperand(i)
			if !ir.IsTensor(o.Get().Type()) {
				continue
			}
			if s.wouldCreateReadAfterWriteInterference(o, true) {
				err = op.OpErrorf("not bufferizable under the given constraints: cannot avoid RaW conflict")
				return
			}
			if s.inPlac[o] && s.wouldCreateWriteToNonWritableBuffer(o, true) {
				err = op.OpErrorf("not bufferizable under the given constraints: would write to read-only buffer")
				return
			}
		}
	})
	return err
}

// markMustInPlace marks the operands that must bufferize in place: those
// the op's model names, and, as in MLIR, every unranked tensor operand of a
// bufferizable op (an unranked tensor cannot be copied, so the analysis
// must never decide it out of place; the decisions around it adapt).
func (s *State) markMustInPlace(root *ir.Operation) {
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		m := s.Model(op)
		if m == nil {
			return
		}
		for i := 0; i < op.NumOperands(); i++ {
			o := op.OpOperand(i)
			if !ir.IsTensor(o.Get().Type()) {
				continue
			}
			_, unranked := o.Get().Type().(*ir.UnrankedTensorType)
			if unranked || m.MustInPlace != nil && m.MustInPlace(s, o) {
				s.bufferizeInPlace(o)
			}
		}
	})
}

// analyzeRoot runs One-Shot analysis on root and the ops nested in it:
// alias sets of its tensor values, the operands that must bufferize in
// place, the in-place decision of every tensor operand, then equivalence
// classes, undefined uses and each op's own checks.
func (s *State) analyzeRoot(root *ir.Operation) error {
	s.register(root)
	s.unionAliasingCallResults(root)
	s.markMustInPlace(root)
	return s.AnalyzeOp(root)
}

// AnalyzeOp runs the in-place analysis on root (whose values are
// registered) and checks the result.
func (s *State) AnalyzeOp(root *ir.Operation) error {
	if err := s.checkPreBufferizationAssumptions(root); err != nil {
		return err
	}
	for _, op := range s.orderedOps(root) {
		s.analyzeSingleOp(op)
	}
	s.equivalenceAnalysis(root)
	s.gatherUndefinedTensorUses(root)
	var errs ir.DiagnosticList
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if m := s.Model(op); m != nil && m.VerifyAnalysis != nil {
			if err := m.VerifyAnalysis(s, op); err != nil {
				errs = append(errs, asDiagnostic(op, err))
			}
		}
	})
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// asDiagnostic turns err into a diagnostic at op unless it is one.
func asDiagnostic(op *ir.Operation, err error) *ir.Diagnostic {
	if d, ok := err.(*ir.Diagnostic); ok {
		return d
	}
	return op.Errorf("%v", err)
}

// annotateConflict marks a read-after-write conflict (print-conflicts):
// C_n[READ: operand] on the reading op, C_n[CONFL-WRITE: operand] on the
// writing op, C_n[DEF: result i | bbArg i] on the definition.
func (s *State) annotateConflict(read, write *ir.OpOperand, def *ir.Value) {
	id := "C_" + strconv.Itoa(s.conflicts)
	s.conflicts++
	write.Owner().SetAttr(id+"[CONFL-WRITE: "+strconv.Itoa(write.Index())+"]", ir.Unit)
	read.Owner().SetAttr(id+"[READ: "+strconv.Itoa(read.Index())+"]", ir.Unit)
	if op := def.DefiningOp(); op != nil {
		op.SetAttr(id+"[DEF: result "+strconv.Itoa(def.Index())+"]", ir.Unit)
	} else {
		def.OwnerBlock().ParentOp().SetAttr(id+"[DEF: bbArg "+strconv.Itoa(def.Index())+"]", ir.Unit)
	}
}

// annotateNonWritable marks a value that must not be written
// (print-conflicts): W_n[NOT-WRITABLE: result i | bbArg i].
func (s *State) annotateNonWritable(v *ir.Value) {
	id := "W_" + strconv.Itoa(s.nonWritable)
	s.nonWritable++
	if op := v.DefiningOp(); op != nil {
		op.SetAttr(id+"[NOT-WRITABLE: result "+strconv.Itoa(v.Index())+"]", ir.Unit)
	} else {
		v.OwnerBlock().ParentOp().SetAttr(id+"[NOT-WRITABLE: bbArg "+strconv.Itoa(v.Index())+"]", ir.Unit)
	}
}
