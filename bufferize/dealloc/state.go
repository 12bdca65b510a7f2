package dealloc

import (
	"sort"

	"github.com/memopt/memopt/ir"
)

// ownershipKind is the lattice state of an Ownership.
type ownershipKind uint8

const (
	ownUninitialized ownershipKind = iota
	ownUnique
	ownUnknown
)

// Ownership is the ownership of a memref value in a block (MLIR's
// bufferization::Ownership): uninitialized, unique with an i1 indicator
// that is true at run time when the block must free the buffer, or unknown
// (several indicators met and none is known to win).
type Ownership struct {
	kind      ownershipKind
	indicator *ir.Value
}

// Unique returns the unique ownership with indicator ind.
func Unique(ind *ir.Value) Ownership { return Ownership{kind: ownUnique, indicator: ind} }

// IsUninitialized reports whether no ownership was recorded.
func (o Ownership) IsUninitialized() bool { return o.kind == ownUninitialized }

// IsUnique reports whether one indicator decides the ownership.
func (o Ownership) IsUnique() bool { return o.kind == ownUnique }

// IsUnknown reports whether the ownership is unknown.
func (o Ownership) IsUnknown() bool { return o.kind == ownUnknown }

// Indicator returns the i1 indicator of a unique ownership (nil otherwise).
func (o Ownership) Indicator() *ir.Value { return o.indicator }

// combined joins o and other in the lattice: two unique ownerships stay
// unique when their indicators are the same value or equal constants.
func (o Ownership) combined(other Ownership) Ownership {
	switch {
	case other.IsUninitialized():
		return o
	case o.IsUninitialized():
		return other
	case !o.IsUnique() || !other.IsUnique():
		return Ownership{kind: ownUnknown}
	case sameConstantOrValue(o.indicator, other.indicator):
		return o
	}
	return Ownership{kind: ownUnknown}
}

// boolConst returns the value of an i1 (or other integer) constant.
func boolConst(v *ir.Value) (int64, bool) {
	if n, ok := ir.ConstantInt(v); ok {
		return n, true
	}
	if op := v.DefiningOp(); op != nil && op.HasTrait(ir.ConstantLike) {
		if b, ok := op.Attr("value").(*ir.BoolAttr); ok {
			if b.Value {
				return 1, true
			}
			return 0, true
		}
	}
	return 0, false
}

// sameConstantOrValue is MLIR's isEqualConstantIntOrValue.
func sameConstantOrValue(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	x, ok1 := boolConst(a)
	y, ok2 := boolConst(b)
	return ok1 && ok2 && x == y
}

// isConstTrue reports whether v is a constant one (MLIR's m_One).
func isConstTrue(v *ir.Value) bool {
	n, ok := boolConst(v)
	return ok && n == 1
}

// ownKey indexes the ownership map.
type ownKey struct {
	v *ir.Value
	b *ir.Block
}

// State is the analysis state of the deallocation of one function (MLIR's
// DeallocationState): the ownership of each memref per block, the memrefs
// each block may have to free, and the block liveness.
type State struct {
	owner     map[ownKey]Ownership
	toFree    map[*ir.Block][]*ir.Value
	live      *liveness
	symbols   *ir.Symbols
	dynamicFn bool
}

// newState prepares the state for deallocating fn.
func newState(fn *ir.Operation, privateFuncDynamicOwnership bool) *State {
	s := &State{owner: map[ownKey]Ownership{}, toFree: map[*ir.Block][]*ir.Value{},
		live: newLiveness(fn), dynamicFn: privateFuncDynamicOwnership}
	for p := fn.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.SymbolTable) {
			s.symbols = ir.NewSymbols(p)
			break
		}
	}
	return s
}

// UpdateOwnership joins o into the ownership of memref in block b (the
// block defining memref when b is nil).
func (s *State) UpdateOwnership(memref *ir.Value, o Ownership, b *ir.Block) {
	if b == nil {
		b = memref.OwnerBlock()
	}
	k := ownKey{memref, b}
	s.owner[k] = s.owner[k].combined(o)
}

// ResetOwnerships forgets the ownership of memrefs in block b.
func (s *State) ResetOwnerships(memrefs []*ir.Value, b *ir.Block) {
	for _, v := range memrefs {
		s.owner[ownKey{v, b}] = Ownership{}
	}
}

// GetOwnership returns the ownership of memref in block b.
func (s *State) GetOwnership(memref *ir.Value, b *ir.Block) Ownership {
	return s.owner[ownKey{memref, b}]
}

// AddMemrefToDeallocate records that block b may have to free memref.
func (s *State) AddMemrefToDeallocate(memref *ir.Value, b *ir.Block) {
	s.toFree[b] = append(s.toFree[b], memref)
}

// liveMemrefsIn returns the memrefs live on entry to b, in MLIR's value
// order.
func (s *State) liveMemrefsIn(b *ir.Block) []*ir.Value {
	var out []*ir.Value
	for v := range s.live.in[b] {
		if isMemref(v) {
			out = append(out, v)
		}
	}
	sortValues(out)
	return out
}

// MemrefsToRetain returns what a dealloc at the end of from must keep
// alive: the memrefs among the forwarded operands, then the memrefs live
// out of from (and into to, unless to is nil) in MLIR's value order.
func (s *State) MemrefsToRetain(from, to *ir.Block, forwarded []*ir.Value) []*ir.Value {
	var out []*ir.Value
	for _, v := range forwarded {
		if isMemref(v) {
			out = append(out, v)
		}
	}
	var live []*ir.Value
	for v := range s.live.out[from] {
		if !isMemref(v) {
			continue
		}
		if to != nil {
			if _, ok := s.live.in[to][v]; !ok {
				continue
			}
		}
		live = append(live, v)
	}
	sortValues(live)
	return append(out, live...)
}

// MemrefsAndConditionsToDeallocate returns the base buffers (through
// memref.extract_strided_metadata, created by bld) and the ownership
// indicators of every memref block b may have to free.
func (s *State) MemrefsAndConditionsToDeallocate(bld *ir.Builder, loc ir.Location, b *ir.Block) (memrefs, conds []*ir.Value, err error) {
	for _, m := range s.toFree[b] {
		o := s.owner[ownKey{m, b}]
		if !o.IsUnique() {
			return nil, nil, ir.Errorf(valueLoc(m).Position(), "MemRef value does not have valid ownership")
		}
		if ut, ok := m.Type().(*ir.UnrankedMemRefType); ok {
			m = reinterpretAsRank0(bld, loc, m, ut)
		}
		memrefs = append(memrefs, baseBuffer(bld, loc, m))
		conds = append(conds, o.indicator)
	}
	return memrefs, conds, nil
}

// MemrefWithUniqueOwnership returns memref and its indicator when its
// ownership in b is unique; otherwise a bufferization.clone of it that b
// owns.
func (s *State) MemrefWithUniqueOwnership(bld *ir.Builder, memref *ir.Value, b *ir.Block) (*ir.Value, *ir.Value) {
	if o := s.owner[ownKey{memref, b}]; o.IsUnique() {
		return memref, o.indicator
	}
	c := bld.Create(&ir.OperationState{Name: "bufferization.clone", Operands: []*ir.Value{memref},
		ResultTypes: []ir.Type{memref.Type()}, Loc: valueLoc(memref)}).Result(0)
	t := ir.BoolConstant(bld, valueLoc(memref), true)
	s.UpdateOwnership(c, Unique(t), nil)
	s.AddMemrefToDeallocate(c, c.OwnerBlock())
	return c, t
}

// valueLoc returns the location of v (its defining op's for results).
func valueLoc(v *ir.Value) ir.Location {
	if op := v.DefiningOp(); op != nil {
		return op.Loc
	}
	return v.Loc
}

// isMemref reports whether v is a ranked or unranked memref.
func isMemref(v *ir.Value) bool {
	switch v.Type().(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// sortValues orders values as MLIR's ValueComparator: block arguments
// first (by argument number), then op results in program order, values of
// different regions by their regions' positions.
func sortValues(vs []*ir.Value) {
	sort.SliceStable(vs, func(i, j int) bool { return valueLess(vs[i], vs[j]) })
}

func valueLess(l, r *ir.Value) bool {
	if l == r {
		return false
	}
	la, ra := l.IsBlockArgument(), r.IsBlockArgument()
	if la != ra {
		return la
	}
	var lr, rr *ir.Region
	if la {
		if l.Index() != r.Index() {
			return l.Index() < r.Index()
		}
		lb, rb := l.OwnerBlock(), r.OwnerBlock()
		lr, rr = lb.Parent(), rb.Parent()
		if lr == rr {
			return lb.Index() < rb.Index()
		}
	} else {
		lo, ro := l.DefiningOp(), r.DefiningOp()
		if lo == ro {
			return l.Index() < r.Index()
		}
		lr, rr = lo.ParentRegion(), ro.ParentRegion()
		if lr == rr {
			return opBefore(lo, ro)
		}
	}
	for lr != nil && rr != nil {
		if lr.Index() != rr.Index() {
			return lr.Index() < rr.Index()
		}
		lp, rp := parentRegion(lr), parentRegion(rr)
		if lp == rp {
			return opBefore(lr.ParentOp(), rr.ParentOp())
		}
		lr, rr = lp, rp
	}
	return rr != nil
}

// parentRegion returns the region holding the op that holds r.
func parentRegion(r *ir.Region) *ir.Region {
	if p := r.ParentOp(); p != nil {
		return p.ParentRegion()
	}
	return nil
}

// opBefore orders two ops of one region: by block, then in the block.
func opBefore(a, b *ir.Operation) bool {
	if a.Block() != b.Block() {
		return a.Block().Index() < b.Block().Index()
	}
	return a.IsBeforeInBlock(b)
}
