package mergealloc

import (
	"fmt"
	"sort"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
)

// Names of the ops the symbolic rewrite creates besides views and
// affine.apply.
const (
	maxOpName = "arith.maxui"
)

// SymbolicBuffer is a buffer of dynamic shape without a bound that the
// symbolic plan (Options.Symbolic) placed in its scope's run-time arena.
type SymbolicBuffer struct {
	// Alloc is the memref.alloc (erased by the rewrite).
	Alloc *ir.Operation
	// ScopeID is its allocation scope's id.
	ScopeID int64
	// Size is its size in bytes as an expression of its dynamic sizes
	// ("4 * d0 * d1", d the dynamic sizes in order), rounded up to the
	// alignment.
	Size string
	// Below lists the buffers (indices in the scope's symbolic buffers)
	// it is placed above: its offset is the largest of their ends (0 when
	// there are none).
	Below []int
}

// symbolicCandidate reports whether lt (a buffer left alone for its
// dynamic shape) can be placed symbolically in the scope block blk: every
// dynamic size dominates the scope's entry, the element has a fixed size
// and its alignment divides the pass alignment. It returns the element
// size in bytes.
func symbolicCandidate(lt *AllocLifetime, blk *ir.Block, align int64) (int64, bool) {
	if lt.Reason != report.ReasonDynamicShape || lt.Untraceable {
		return 0, false
	}
	a := lt.Alloc
	mt, ok := a.Result(0).Type().(*ir.MemRefType)
	if !ok || !mt.HasIdentityLayout() || a.NumOperands() != numDynamic(mt.Shape) || a.NumOperands() == 0 {
		return 0, false
	}
	if at, ok := a.Attr("alignment").(*ir.IntegerAttr); ok && (at.Big != nil || at.Value <= 0 || align%at.Value != 0) {
		return 0, false
	}
	one := make([]int64, len(mt.Shape))
	for i, d := range mt.Shape {
		one[i] = d
		if d == ir.Dynamic {
			one[i] = 1
		}
	}
	bytes, elemAlign, err := (&ir.MemRefType{Shape: one, Elem: mt.Elem, MemorySpace: mt.MemorySpace}).ByteSize()
	if err != nil || elemAlign <= 0 || align%elemAlign != 0 || bytes <= 0 {
		return 0, false
	}
	scope := blk.ParentOp()
	for _, v := range a.Operands() {
		if !dominatesEntry(v, blk, scope) {
			return 0, false
		}
	}
	return bytes, true
}

// dominatesEntry reports whether v is available at the start of blk (the
// entry block of the scope op scope's region): an argument of blk, or a
// value defined outside scope by an op before scope's ancestor in that
// op's block (or an argument of a block that holds scope).
func dominatesEntry(v *ir.Value, blk *ir.Block, scope *ir.Operation) bool {
	if v.IsBlockArgument() {
		b := v.OwnerBlock()
		if b == blk {
			return true
		}
		for o := scope; o != nil; o = o.ParentOp() {
			if o.Block() == b {
				return true
			}
		}
		return false
	}
	def := v.DefiningOp()
	for o := scope; o != nil; o = o.ParentOp() {
		if o.Block() == def.Block() {
			return def != o && def.IsBeforeInBlock(o)
		}
	}
	return false
}

// PlanSymbolic is the symbolic plan (issue 25 item 4, Options.Symbolic):
// in every allocation scope whose buffers of dynamic shape left to
// run-time allocation (no bound) number at least two and have sizes
// available at the scope's entry, it computes at the entry each buffer's
// size (rounded up to the alignment) and its offset, the largest end of
// the buffers placed before it whose lifetimes overlap its own (buffers
// whose lifetimes are ordered share space), allocates one
// memref<?xi8> of the largest end, and turns each alloc into a
// memref.view of it with its real sizes, erasing its deallocs (the arena
// is freed at the end of a single-block scope when one was freed). Run it
// after the static rewrite. It returns the buffers it placed.
func PlanSymbolic(fn *ir.Operation, scopes *MemoryTraceScopes, opts Options) ([]*SymbolicBuffer, error) {
	align := max(opts.Alignment, 1)
	scopeOps := map[int64]*ir.Operation{}
	for _, s := range scopes.Scopes {
		scopeOps[s.ID] = s.Op
	}
	type key struct {
		blk   *ir.Block
		space string
	}
	type cand struct {
		lt    *AllocLifetime
		elem  int64
		scope *ir.Operation
	}
	groups := map[key][]cand{}
	var order []key
	for _, lt := range scopes.Lifetimes {
		scope := scopeOps[lt.ScopeID]
		if scope == nil {
			continue
		}
		blk := scopeBlockOf(lt.Alloc, scope)
		if blk == nil {
			continue
		}
		elem, ok := symbolicCandidate(lt, blk, align)
		if !ok {
			continue
		}
		k := key{blk: blk}
		if sp := lt.Alloc.Result(0).Type().(*ir.MemRefType).MemorySpace; sp != nil {
			k.space = sp.String()
		}
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], cand{lt, elem, scope})
	}
	var out []*SymbolicBuffer
	for _, k := range order {
		cs := groups[k]
		if len(cs) < 2 {
			continue // one buffer: one allocation either way
		}
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].lt.First < cs[j].lt.First })
		b := ir.NewBuilder()
		b.SetInsertionPointToStart(k.blk)
		loc := cs[0].lt.Alloc.Loc
		var ends []*ir.Value
		offsets := make([]*ir.Value, len(cs))
		freed := false
		first := len(out)
		for i, c := range cs {
			a := c.lt.Alloc
			// size = ceil(elem * d0 * d1 ... / align) * align
			var e *ir.AffineExpr = ir.ConstExpr(c.elem)
			var names []string
			for j := range a.Operands() {
				e = ir.AffineMulExpr(e, ir.SymExpr(j))
				names = append(names, fmt.Sprintf("d%d", j))
			}
			if align > 1 {
				e = ir.AffineMulExpr(ir.AffineBin(ir.AffineCeilDiv, e, ir.ConstExpr(align)), ir.ConstExpr(align))
			}
			m := &ir.AffineMap{NumSyms: a.NumOperands(), Results: []*ir.AffineExpr{e}}
			size := createApply(b, m, a.Operands(), a.Loc)
			sb := &SymbolicBuffer{Alloc: a, ScopeID: c.lt.ScopeID, Size: fmt.Sprintf("%d * %s", c.elem, strings.Join(names, " * "))}
			if align > 1 {
				sb.Size = fmt.Sprintf("align(%s, %d)", sb.Size, align)
			}
			// Offset: above every earlier buffer whose lifetime overlaps.
			var off *ir.Value
			for j := 0; j < i; j++ {
				if cs[j].lt.Last < c.lt.First || c.lt.Last < cs[j].lt.First {
					continue
				}
				sb.Below = append(sb.Below, j)
				if off == nil {
					off = ends[j]
				} else {
					off = b.Create(&ir.OperationState{Name: maxOpName, Operands: []*ir.Value{off, ends[j]},
						ResultTypes: []ir.Type{ir.Index}, Loc: a.Loc}).Result(0)
				}
			}
			if off == nil {
				off = b.Create(&ir.OperationState{Name: constantOpName, ResultTypes: []ir.Type{ir.Index},
					Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(0, ir.Index)}}, Loc: a.Loc}).Result(0)
				ends = append(ends, size)
			} else {
				ends = append(ends, b.Create(&ir.OperationState{Name: "arith.addi", Operands: []*ir.Value{off, size},
					ResultTypes: []ir.Type{ir.Index}, Loc: a.Loc}).Result(0))
			}
			offsets[i] = off
			out = append(out, sb)
		}
		total := ends[0]
		for _, e := range ends[1:] {
			total = b.Create(&ir.OperationState{Name: maxOpName, Operands: []*ir.Value{total, e},
				ResultTypes: []ir.Type{ir.Index}, Loc: loc}).Result(0)
		}
		space := cs[0].lt.Alloc.Result(0).Type().(*ir.MemRefType).MemorySpace
		arena := b.Create(&ir.OperationState{
			Name:        allocOpName,
			Operands:    []*ir.Value{total},
			ResultTypes: []ir.Type{&ir.MemRefType{Shape: []int64{ir.Dynamic}, Elem: ir.I8, MemorySpace: space}},
			ResultNames: []string{"alloc"},
			Props: []ir.NamedAttr{
				{Name: "alignment", Value: ir.IntAttr(align, ir.I64)},
				{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(1, 0)},
			},
			Loc: loc,
		}).Result(0)
		for i, c := range cs {
			a := c.lt.Alloc
			res := a.Result(0)
			b.SetInsertionPointBefore(a)
			v := b.Create(&ir.OperationState{Name: viewOpName, Operands: append([]*ir.Value{arena, offsets[i]}, a.Operands()...),
				ResultTypes: []ir.Type{res.Type()}, ResultNames: []string{res.NameHint}, Loc: a.Loc}).Result(0)
			for _, u := range res.Uses() {
				if owner := u.Owner(); DeallocOf(owner) == res {
					owner.Erase()
					freed = true
				}
			}
			res.ReplaceAllUsesWith(v)
			a.Erase()
			c.lt.Symbolic = out[first+i]
		}
		if term := k.blk.Terminator(); freed && term != nil && len(k.blk.Parent().Blocks()) == 1 {
			b.SetInsertionPointBefore(term)
			b.Create(&ir.OperationState{Name: deallocOpName, Operands: []*ir.Value{arena}, Loc: term.Loc})
		}
	}
	return out, nil
}

// scopeBlockOf returns the entry block of the region of scope that holds
// op (nil when op is not inside scope).
func scopeBlockOf(op, scope *ir.Operation) *ir.Block {
	for o := op; o != nil; o = o.ParentOp() {
		if r := o.ParentRegion(); r != nil && r.ParentOp() == scope {
			return r.Front()
		}
	}
	return nil
}
