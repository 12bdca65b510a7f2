// Package greedy is memopt's greedy pattern rewrite driver, MLIR's
// applyPatternsGreedily (GreedyPatternRewriteDriver): it applies folders and
// rewrite patterns (ir.Pattern) to the ops of a region until nothing
// changes, the way mlir-opt's canonicalize does, so that memopt's output
// matches mlir-opt's byte for byte.
//
// One iteration: the ops of the region are put on a worklist (pre-order and
// then processed in order for top-down, post-order for bottom-up); constants
// met on the way are deduplicated and hoisted to the entry block of the
// enclosing region isolated from above (MLIR's OperationFolder). Then, op
// by op: a trivially dead op is erased; an op that folds (ir.Fold) is
// replaced by the folded values, constants materialized by its dialect
// right before it; otherwise the patterns that apply to it are tried by
// decreasing benefit. Every change a pattern makes through the ir.Rewriter
// puts the ops it affects back on the worklist. After the worklist, region
// simplification erases unreachable blocks and dead ops and block
// arguments. Iterations repeat while something changed, up to
// Config.MaxIterations.
package greedy

import (
	"github.com/memopt/memopt/ir"
)

// RegionSimplify is the level of region simplification between
// iterations (MLIR's GreedySimplifyRegionLevel).
type RegionSimplify int

// Region simplification levels; the zero value is Normal, canonicalize's
// default.
const (
	// Normal erases unreachable blocks, dead ops and dead block arguments.
	Normal RegionSimplify = iota
	// Disabled does no region simplification.
	Disabled
	// Aggressive also merges identical blocks (not implemented yet: it
	// does what Normal does).
	Aggressive
)

// NoLimit as MaxIterations or MaxNumRewrites means no limit.
const NoLimit = -1

// DefaultMaxIterations is MLIR's default iteration limit.
const DefaultMaxIterations = 10

// Config configures a run of the driver (MLIR's GreedyRewriteConfig). The
// zero value is canonicalize's default configuration.
type Config struct {
	// BottomUp seeds the worklist in post-order instead of canonicalize's
	// default top-down order (MLIR's useTopDownTraversal = false).
	BottomUp bool
	// RegionSimplify is the region simplification level.
	RegionSimplify RegionSimplify
	// MaxIterations bounds the iterations; 0 means
	// DefaultMaxIterations, NoLimit none.
	MaxIterations int
	// MaxNumRewrites bounds the pattern rewrites in one iteration; 0 or
	// NoLimit means no limit.
	MaxNumRewrites int
	// NoFold disables folding (ir.Fold).
	NoFold bool
	// NoConstantCSE disables the deduplication and hoisting of constants.
	NoConstantCSE bool
	// Listener, when set, is told of every change too.
	Listener ir.RewriteListener
}

// Apply applies patterns and folders greedily to the ops nested in each
// region of op, which should be isolated from above (a module or a
// function). It returns whether the rewrite converged (the last iteration
// changed nothing) and whether it changed anything.
func Apply(op *ir.Operation, patterns *ir.FrozenPatternSet, cfg Config) (converged, changed bool) {
	converged = true
	for _, r := range op.Regions() {
		c, ch := ApplyRegion(r, patterns, cfg)
		converged = converged && c
		changed = changed || ch
	}
	return converged, changed
}

// ApplyRegion is Apply on one region.
func ApplyRegion(region *ir.Region, patterns *ir.FrozenPatternSet, cfg Config) (converged, changed bool) {
	if patterns == nil {
		patterns = ir.NewPatternSet().Freeze(nil)
	}
	d := &driver{cfg: cfg, patterns: patterns, scope: region, index: map[*ir.Operation]int{}}
	d.rw = ir.NewRewriter(d)
	maxIter := cfg.MaxIterations
	if maxIter == 0 {
		maxIter = DefaultMaxIterations
	}
	iteration := 0
	again := false
	for {
		iteration++
		if maxIter != NoLimit && iteration > maxIter {
			break
		}
		d.clearWorklist()
		d.populate(region)
		again = d.processWorklist()
		if cfg.RegionSimplify != Disabled {
			if SimplifyRegions(d.rw, []*ir.Region{region}) {
				again = true
			}
		}
		if !again {
			break
		}
	}
	return !again, iteration > 1
}

// driver is the state of one ApplyRegion run; it is the listener of its
// rewriter.
type driver struct {
	cfg      Config
	patterns *ir.FrozenPatternSet
	scope    *ir.Region
	rw       *ir.Rewriter
	// worklist holds ops to visit, popped from the end; index maps an op
	// on it to its position (removed ops leave a nil hole).
	worklist []*ir.Operation
	index    map[*ir.Operation]int
}

func (d *driver) clearWorklist() {
	d.worklist = d.worklist[:0]
	clear(d.index)
}

func (d *driver) push(op *ir.Operation) {
	if _, ok := d.index[op]; ok {
		return
	}
	d.index[op] = len(d.worklist)
	d.worklist = append(d.worklist, op)
}

func (d *driver) pop() *ir.Operation {
	for len(d.worklist) > 0 {
		op := d.worklist[len(d.worklist)-1]
		d.worklist = d.worklist[:len(d.worklist)-1]
		if op != nil {
			delete(d.index, op)
			return op
		}
	}
	return nil
}

func (d *driver) remove(op *ir.Operation) {
	if i, ok := d.index[op]; ok {
		d.worklist[i] = nil
		delete(d.index, op)
	}
}

func (d *driver) reverse() {
	w := d.worklist
	for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
		w[i], w[j] = w[j], w[i]
	}
	for i, op := range w {
		if op != nil {
			d.index[op] = i
		}
	}
}

// addToWorklist adds op and its ancestors inside the scope (op first, so
// that the outermost is visited first); ops outside the scope are ignored.
func (d *driver) addToWorklist(op *ir.Operation) {
	var ancestors [8]*ir.Operation
	anc := ancestors[:0]
	for op != nil {
		anc = append(anc, op)
		r := op.ParentRegion()
		if r == d.scope {
			for _, a := range anc {
				d.push(a)
			}
			return
		}
		if r == nil {
			return
		}
		op = r.ParentOp()
	}
}

// populate seeds the worklist with the region's ops, deduplicating and
// hoisting constants on the way.
func (d *driver) populate(region *ir.Region) {
	f := newFolder(d.rw)
	known := func(op *ir.Operation) bool { // false: op was erased
		if d.cfg.NoConstantCSE {
			return true
		}
		if c := ir.ConstantValue(op); c != nil {
			return f.insertKnownConstant(op, c)
		}
		return true
	}
	if d.cfg.BottomUp {
		for _, b := range region.Blocks() {
			for o := b.First(); o != nil; {
				next := o.Next()
				ir.WalkPost(o, func(op *ir.Operation) {
					if known(op) {
						d.addToWorklist(op)
					}
				})
				o = next
			}
		}
		return
	}
	for _, b := range region.Blocks() {
		for o := b.First(); o != nil; {
			next := o.Next()
			ir.Walk(o, func(op *ir.Operation) ir.WalkResult {
				if known(op) {
					d.addToWorklist(op)
					return ir.WalkAdvance
				}
				return ir.WalkSkip
			})
			o = next
		}
	}
	d.reverse()
}

func (d *driver) processWorklist() bool {
	changed := false
	rewrites := 0
	for {
		if d.cfg.MaxNumRewrites > 0 && rewrites >= d.cfg.MaxNumRewrites {
			break
		}
		op := d.pop()
		if op == nil {
			break
		}
		if ir.IsOpTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if !d.cfg.NoFold && !op.HasTrait(ir.ConstantLike) && d.tryFold(op) {
			changed = true
			continue
		}
		if d.patterns.MatchAndRewrite(op, d.rw) {
			changed = true
			rewrites++
		}
	}
	return changed
}

// tryFold folds op and replaces it (or records it modified in place);
// it reports whether op changed.
func (d *driver) tryFold(op *ir.Operation) bool {
	res, ok := ir.Fold(op)
	if !ok {
		return false
	}
	if len(res) == 0 {
		d.OperationModified(op)
		return true
	}
	if len(res) != op.NumResults() {
		panic("greedy: the folder of " + op.Name() + " returned the wrong number of results")
	}
	blk, before := d.rw.InsertionPoint()
	defer d.rw.RestoreInsertionPoint(blk, before)
	d.rw.SetInsertionPointBefore(op)
	vals := make([]*ir.Value, len(res))
	var made []*ir.Operation
	for i, r := range res {
		if r.Value != nil {
			vals[i] = r.Value
			continue
		}
		c := ir.MaterializeConstant(&d.rw.Builder, op.Dialect(), r.Attr, op.Result(i).Type(), op.Loc)
		if c == nil {
			for _, m := range made {
				d.rw.EraseOp(m)
			}
			return false
		}
		made = append(made, c)
		vals[i] = c.Result(0)
	}
	d.rw.ReplaceOp(op, vals...)
	return true
}

// addOperandsToWorklist revisits the defining ops of values that are now
// used at most once (they may be dead, or single uses may enable more).
func (d *driver) addOperandsToWorklist(vals []*ir.Value) {
	for _, v := range vals {
		if v == nil || (v.HasUses() && !v.HasOneUse()) {
			continue
		}
		if def := v.DefiningOp(); def != nil {
			d.addToWorklist(def)
		}
	}
}

// OperationInserted implements ir.RewriteListener.
func (d *driver) OperationInserted(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.OperationInserted(op)
	}
	d.addToWorklist(op)
}

// BlockInserted implements ir.RewriteListener.
func (d *driver) BlockInserted(b *ir.Block) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.BlockInserted(b)
	}
}

// OperationModified implements ir.RewriteListener.
func (d *driver) OperationModified(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.OperationModified(op)
	}
	d.addToWorklist(op)
}

// OperationReplaced implements ir.RewriteListener.
func (d *driver) OperationReplaced(op *ir.Operation, vals []*ir.Value) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.OperationReplaced(op, vals)
	}
}

// OperationErased implements ir.RewriteListener.
func (d *driver) OperationErased(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.OperationErased(op)
	}
	d.addOperandsToWorklist(op.Operands())
	d.remove(op)
}

// BlockErased implements ir.RewriteListener.
func (d *driver) BlockErased(b *ir.Block) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.BlockErased(b)
	}
}

// MatchFailure implements ir.RewriteListener.
func (d *driver) MatchFailure(op *ir.Operation, reason string) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.MatchFailure(op, reason)
	}
}
