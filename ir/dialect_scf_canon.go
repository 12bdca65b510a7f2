package ir

// The folder and canonicalization patterns of scf.if (MLIR's IfOp::fold
// and IfOp::getCanonicalizationPatterns, in MLIR's order). MLIR's
// CombineNestedIfs and ConditionPropagation are not here yet.

// scfIfFold swaps the regions of `scf.if (xori %c, true)` with an else
// region and branches on %c instead (in place).
func scfIfFold(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumRegions() != 2 || op.Region(1).Empty() {
		return nil, false
	}
	x := op.Operand(0).DefiningOp()
	if x == nil || x.Name() != "arith.xori" || x.NumOperands() != 2 || !isIntConst(x.Operand(1), 1) {
		return nil, false
	}
	op.SetOperand(0, x.Operand(0))
	then, els := op.Region(0), op.Region(1)
	tb, eb := append([]*Block(nil), then.Blocks()...), append([]*Block(nil), els.Blocks()...)
	for _, b := range tb {
		then.RemoveBlock(b)
	}
	for _, b := range eb {
		els.RemoveBlock(b)
		then.AppendBlock(b)
	}
	for _, b := range tb {
		els.AppendBlock(b)
	}
	return nil, true
}

// scfIfPatterns are scf.if's canonicalization patterns.
var scfIfPatterns = []*Pattern{
	{Name: "CombineIfs", Root: "scf.if", Benefit: 1, GeneratedOps: []string{"scf.if", "scf.yield"}, MatchAndRewrite: combineIfs},
	{Name: "ConvertTrivialIfToSelect", Root: "scf.if", Benefit: 1, GeneratedOps: []string{"arith.select", "scf.if", "scf.yield"},
		MatchAndRewrite: convertTrivialIfToSelect},
	{Name: "RemoveEmptyElseBranch", Root: "scf.if", Benefit: 1, MatchAndRewrite: removeEmptyElseBranch},
	{Name: "RemoveStaticCondition", Root: "scf.if", Benefit: 1, MatchAndRewrite: removeStaticCondition},
	{Name: "RemoveUnusedResults", Root: "scf.if", Benefit: 1, GeneratedOps: []string{"scf.if"}, MatchAndRewrite: removeUnusedIfResults},
	{Name: "ReplaceIfYieldWithConditionOrValue", Root: "scf.if", Benefit: 1, GeneratedOps: []string{"arith.xori", "arith.constant"},
		MatchAndRewrite: replaceIfYieldWithConditionOrValue},
}

// ifYields returns the scf.yield ending each region of an scf.if with an
// else region, or nils.
func ifYields(op *Operation) (then, els *Operation) {
	if op.NumRegions() != 2 || op.Region(0).Empty() || op.Region(1).Empty() {
		return nil, nil
	}
	return op.Region(0).Front().Last(), op.Region(1).Front().Last()
}

// replaceOpWithRegion inlines the single block of region before op and
// replaces op with what its terminator yields.
func replaceOpWithRegion(r *Rewriter, op *Operation, region *Region) {
	b := region.Front()
	term := b.Last()
	r.InlineBlockBefore(b, op.Block(), op, nil)
	r.ReplaceOp(op, term.Operands()...)
	r.EraseOp(term)
}

func removeStaticCondition(op *Operation, r *Rewriter) bool {
	c := ConstantOf(op.Operand(0))
	w, ok := intConst(c, 1)
	if c == nil || !ok || !isI1(op.Operand(0).Type()) {
		return false
	}
	switch {
	case w == 1:
		replaceOpWithRegion(r, op, op.Region(0))
	case !op.Region(1).Empty():
		replaceOpWithRegion(r, op, op.Region(1))
	default:
		r.EraseOp(op)
	}
	return true
}

func removeEmptyElseBranch(op *Operation, r *Rewriter) bool {
	if op.NumResults() != 0 || op.NumRegions() != 2 || op.Region(1).Empty() {
		return false
	}
	eb := op.Region(1).Front()
	if eb.Len() != 1 {
		return false
	}
	n := r.Create(&OperationState{Name: op.Name(), Operands: op.Operands(), Props: op.Props(), Attrs: op.Attrs(),
		Regions: []*Region{NewRegion(), NewRegion()}, Loc: op.Loc})
	r.InlineRegionBefore(op.Region(0), n.Region(0), nil)
	r.EraseOp(op)
	return true
}

func removeUnusedIfResults(op *Operation, r *Rewriter) bool {
	var used []int
	var types []Type
	for i, v := range op.Results() {
		if v.HasUses() {
			used = append(used, i)
			types = append(types, v.Type())
		}
	}
	if len(used) == op.NumResults() {
		return false
	}
	n := r.Create(&OperationState{Name: "scf.if", Operands: []*Value{op.Operand(0)}, ResultTypes: types,
		Regions: []*Region{NewRegion(), NewRegion()}, Loc: op.Loc})
	for k := 0; k < 2; k++ {
		dest := r.CreateBlock(n.Region(k))
		r.MergeBlocks(op.Region(k).Front(), dest, nil)
		y := dest.Last()
		ops := make([]*Value, len(used))
		for j, i := range used {
			ops[j] = y.Operand(i)
		}
		r.ModifyOpInPlace(y, func() { y.SetOperands(ops) })
	}
	repl := make([]*Value, op.NumResults())
	for j, i := range used {
		repl[i] = n.Result(j)
	}
	r.ReplaceOp(op, repl...)
	return true
}

func replaceIfYieldWithConditionOrValue(op *Operation, r *Rewriter) bool {
	if op.NumResults() == 0 {
		return false
	}
	ty, fy := ifYields(op)
	if ty == nil {
		return false
	}
	r.SetInsertionPointBefore(op)
	changed := false
	for i, res := range op.Results() {
		tv, fv := ty.Operand(i), fy.Operand(i)
		if tv == fv {
			if res.HasUses() {
				res.ReplaceAllUsesWith(tv)
				changed = true
			}
			continue
		}
		if !isI1(res.Type()) {
			continue
		}
		tc, ok1 := intConst(ConstantOf(tv), 1)
		fc, ok2 := intConst(ConstantOf(fv), 1)
		if !ok1 || !ok2 || ConstantOf(tv) == nil || ConstantOf(fv) == nil {
			continue
		}
		if tc == 0 && fc == 1 && res.HasUses() {
			one := MaterializeConstant(&r.Builder, tv.DefiningOp().Dialect(), &IntegerAttr{Value: 1, Type: I1}, I1, op.Loc)
			not := r.Create(&OperationState{Name: "arith.xori", Operands: []*Value{op.Operand(0), one.Result(0)},
				ResultTypes: []Type{I1}, Loc: op.Loc})
			res.ReplaceAllUsesWith(not.Result(0))
			changed = true
		}
		if tc == 1 && fc == 0 && res.HasUses() {
			res.ReplaceAllUsesWith(op.Operand(0))
			changed = true
		}
	}
	return changed
}

func convertTrivialIfToSelect(op *Operation, r *Rewriter) bool {
	if op.NumResults() == 0 {
		return false
	}
	ty, fy := ifYields(op)
	if ty == nil {
		return false
	}
	then, els := op.Region(0), op.Region(1)
	var keep []Type
	for i := range op.Results() {
		tv, fv := ty.Operand(i), fy.Operand(i)
		if tv.ParentRegion() == then || fv.ParentRegion() == els {
			keep = append(keep, tv.Type())
		}
	}
	if len(keep) == op.NumResults() {
		return false
	}
	cond := op.Operand(0)
	n := r.Create(&OperationState{Name: "scf.if", Operands: []*Value{cond}, ResultTypes: keep,
		Regions: []*Region{NewRegion(), NewRegion()}, Loc: op.Loc})
	for k, from := range []*Region{then, els} {
		for _, b := range append([]*Block(nil), from.Blocks()...) {
			from.RemoveBlock(b)
			n.Region(k).AppendBlock(b)
		}
	}
	results := make([]*Value, op.NumResults())
	var tys, fys []*Value
	r.SetInsertionPointBefore(n)
	for i := range results {
		tv, fv := ty.Operand(i), fy.Operand(i)
		switch {
		case tv.ParentRegion() == n.Region(0) || fv.ParentRegion() == n.Region(1):
			results[i] = n.Result(len(tys))
			tys = append(tys, tv)
			fys = append(fys, fv)
		case tv == fv:
			results[i] = tv
		default:
			results[i] = r.Create(&OperationState{Name: "arith.select", Operands: []*Value{cond, tv, fv},
				ResultTypes: []Type{tv.Type()}, Loc: op.Loc}).Result(0)
		}
	}
	for k, vals := range [][]*Value{tys, fys} {
		b := n.Region(k).Front()
		y := b.Last()
		r.SetInsertionPointToEnd(b)
		r.ReplaceOpWithNew(y, &OperationState{Name: "scf.yield", Operands: vals, Loc: y.Loc})
	}
	r.ReplaceOp(op, results...)
	return true
}

// scfForPatterns are scf.for's canonicalization patterns (MLIR's
// ForOpIterArgsFolder, with dead iter_args dropped too, and
// SimplifyTrivialLoops).
var scfWhilePatterns = []*Pattern{
	{Name: "RemoveLoopInvariantArgsFromBeforeBlock", Root: "scf.while", Benefit: 1, GeneratedOps: []string{"scf.while"},
		MatchAndRewrite: whileRemoveLoopInvariantArgsFromBeforeBlock},
	{Name: "RemoveLoopInvariantValueYielded", Root: "scf.while", Benefit: 1, GeneratedOps: []string{"scf.while"},
		MatchAndRewrite: whileRemoveLoopInvariantValueYielded},
}

// whileRemoveLoopInvariantArgsFromBeforeBlock: an argument of an
// scf.while's before block that every iteration gets back unchanged is
// its init value throughout: the after region yields the init itself, or
// yields its own argument k where the scf.condition forwards the before
// argument as its k-th value. Its uses take the init and it goes, with
// its init and yielded value (MLIR's RemoveLoopInvariantArgsFromBeforeBlock).
func whileRemoveLoopInvariantArgsFromBeforeBlock(op *Operation, r *Rewriter) bool {
	if op.NumRegions() != 2 || op.Region(0).Empty() || op.Region(1).Empty() {
		return false
	}
	before, after := op.Region(0).Front(), op.Region(1).Front()
	cond, yield := before.Last(), after.Last()
	inits := op.Operands()
	if cond == nil || yield == nil || before.NumArgs() != len(inits) || yield.NumOperands() != len(inits) ||
		cond.NumOperands() != 1+after.NumArgs() {
		return false
	}
	invariant := make([]bool, len(inits))
	any := false
	for i, init := range inits {
		y := yield.Operand(i)
		if y == init {
			invariant[i] = true
		} else {
			for k := 0; k < after.NumArgs(); k++ {
				if y == after.Arg(k) && cond.Operand(1+k) == before.Arg(i) {
					invariant[i] = true
					break
				}
			}
		}
		any = any || invariant[i]
	}
	if !any {
		return false
	}
	var newInits, newYields []*Value
	var argTypes []Type
	for i, init := range inits {
		if !invariant[i] {
			newInits = append(newInits, init)
			newYields = append(newYields, yield.Operand(i))
			argTypes = append(argTypes, before.Arg(i).Type())
		}
	}
	resultTypes := make([]Type, op.NumResults())
	for i := range resultTypes {
		resultTypes[i] = op.Result(i).Type()
	}
	n := r.Create(&OperationState{Name: op.Name(), Operands: newInits, ResultTypes: resultTypes,
		Props: op.Props(), Attrs: op.Attrs(), Regions: []*Region{NewRegion(), NewRegion()}, Loc: op.Loc})
	nb := r.CreateBlock(n.Region(0), argTypes...)
	transfer := make([]*Value, len(inits))
	k := 0
	for i, init := range inits {
		if invariant[i] {
			transfer[i] = init
		} else {
			transfer[i] = nb.Arg(k)
			k++
		}
	}
	r.MergeBlocks(before, nb, transfer)
	r.InlineRegionBefore(op.Region(1), n.Region(1), nil)
	r.ModifyOpInPlace(yield, func() { yield.SetOperands(newYields) })
	r.ReplaceOp(op, n.Results()...)
	return true
}

// whileRemoveLoopInvariantValueYielded: a value defined outside an
// scf.while that its scf.condition forwards is that value itself in the
// after region and for the op's users; the result and the after-block
// argument go (MLIR's RemoveLoopInvariantValueYielded). The deallocation
// pipeline needs it: the ownership pass forwards a loop-invariant buffer
// and its ownership through the condition, and with them left in place
// the lowering calls its helper with run-time arrays.
func whileRemoveLoopInvariantValueYielded(op *Operation, r *Rewriter) bool {
	if op.NumRegions() != 2 || op.Region(0).Empty() || op.Region(1).Empty() {
		return false
	}
	before, after := op.Region(0).Front(), op.Region(1).Front()
	cond := before.Last()
	if cond == nil || cond.NumOperands() != 1+op.NumResults() || after.NumArgs() != op.NumResults() {
		return false
	}
	fwd := cond.Operands()[1:]
	var keep []int
	var types []Type
	for i, v := range fwd {
		if !op.Region(0).IsAncestor(v.ParentRegion()) {
			continue
		}
		keep = append(keep, i)
		types = append(types, op.Result(i).Type())
	}
	if len(keep) == len(fwd) {
		return false
	}
	n := r.Create(&OperationState{Name: op.Name(), Operands: op.Operands(), ResultTypes: types,
		Props: op.Props(), Attrs: op.Attrs(), Regions: []*Region{NewRegion(), NewRegion()}, Loc: op.Loc})
	r.InlineRegionBefore(op.Region(0), n.Region(0), nil)
	argTypes := make([]Type, len(keep))
	for k, i := range keep {
		argTypes[k] = after.Arg(i).Type()
	}
	nb := r.CreateBlock(n.Region(1), argTypes...)
	transfer := append([]*Value(nil), fwd...)
	results := append([]*Value(nil), fwd...)
	kept := []*Value{cond.Operand(0)}
	for k, i := range keep {
		transfer[i] = nb.Arg(k)
		results[i] = n.Result(k)
		kept = append(kept, fwd[i])
	}
	r.MergeBlocks(after, nb, transfer)
	r.ModifyOpInPlace(cond, func() { cond.SetOperands(kept) })
	r.ReplaceOp(op, results...)
	return true
}

var scfForPatterns = []*Pattern{
	{Name: "ForOpIterArgsFolder", Root: "scf.for", Benefit: 1, GeneratedOps: []string{"scf.for", "scf.yield"}, MatchAndRewrite: forOpIterArgsFolder},
	{Name: "SimplifyTrivialLoops", Root: "scf.for", Benefit: 1, MatchAndRewrite: simplifyTrivialLoops},
}

// constDiff returns ub - lb when both are constants or ub is
// `addi lb, c`.
func constDiff(lb, ub *Value) (int64, bool) {
	w := intWidth(lb.Type())
	if w == 0 {
		return 0, false
	}
	l, okl := intConst(ConstantOf(lb), w)
	u, oku := intConst(ConstantOf(ub), w)
	if okl && oku {
		return signExtend(u, w) - signExtend(l, w), true
	}
	if add := ub.DefiningOp(); add != nil && add.Name() == "arith.addi" && add.NumOperands() == 2 && add.Operand(0) == lb {
		if c, ok := intConst(ConstantOf(add.Operand(1)), w); ok {
			return signExtend(c, w), true
		}
	}
	return 0, false
}

// simplifyTrivialLoops removes loops that run no iteration, inlines loops
// that run one, and replaces an empty loop that yields values from outside
// with them.
func simplifyTrivialLoops(op *Operation, r *Rewriter) bool {
	if op.NumOperands() < 3 || op.NumRegions() != 1 || op.Region(0).Empty() {
		return false
	}
	lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
	inits := op.Operands()[3:]
	if lb == ub {
		r.ReplaceOp(op, inits...)
		return true
	}
	diff, ok := constDiff(lb, ub)
	if !ok {
		return false
	}
	if diff <= 0 {
		r.ReplaceOp(op, inits...)
		return true
	}
	w := intWidth(step.Type())
	s, ok := intConst(ConstantOf(step), w)
	if !ok {
		return false
	}
	body := op.Region(0).Front()
	if signExtend(s, w) >= diff {
		term := body.Last()
		r.InlineBlockBefore(body, op.Block(), op, append([]*Value{lb}, inits...))
		// The yielded values after inlining: arguments became inits.
		r.ReplaceOp(op, term.Operands()...)
		r.EraseOp(term)
		return true
	}
	if body.Len() != 1 {
		return false
	}
	yielded := body.Last().Operands()
	for _, v := range yielded {
		if op.IsAncestor(v.OwnerBlock().ParentOp()) {
			return false
		}
	}
	r.ReplaceOp(op, yielded...)
	return true
}

// combineIfs merges an scf.if into the scf.if right before it when both
// branch on the same condition (or one on its negation, `xori %c, true`):
// the regions are concatenated and the results of both come from the
// merged op.
func combineIfs(next *Operation, r *Rewriter) bool {
	prev := next.Prev()
	if prev == nil || prev.Name() != "scf.if" || prev.NumRegions() != 2 || next.NumRegions() != 2 {
		return false
	}
	var nextThen, nextElse *Block
	if next.Operand(0) == prev.Operand(0) {
		nextThen = next.Region(0).Front()
		if !next.Region(1).Empty() {
			nextElse = next.Region(1).Front()
		}
	}
	negates := func(a, b *Value) bool { // a is `xori b, true`
		x := a.DefiningOp()
		return x != nil && x.Name() == "arith.xori" && x.NumOperands() == 2 && x.Operand(0) == b && isIntConst(x.Operand(1), 1)
	}
	if negates(next.Operand(0), prev.Operand(0)) || negates(prev.Operand(0), next.Operand(0)) {
		nextElse = next.Region(0).Front()
		nextThen = nil
		if !next.Region(1).Empty() {
			nextThen = next.Region(1).Front()
		}
	}
	if nextThen == nil && nextElse == nil {
		return false
	}
	prevThenYield := prev.Region(0).Front().Last()
	var prevElseYielded []*Value
	if !prev.Region(1).Empty() {
		prevElseYielded = prev.Region(1).Front().Last().Operands()
	}
	for i, res := range prev.Results() {
		for _, u := range res.Uses() {
			owner := u.Owner()
			switch {
			case nextThen != nil && nextThen.Parent().IsAncestor(owner.ParentRegion()):
				r.ModifyOpInPlace(owner, func() { u.Set(prevThenYield.Operand(i)) })
			case nextElse != nil && i < len(prevElseYielded) && nextElse.Parent().IsAncestor(owner.ParentRegion()):
				r.ModifyOpInPlace(owner, func() { u.Set(prevElseYielded[i]) })
			}
		}
	}
	types := append(prev.ResultTypes(), next.ResultTypes()...)
	comb := r.Create(&OperationState{Name: "scf.if", Operands: []*Value{prev.Operand(0)}, ResultTypes: types,
		Regions: []*Region{NewRegion(), NewRegion()}, Loc: next.Loc})
	merge := func(into *Region, from *Block) {
		y1 := into.Front().Last()
		y2 := from.Last()
		r.MergeBlocks(from, into.Front(), nil)
		r.SetInsertionPointToEnd(into.Front())
		r.Create(&OperationState{Name: "scf.yield", Operands: append(y1.Operands(), y2.Operands()...), Loc: y2.Loc})
		r.EraseOp(y1)
		r.EraseOp(y2)
	}
	r.InlineRegionBefore(prev.Region(0), comb.Region(0), nil)
	if nextThen != nil {
		merge(comb.Region(0), nextThen)
	}
	r.InlineRegionBefore(prev.Region(1), comb.Region(1), nil)
	if nextElse != nil {
		if comb.Region(1).Empty() {
			r.InlineRegionBefore(nextElse.Parent(), comb.Region(1), nil)
		} else {
			merge(comb.Region(1), nextElse)
		}
	}
	n := prev.NumResults()
	r.ReplaceOp(prev, comb.Results()[:n]...)
	r.ReplaceOp(next, comb.Results()[n:]...)
	return true
}

// deadIterArg reports whether iter_arg i of scf.for op is dead: its result
// is unused and the argument only feeds, through ops without effects in
// the loop body, the value yielded back to it.
func deadIterArg(op *Operation, i int) bool {
	if op.Result(i).HasUses() {
		return false
	}
	body := op.Region(0).Front()
	yield := body.Last()
	seen := map[*Value]bool{}
	var visit func(v *Value) bool
	visit = func(v *Value) bool {
		if seen[v] {
			return true
		}
		seen[v] = true
		for _, u := range v.Uses() {
			user := u.Owner()
			if user == yield {
				if u.Index() != i {
					return false
				}
				continue
			}
			if user.Block() != body || user.NumRegions() > 0 || !WouldOpBeTriviallyDead(user) {
				return false
			}
			for _, r := range user.Results() {
				if !visit(r) {
					return false
				}
			}
		}
		return true
	}
	return visit(body.Arg(1 + i))
}

// sameValueIterArgs finds the iter_args of a loop that always hold one
// value defined outside it: iter_args that only receive each other's
// values (yielded around, e.g. swapped) and one value from outside (their
// inits, or that value yielded), as mlir-opt 22's canonicalization folds
// them. It returns, per iter_arg, that value or nil.
func sameValueIterArgs(inits []*Value, body *Block, yield *Operation) []*Value {
	n := len(inits)
	argIndex := make(map[*Value]int, n)
	for i := 0; i < n; i++ {
		argIndex[body.Arg(1+i)] = i
	}
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	cyclic := false
	for i := 0; i < n; i++ {
		if j, ok := argIndex[yield.Operand(i)]; ok && j != i {
			parent[find(i)] = find(j)
			cyclic = true
		}
	}
	if !cyclic {
		return nil
	}
	// The one value each class receives from outside (nil: none yet).
	outside := make([]*Value, n)
	bad := make([]bool, n)
	receive := func(c int, v *Value) {
		switch {
		case outside[c] == nil:
			outside[c] = v
		case outside[c] != v:
			bad[c] = true
		}
	}
	for i := 0; i < n; i++ {
		c := find(i)
		receive(c, inits[i])
		if j, ok := argIndex[yield.Operand(i)]; !ok {
			receive(c, yield.Operand(i))
		} else if find(j) != c {
			bad[c] = true
		}
	}
	size := make([]int, n)
	for i := 0; i < n; i++ {
		size[find(i)]++
	}
	same := make([]*Value, n)
	for i := 0; i < n; i++ {
		// A class of one iter_arg is the ordinary forwarding case.
		if c := find(i); size[c] > 1 && !bad[c] && outside[c] != nil {
			same[i] = outside[c]
		}
	}
	return same
}

// forOpIterArgsFolder drops the iter_args of an scf.for that are
// forwarded unchanged (the argument or the init yielded back), dead (see
// deadIterArg), or duplicates of an earlier one (same init and yielded
// value) (MLIR's ForOpIterArgsFolder).
func forOpIterArgsFolder(op *Operation, r *Rewriter) bool {
	if op.NumOperands() < 3 || op.NumRegions() != 1 || op.Region(0).Empty() {
		return false
	}
	inits := op.Operands()[3:]
	body := op.Region(0).Front()
	yield := body.Last()
	if len(inits) == 0 || yield == nil || yield.NumOperands() != len(inits) || body.NumArgs() != 1+len(inits) {
		return false
	}
	type pair struct{ init, yielded *Value }
	kept := map[pair]int{}
	same := sameValueIterArgs(inits, body, yield)
	changed := false
	keep := make([]bool, len(inits))
	transfer := make([]*Value, 1+len(inits))
	results := make([]*Value, len(inits))
	var newInits, newYields []*Value
	for i, init := range inits {
		arg, res, y := body.Arg(1+i), op.Result(i), yield.Operand(i)
		if arg == y || init == y || (!arg.HasUses() && !res.HasUses()) || deadIterArg(op, i) {
			changed = true
			transfer[1+i], results[i] = init, init
			continue
		}
		if same != nil && same[i] != nil {
			v := same[i]
			changed = true
			transfer[1+i], results[i] = v, v
			continue
		}
		if j, ok := kept[pair{init, y}]; ok {
			changed = true
			r.ReplaceAllUsesWith(arg, body.Arg(1+j))
			r.ReplaceAllUsesWith(res, op.Result(j))
			transfer[1+i], results[i] = init, init
			continue
		}
		kept[pair{init, y}] = i
		keep[i] = true
		newInits = append(newInits, init)
		newYields = append(newYields, y)
	}
	if !changed {
		return false
	}
	types := make([]Type, len(newInits))
	for k, v := range newInits {
		types[k] = v.Type()
	}
	nb := NewBlock(body.Arg(0).Type())
	for _, t := range types {
		nb.AddArgument(t, Location{})
	}
	reg := NewRegion()
	reg.AppendBlock(nb)
	n := r.Create(&OperationState{Name: op.Name(), Operands: append(op.Operands()[:3:3], newInits...), ResultTypes: types,
		Props: op.Props(), Attrs: op.Attrs(), Regions: []*Region{reg}, Loc: op.Loc})
	transfer[0] = nb.Arg(0)
	k := 0
	for i := range inits {
		if keep[i] {
			transfer[1+i] = nb.Arg(1 + k)
			results[i] = n.Result(k)
			k++
		}
	}
	r.MergeBlocks(body, nb, transfer)
	merged := nb.Last()
	var filtered []*Value
	for i := range inits {
		if keep[i] {
			filtered = append(filtered, merged.Operand(i))
		}
	}
	r.SetInsertionPointBefore(merged)
	r.Create(&OperationState{Name: merged.Name(), Operands: filtered, Loc: merged.Loc})
	r.EraseOp(merged)
	r.ReplaceOp(op, results...)
	return true
}
