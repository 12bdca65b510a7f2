package transforms

import (
	"hash/maphash"
	"slices"
	"sort"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// CSE is the cse pass: MLIR's common sub-expression elimination. Ops are
// visited in dominance order (blocks along the dominator tree, regions
// nested in an op before the op itself) with a scoped table of the ops seen
// so far; an op equivalent to a visible one (same name, attributes, result
// types and operands, in any order for a Commutative op, and equivalent
// regions) is replaced by it. Ops with memory effects are kept, except ops
// that only read, which are replaced by an equivalent earlier read of the
// same block when no op between them may write. Trivially dead ops met on
// the way are erased.
var CSE = &passes.Pass{
	Name:        "cse",
	Summary:     "Eliminate common sub-expressions",
	DisplayName: "CSE",
	Run: func(c *passes.Context) error {
		if !EliminateCommonSubExpressions(c.Op) {
			c.PreserveAll()
		}
		return nil
	},
}

func init() {
	passes.Register(CSE)
}

// EliminateCommonSubExpressions runs CSE on the regions of op and reports
// whether it changed anything.
func EliminateCommonSubExpressions(op *ir.Operation) bool {
	c := &cse{seed: maphash.MakeSeed(), table: map[uint64][]*ir.Operation{}, ids: map[*ir.Value]uint64{}}
	for _, r := range op.Regions() {
		c.region(r)
	}
	for _, o := range c.toErase {
		for _, v := range o.Results() {
			for _, u := range v.Uses() {
				u.Owner().SetOperand(u.Index(), nil)
			}
		}
		o.Erase()
	}
	return len(c.toErase) > 0
}

// cse is the state of one run: the scoped table (hash to the ops with the
// hash, innermost last) and the ops to erase at the end.
type cse struct {
	seed    maphash.Seed
	table   map[uint64][]*ir.Operation
	scopes  [][]uint64
	toErase []*ir.Operation
	// ids numbers the values hashed so far.
	ids map[*ir.Value]uint64
}

func (c *cse) pushScope() { c.scopes = append(c.scopes, nil) }

func (c *cse) popScope() {
	keys := c.scopes[len(c.scopes)-1]
	c.scopes = c.scopes[:len(c.scopes)-1]
	for i := len(keys) - 1; i >= 0; i-- {
		l := c.table[keys[i]]
		if len(l) == 1 {
			delete(c.table, keys[i])
		} else {
			c.table[keys[i]] = l[:len(l)-1]
		}
	}
}

func (c *cse) insert(op *ir.Operation) {
	h := c.hash(op)
	c.table[h] = append(c.table[h], op)
	c.scopes[len(c.scopes)-1] = append(c.scopes[len(c.scopes)-1], h)
}

func (c *cse) lookup(op *ir.Operation) *ir.Operation {
	l := c.table[c.hash(op)]
	for i := len(l) - 1; i >= 0; i-- {
		if equivalent(l[i], op) {
			return l[i]
		}
	}
	return nil
}

// withTable runs f with an empty table (for regions isolated from above),
// restoring the current one after.
func (c *cse) withTable(f func()) {
	table, scopes := c.table, c.scopes
	c.table, c.scopes = map[uint64][]*ir.Operation{}, nil
	f()
	c.table, c.scopes = table, scopes
}

func (c *cse) region(r *ir.Region) {
	if r.IsImplied() {
		return // a linalg payload: nothing to share with the outside
	}
	blocks := r.Blocks()
	if len(blocks) == 0 {
		return
	}
	ssa := ir.HasSSADominance(r)
	if len(blocks) == 1 {
		c.pushScope()
		c.block(blocks[0], ssa)
		c.popScope()
		return
	}
	if !ssa {
		return
	}
	dom := ir.NewDomTree(r)
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		c.pushScope()
		c.block(b, ssa)
		for _, ch := range dom.Children(b) {
			visit(ch)
		}
		c.popScope()
	}
	visit(blocks[0])
}

func (c *cse) block(b *ir.Block, ssa bool) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumRegions() > 0 {
			if op.Def() == nil || op.HasTrait(ir.IsolatedFromAbove) {
				c.withTable(func() {
					for _, r := range op.Regions() {
						c.region(r)
					}
				})
			} else {
				for _, r := range op.Regions() {
					c.region(r)
				}
			}
		}
		c.simplify(op, ssa)
	}
}

// simplify records op or replaces it with an equivalent known op.
func (c *cse) simplify(op *ir.Operation, ssa bool) {
	if op.HasTrait(ir.Terminator) {
		return
	}
	if ir.IsOpTriviallyDead(op) {
		c.toErase = append(c.toErase, op)
		return
	}
	for _, r := range op.Regions() {
		if len(r.Blocks()) > 1 {
			return
		}
	}
	if !ir.HasNoEffect(op) {
		if !onlyReads(op) {
			return
		}
		if prev := c.lookup(op); prev != nil && prev.Block() == op.Block() && !writesBetween(prev, op) {
			c.replace(op, prev, ssa)
			return
		}
		c.insert(op)
		return
	}
	if prev := c.lookup(op); prev != nil {
		c.replace(op, prev, ssa)
		return
	}
	c.insert(op)
}

func (c *cse) replace(op, prev *ir.Operation, ssa bool) {
	if ssa {
		for i, v := range op.Results() {
			v.ReplaceAllUsesWith(prev.Result(i))
		}
		c.toErase = append(c.toErase, op)
	} else {
		for i, v := range op.Results() {
			v.ReplaceUsesIf(prev.Result(i), func(u *ir.OpOperand) bool { return c.lookup(u.Owner()) == nil })
		}
		used := false
		for _, v := range op.Results() {
			used = used || v.HasUses()
		}
		if !used {
			c.toErase = append(c.toErase, op)
		}
	}
	if prev.Loc.IsUnknown() && !op.Loc.IsUnknown() {
		prev.Loc = op.Loc
	}
}

// hasEffectInterface reports whether op declares its own memory effects
// (MLIR's MemoryEffectOpInterface): Pure ops and ops with an Effects hook.
func hasEffectInterface(op *ir.Operation) bool {
	d := op.Def()
	return d != nil && (d.Traits&ir.Pure != 0 || d.Effects != nil)
}

// ownEffects returns op's own declared effects (not those of nested ops).
func ownEffects(op *ir.Operation) []ir.MemoryEffect {
	d := op.Def()
	if d == nil || d.Traits&ir.Pure != 0 || d.Effects == nil {
		return nil
	}
	return d.Effects(op)
}

// onlyReads reports whether op declares effects and they are all reads.
func onlyReads(op *ir.Operation) bool {
	if !hasEffectInterface(op) {
		return false
	}
	for _, e := range ownEffects(op) {
		if e.Kind != ir.EffectRead {
			return false
		}
	}
	return true
}

// writesBetween reports whether an op strictly between from and to (in one
// block) may write: it declares a write, or declares no effects at all.
func writesBetween(from, to *ir.Operation) bool {
	for o := from.Next(); o != nil && o != to; o = o.Next() {
		if !hasEffectInterface(o) {
			return true
		}
		for _, e := range ownEffects(o) {
			if e.Kind == ir.EffectWrite {
				return true
			}
		}
	}
	return false
}

// hash hashes what equivalent ops share: name, attributes, result types
// and operands (as a set for Commutative ops); regions are left out.
func (c *cse) hash(op *ir.Operation) uint64 {
	var h maphash.Hash
	h.SetSeed(c.seed)
	h.WriteString(op.Name())
	for _, a := range sortedAttrs(op) {
		h.WriteString(a.Name)
		h.WriteString(a.Value.String())
	}
	for _, t := range op.ResultTypes() {
		h.WriteString(t.String())
	}
	ids := make([]uint64, op.NumOperands())
	for i, v := range op.Operands() {
		ids[i] = c.valueID(v)
	}
	if op.HasTrait(ir.Commutative) {
		slices.Sort(ids)
	}
	for _, id := range ids {
		var b [8]byte
		for k := range b {
			b[k] = byte(id >> (8 * k))
		}
		h.Write(b[:])
	}
	return h.Sum64()
}

// valueID numbers v for hashing (stable for the run).
func (c *cse) valueID(v *ir.Value) uint64 {
	if id, ok := c.ids[v]; ok {
		return id
	}
	id := uint64(len(c.ids) + 1)
	c.ids[v] = id
	return id
}

func sortedAttrs(op *ir.Operation) []ir.NamedAttr {
	l := append(append([]ir.NamedAttr(nil), op.Props()...), op.Attrs()...)
	sort.SliceStable(l, func(i, j int) bool { return l[i].Name < l[j].Name })
	return l
}

// equivalent reports whether a and b compute the same thing (MLIR's
// OperationEquivalence::isEquivalentTo, ignoring locations).
func equivalent(a, b *ir.Operation) bool {
	return equivalentWith(a, b, nil, false)
}

// equivalentWith compares a and b, where values defined inside regions
// being compared map a's to b's through m; nested ops (inside compared
// regions) have their successors compared by the caller.
func equivalentWith(a, b *ir.Operation, m map[*ir.Value]*ir.Value, nested bool) bool {
	if a == b {
		return true
	}
	if a.Name() != b.Name() || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || len(a.Successors()) != len(b.Successors()) {
		return false
	}
	aa, ba := sortedAttrs(a), sortedAttrs(b)
	if len(aa) != len(ba) {
		return false
	}
	for i := range aa {
		if aa[i].Name != ba[i].Name || !ir.AttrsEqual(aa[i].Value, ba[i].Value) {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if !ir.TypesEqual(a.Result(i).Type(), b.Result(i).Type()) {
			return false
		}
	}
	for i, s := range a.Successors() {
		if !nested && s != b.Successors()[i] {
			return false
		}
	}
	same := func(x, y *ir.Value) bool {
		if mx, ok := m[x]; ok {
			return mx == y
		}
		return x == y
	}
	if a.HasTrait(ir.Commutative) {
		used := make([]bool, b.NumOperands())
	next:
		for _, x := range a.Operands() {
			for j, y := range b.Operands() {
				if !used[j] && same(x, y) {
					used[j] = true
					continue next
				}
			}
			return false
		}
	} else {
		for i := 0; i < a.NumOperands(); i++ {
			if !same(a.Operand(i), b.Operand(i)) {
				return false
			}
		}
	}
	if a.NumRegions() == 0 {
		return true
	}
	if m == nil {
		m = map[*ir.Value]*ir.Value{}
	}
	for i := 0; i < a.NumRegions(); i++ {
		if !regionsEquivalent(a.Region(i), b.Region(i), m) {
			return false
		}
	}
	return true
}

func regionsEquivalent(ra, rb *ir.Region, m map[*ir.Value]*ir.Value) bool {
	ba, bb := ra.Blocks(), rb.Blocks()
	if len(ba) != len(bb) {
		return false
	}
	for i := range ba {
		x, y := ba[i], bb[i]
		if x.NumArgs() != y.NumArgs() || x.Len() != y.Len() {
			return false
		}
		for k, a := range x.Args() {
			if !ir.TypesEqual(a.Type(), y.Arg(k).Type()) {
				return false
			}
			m[a] = y.Arg(k)
		}
	}
	for i := range ba {
		for oa, ob := ba[i].First(), bb[i].First(); oa != nil; oa, ob = oa.Next(), ob.Next() {
			for k, s := range oa.Successors() {
				if s.Index() != ob.Successors()[k].Index() {
					return false
				}
			}
			if !equivalentWith(oa, ob, m, true) {
				return false
			}
			for k, r := range oa.Results() {
				m[r] = ob.Result(k)
			}
		}
	}
	return true
}
