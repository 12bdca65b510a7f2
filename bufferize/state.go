package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// unionFind keeps disjoint sets of small integers with their members in a
// list per set: the members of the set that stays leader on a union come
// first, then those of the other set (the order of LLVM's
// EquivalenceClasses, which dump-alias-sets prints).
type unionFind struct {
	parent []int32
	next   []int32 // next member of the set (-1: last), from the leader on
	tail   []int32 // last member, valid at the leader
}

func (u *unionFind) add() int32 {
	i := int32(len(u.parent))
	u.parent = append(u.parent, i)
	u.next = append(u.next, -1)
	u.tail = append(u.tail, i)
	return i
}

func (u *unionFind) find(i int32) int32 {
	r := i
	for u.parent[r] != r {
		r = u.parent[r]
	}
	for u.parent[i] != r {
		i, u.parent[i] = u.parent[i], r
	}
	return r
}

// union merges the sets of a and b; a's leader stays the leader.
func (u *unionFind) union(a, b int32) {
	la, lb := u.find(a), u.find(b)
	if la == lb {
		return
	}
	u.parent[lb] = la
	u.next[u.tail[la]] = lb
	u.tail[la] = u.tail[lb]
}

// State is the state of One-Shot analysis (MLIR's OneShotAnalysisState):
// alias sets and equivalence classes over tensor values, the operands
// decided to bufferize in place, and the caches of the queries the op
// models use.
type State struct {
	// Opts are the options the analysis runs with.
	Opts *Options

	ids    map[*ir.Value]int32
	vals   []*ir.Value
	alias  unionFind
	equiv  unionFind
	inPlac map[*ir.OpOperand]bool
	// undefined holds uses of tensors whose contents are undefined (no
	// definition reaches them), whose copies can be omitted.
	undefined map[*ir.OpOperand]bool

	defCache    map[*ir.Value][]*ir.Value
	subsetCache map[[2]*ir.OpOperand]bool
	repCache    map[*ir.Region]*ir.Region
	repeating   map[*ir.Region]bool
	doms        map[*ir.Region]*domTree

	// funcs is the module-level state of function boundary bufferization
	// (nil without it).
	funcs *funcState
	// noAnalysis is set while a function that was not analyzed
	// (no-analysis-func-filter) is rewritten: copy before every write.
	noAnalysis bool
	// analyzing is the op the analysis is currently deciding (for the
	// annotations of print-conflicts).
	conflicts, nonWritable int

	// models caches the model of each op kind under the options (nil: not
	// bufferizable).
	models map[*ir.OpDef]*Model

	// InPlaceCount and OutOfPlaceCount count the decisions.
	InPlaceCount, OutOfPlaceCount int

	// retyped maps the values the rewrite retyped in place (function and
	// loop block arguments, loop and branch results: memrefs now) to their
	// tensor types, so that aliasing asked during the rewrite (the Typer's
	// buffer types) still sees them as tensors. Nil before the rewrite.
	retyped map[*ir.Value]ir.Type
}

// isTensorValue reports whether v is a tensor value of the program being
// bufferized: a tensor now, or one the rewrite retyped to a memref.
func (s *State) isTensorValue(v *ir.Value) bool {
	if t, ok := s.retyped[v]; ok {
		return ir.IsTensor(t)
	}
	return ir.IsTensor(v.Type())
}

// NewState returns an empty analysis state for opts.
func NewState(opts *Options) *State {
	return &State{
		Opts:        opts,
		ids:         map[*ir.Value]int32{},
		inPlac:      map[*ir.OpOperand]bool{},
		undefined:   map[*ir.OpOperand]bool{},
		defCache:    map[*ir.Value][]*ir.Value{},
		subsetCache: map[[2]*ir.OpOperand]bool{},
		repCache:    map[*ir.Region]*ir.Region{},
		repeating:   map[*ir.Region]bool{},
		doms:        map[*ir.Region]*domTree{},
		models:      map[*ir.OpDef]*Model{},
	}
}

func (s *State) addValue(v *ir.Value) {
	if _, ok := s.ids[v]; ok {
		return
	}
	id := s.alias.add()
	s.equiv.add()
	s.ids[v] = id
	s.vals = append(s.vals, v)
}

// register creates the alias and equivalence entries of every tensor value
// defined in op (results and block arguments, nested ops included).
func (s *State) register(root *ir.Operation) {
	walkPre(root, func(op *ir.Operation) {
		for i := 0; i < op.NumResults(); i++ {
			if r := op.Result(i); ir.IsTensor(r.Type()) {
				s.addValue(r)
			}
		}
		for _, rg := range op.Regions() {
			for _, b := range explicitBlocks(rg) {
				for _, a := range b.Args() {
					if ir.IsTensor(a.Type()) {
						s.addValue(a)
					}
				}
			}
		}
	})
}

// Model returns the bufferization model of op if op is bufferizable under
// the options (it has a model and passes the op filter), else nil
// (BufferizationOptions::dynCastBufferizableOp).
func (s *State) Model(op *ir.Operation) *Model {
	if op == nil || op.Def() == nil {
		return nil
	}
	m, ok := s.models[op.Def()]
	if !ok {
		m = ModelOf(op)
		if m != nil && !s.Opts.opAllowed(op) {
			m = nil
		}
		s.models[op.Def()] = m
	}
	return m
}

// resetFunction drops what the analysis knows about the values of the
// function just rewritten (their ids, sets, decisions and caches).
func (s *State) resetFunction() {
	s.ids = map[*ir.Value]int32{}
	s.vals = nil
	s.alias, s.equiv = unionFind{}, unionFind{}
	s.inPlac = map[*ir.OpOperand]bool{}
	s.undefined = map[*ir.OpOperand]bool{}
	s.defCache = map[*ir.Value][]*ir.Value{}
	s.subsetCache = map[[2]*ir.OpOperand]bool{}
	s.repCache = map[*ir.Region]*ir.Region{}
	s.repeating = map[*ir.Region]bool{}
	s.doms = map[*ir.Region]*domTree{}
}

// Owner returns the op that defines v: its defining op, or the op whose
// region holds the block argument.
func Owner(v *ir.Value) *ir.Operation {
	if op := v.DefiningOp(); op != nil {
		return op
	}
	if b := v.OwnerBlock(); b != nil {
		return b.ParentOp()
	}
	return nil
}

// Reads reports whether o bufferizes to a memory read (true for unknown
// ops).
func (s *State) Reads(o *ir.OpOperand) bool {
	m := s.Model(o.Owner())
	if m == nil {
		return true
	}
	return m.Reads != nil && m.Reads(s, o)
}

// Writes reports whether o bufferizes to a memory write (true for unknown
// ops).
func (s *State) Writes(o *ir.OpOperand) bool {
	m := s.Model(o.Owner())
	if m == nil {
		return true
	}
	return m.Writes != nil && m.Writes(s, o)
}

// AliasingValues returns the values that alias o's buffer if it bufferizes
// in place. Unknown ops: every tensor result and every tensor argument of
// the op's entry blocks, with unknown relation.
func (s *State) AliasingValues(o *ir.OpOperand) []AliasingValue {
	m := s.Model(o.Owner())
	if m == nil {
		return unknownAliasingValues(o.Owner())
	}
	if m.AliasingValues == nil {
		return nil
	}
	return m.AliasingValues(s, o)
}

func unknownAliasingValues(op *ir.Operation) []AliasingValue {
	var out []AliasingValue
	for i := 0; i < op.NumResults(); i++ {
		if r := op.Result(i); ir.IsTensor(r.Type()) {
			out = append(out, AliasingValue{Value: r, Relation: Unknown})
		}
	}
	for _, rg := range op.Regions() {
		if b := rg.Front(); b != nil {
			for _, a := range b.Args() {
				if ir.IsTensor(a.Type()) {
					out = append(out, AliasingValue{Value: a, Relation: Unknown})
				}
			}
		}
	}
	return out
}

// AliasingOperands returns the operands whose buffers v may alias.
func (s *State) AliasingOperands(v *ir.Value) []AliasingOperand {
	op := Owner(v)
	if op == nil {
		return nil
	}
	m := s.Model(op)
	if m == nil {
		if v.IsBlockArgument() && v.OwnerBlock() != v.OwnerBlock().Parent().Front() {
			return nil
		}
		var out []AliasingOperand
		for i := 0; i < op.NumOperands(); i++ {
			if o := op.OpOperand(i); s.isTensorValue(o.Get()) {
				out = append(out, AliasingOperand{Operand: o, Relation: Unknown})
			}
		}
		return out
	}
	if m.AliasingOperands != nil {
		return m.AliasingOperands(s, v)
	}
	return s.defaultAliasingOperands(op, v)
}

// defaultAliasingOperands derives the aliasing operands of v from the
// aliasing values of op's tensor operands.
func (s *State) defaultAliasingOperands(op *ir.Operation, v *ir.Value) []AliasingOperand {
	var out []AliasingOperand
	for i := 0; i < op.NumOperands(); i++ {
		o := op.OpOperand(i)
		if !s.isTensorValue(o.Get()) {
			continue
		}
		for _, a := range s.AliasingValues(o) {
			if a.Value == v {
				out = append(out, AliasingOperand{Operand: o, Relation: a.Relation, Definite: a.Definite})
			}
		}
	}
	return out
}

// AliasOnly reports whether o neither reads nor writes but creates an
// alias (tensor.extract_slice's source).
func (s *State) AliasOnly(o *ir.OpOperand) bool {
	if s.Model(o.Owner()) == nil {
		return false
	}
	return !s.Reads(o) && !s.Writes(o) && len(s.AliasingValues(o)) > 0
}

// ValueWrites reports whether v defines the contents of its buffer
// (AnalysisState::bufferizesToMemoryWrite(Value)): block arguments and
// values of unknown ops always do.
func (s *State) ValueWrites(v *ir.Value) bool {
	op := v.DefiningOp()
	if op == nil {
		return true
	}
	m := s.Model(op)
	if m == nil {
		return true
	}
	if m.ResultWrites != nil {
		return m.ResultWrites(s, v)
	}
	return s.defaultResultWrites(v)
}

// defaultResultWrites is MLIR's default resultBufferizesToMemoryWrite.
func (s *State) defaultResultWrites(r *ir.Value) bool {
	ops := s.AliasingOperands(r)
	if len(ops) == 0 {
		return true
	}
	for _, a := range ops {
		if s.Writes(a.Operand) {
			return true
		}
	}
	def := r.DefiningOp()
	inside := func(v *ir.Value) bool {
		o := Owner(v)
		return o != nil && def.IsAncestor(o) && s.ValueWrites(v)
	}
	for _, a := range ops {
		if len(s.FindInReverseUseDefChain(a.Operand, inside, Traversal{})) > 0 {
			return true
		}
	}
	return false
}

// Allocates reports whether r bufferizes to a new allocation.
func (s *State) Allocates(r *ir.Value) bool {
	m := s.Model(Owner(r))
	return m != nil && m.Allocates != nil && m.Allocates(r)
}

// IsValueRead reports whether v is read, directly or through ops that only
// create aliases (tensor.extract_slice, tensor.cast, ...).
func (s *State) IsValueRead(v *ir.Value) bool {
	var work []*ir.OpOperand
	var visited smallSet[*ir.OpOperand]
	v.ForEachUse(func(u *ir.OpOperand) { work = append(work, u) })
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if !visited.add(u) {
			continue
		}
		if s.AliasOnly(u) {
			for _, a := range s.AliasingValues(u) {
				a.Value.ForEachUse(func(x *ir.OpOperand) { work = append(work, x) })
			}
		}
		if s.Reads(u) {
			return true
		}
	}
	return false
}

// IsValueWritten reports whether an alias of v is written in place.
func (s *State) IsValueWritten(v *ir.Value) bool {
	written := false
	s.forAliases(v, func(a *ir.Value) bool {
		a.ForEachUse(func(u *ir.OpOperand) {
			if !written && s.inPlac[u] && s.Writes(u) {
				written = true
			}
		})
		return !written
	})
	return written
}

// smallSet is an insertion-ordered set (list) that is searched linearly
// while small (the sets of the analysis's traversals usually are) and
// through a map once it grows.
type smallSet[T comparable] struct {
	list []T
	m    map[T]bool
}

// add inserts x and reports whether it was new.
func (s *smallSet[T]) add(x T) bool {
	if s.m != nil {
		if s.m[x] {
			return false
		}
		s.m[x] = true
		s.list = append(s.list, x)
		return true
	}
	for _, y := range s.list {
		if y == x {
			return false
		}
	}
	s.list = append(s.list, x)
	if len(s.list) > 32 {
		s.m = make(map[T]bool, 64)
		for _, y := range s.list {
			s.m[y] = true
		}
	}
	return true
}

// Traversal configures FindInReverseUseDefChain (MLIR's TraversalConfig).
type Traversal struct {
	// AlwaysIncludeLeaves adds the values where the traversal stops even
	// when the condition does not hold for them.
	AlwaysIncludeLeaves bool
	// FollowEquivalentOnly follows only equivalent aliases.
	FollowEquivalentOnly bool
	// FollowInPlaceOnly follows only operands bufferized in place.
	FollowInPlaceOnly bool
	// FollowSameTypeOrCastsOnly follows only aliases of the same type
	// (or through cast ops).
	FollowSameTypeOrCastsOnly bool
	// FollowUnknownOps follows ops without a model.
	FollowUnknownOps bool
	// RevisitAlreadyVisited visits values again (default: visit once).
	RevisitAlreadyVisited bool
}

// FindInReverseUseDefChain follows the use-def chain from o's value
// backwards through aliasing operands and returns the values for which cond
// holds (their own operands are not followed further).
func (s *State) FindInReverseUseDefChain(o *ir.OpOperand, cond func(*ir.Value) bool, cfg Traversal) []*ir.Value {
	var visited, inResult smallSet[*ir.Value]
	var result []*ir.Value
	add := func(v *ir.Value) {
		if inResult.add(v) {
			result = append(result, v)
		}
	}
	// work is a set-vector: a value queued twice is popped once.
	var work []*ir.Value
	push := func(v *ir.Value) {
		for _, w := range work {
			if w == v {
				return
			}
		}
		work = append(work, v)
	}
	push(o.Get())
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if !visited.add(v) && !cfg.RevisitAlreadyVisited {
			if cfg.AlwaysIncludeLeaves {
				add(v)
			}
			continue
		}
		if cond(v) {
			add(v)
			continue
		}
		if !cfg.FollowUnknownOps && s.Model(Owner(v)) == nil {
			if cfg.AlwaysIncludeLeaves {
				add(v)
			}
			continue
		}
		aliases := s.AliasingOperands(v)
		if len(aliases) == 0 {
			if cfg.AlwaysIncludeLeaves {
				add(v)
			}
			continue
		}
		for _, a := range aliases {
			if cfg.FollowEquivalentOnly && a.Relation != Equivalent {
				if cfg.AlwaysIncludeLeaves {
					add(v)
				}
				continue
			}
			if cfg.FollowInPlaceOnly && !s.inPlac[a.Operand] {
				if cfg.AlwaysIncludeLeaves {
					add(v)
				}
				continue
			}
			if cfg.FollowSameTypeOrCastsOnly && !ir.TypesEqual(a.Operand.Get().Type(), v.Type()) && !isCastOp(v.DefiningOp()) {
				if cfg.AlwaysIncludeLeaves {
					add(v)
				}
				continue
			}
			push(a.Operand.Get())
		}
	}
	return result
}

// isCastOp reports ops implementing MLIR's CastOpInterface that the
// analysis looks through (tensor.cast).
func isCastOp(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	m := ModelOf(op)
	return m != nil && m.Cast
}

// FindDefinitions returns the values that define the contents read through
// o (the last writes in the reverse use-def chain).
func (s *State) FindDefinitions(o *ir.OpOperand) []*ir.Value {
	v := o.Get()
	if d, ok := s.defCache[v]; ok {
		return d
	}
	d := s.FindInReverseUseDefChain(o, s.ValueWrites, Traversal{})
	s.defCache[v] = d
	return d
}

// InPlace reports whether o was decided to bufferize in place.
func (s *State) InPlace(o *ir.OpOperand) bool { return s.inPlac[o] }

// HasUndefinedContents reports whether the tensor used by o has undefined
// contents (no definition reaches it), so a copy of it can be omitted.
func (s *State) HasUndefinedContents(o *ir.OpOperand) bool { return s.undefined[o] }

// Equivalent reports whether a and b bufferize to the same buffer.
func (s *State) Equivalent(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	ia, ok1 := s.ids[a]
	ib, ok2 := s.ids[b]
	return ok1 && ok2 && s.equiv.find(ia) == s.equiv.find(ib)
}

// Aliasing reports whether a and b may bufferize to overlapping buffers.
func (s *State) Aliasing(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	ia, ok1 := s.ids[a]
	ib, ok2 := s.ids[b]
	return ok1 && ok2 && s.alias.find(ia) == s.alias.find(ib)
}

// forAliases calls f for each member of v's alias set (leader first) until
// f returns false. Values outside the analysis have no aliases.
func (s *State) forAliases(v *ir.Value, f func(*ir.Value) bool) {
	id, ok := s.ids[v]
	if !ok {
		return
	}
	for m := s.alias.find(id); m >= 0; m = s.alias.next[m] {
		if !f(s.vals[m]) {
			return
		}
	}
}

// forEquivalents calls f for each member of v's equivalence class.
func (s *State) forEquivalents(v *ir.Value, f func(*ir.Value)) {
	id, ok := s.ids[v]
	if !ok {
		return
	}
	for m := s.equiv.find(id); m >= 0; m = s.equiv.next[m] {
		f(s.vals[m])
	}
}

func (s *State) unionAliases(a, b *ir.Value) {
	s.addValue(a)
	s.addValue(b)
	s.alias.union(s.ids[a], s.ids[b])
}

// UnionEquivalent merges the equivalence classes of a and b.
func (s *State) UnionEquivalent(a, b *ir.Value) {
	s.addValue(a)
	s.addValue(b)
	s.equiv.union(s.ids[a], s.ids[b])
}

// bufferizeInPlace records that o bufferizes in place: its value now
// aliases the values that alias o.
func (s *State) bufferizeInPlace(o *ir.OpOperand) {
	if s.inPlac[o] {
		return
	}
	s.inPlac[o] = true
	for _, a := range s.AliasingValues(o) {
		s.unionAliases(a.Value, o.Get())
	}
	s.InPlaceCount++
}

// IsWritable reports whether v's buffer may be written in place: the
// owning op's model decides; values of unknown ops are not writable.
func (s *State) IsWritable(v *ir.Value) bool {
	m := s.Model(Owner(v))
	if m == nil {
		return false
	}
	if m.Writable != nil {
		return m.Writable(s, v)
	}
	return true
}

// Repetitive reports whether region r may run more than once each time its
// op runs (only bufferizable ops have repetitive regions).
func (s *State) Repetitive(r *ir.Region) bool {
	if v, ok := s.repeating[r]; ok {
		return v
	}
	op := r.ParentOp()
	res := false
	if m := s.Model(op); m != nil {
		if m.Repetitive != nil {
			res = m.Repetitive(op, r.Index())
		} else {
			res = regionReachesItself(op, r)
		}
	}
	s.repeating[r] = res
	return res
}

// regionReachesItself is RegionBranchOpInterface::isRepetitiveRegion: r
// can be reached again after it ran.
func regionReachesItself(op *ir.Operation, r *ir.Region) bool {
	rb := op.Def().RegionBranch
	if rb == nil {
		return false
	}
	return regionReachable(op, rb, r, r)
}

// regionReachable reports whether control can go from the end of region
// from to region to (through any number of region successors).
func regionReachable(op *ir.Operation, rb *ir.RegionBranchInterface, from, to *ir.Region) bool {
	seen := map[*ir.Region]bool{}
	work := []*ir.Region{from}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, succ := range rb.Successors(op, r) {
			if succ.Region == nil {
				continue
			}
			if succ.Region == to {
				return true
			}
			if !seen[succ.Region] {
				seen[succ.Region] = true
				work = append(work, succ.Region)
			}
		}
	}
	return false
}

// parentRegion returns the region that contains r's op, or nil.
func parentRegion(r *ir.Region) *ir.Region {
	if op := r.ParentOp(); op != nil {
		return op.ParentRegion()
	}
	return nil
}

// enclosingRepetitiveRegion returns the closest repetitive region that
// contains r (r itself included), or nil.
func (s *State) enclosingRepetitiveRegion(r *ir.Region) *ir.Region {
	if res, ok := s.repCache[r]; ok {
		return res
	}
	var visited []*ir.Region
	x := r
	for x != nil {
		if res, ok := s.repCache[x]; ok {
			for _, v := range visited {
				s.repCache[v] = res
			}
			return res
		}
		visited = append(visited, x)
		if s.Repetitive(x) {
			break
		}
		x = parentRegion(x)
	}
	for _, v := range visited {
		s.repCache[v] = x
	}
	return x
}

// opRepetitiveRegion is the enclosing repetitive region of an op.
func (s *State) opRepetitiveRegion(op *ir.Operation) *ir.Region {
	if op.Block() == nil {
		return nil
	}
	return s.enclosingRepetitiveRegion(op.ParentRegion())
}

// nextRepetitiveRegion returns the closest repetitive region strictly
// enclosing the repetitive region r.
func (s *State) nextRepetitiveRegion(r *ir.Region) *ir.Region {
	for r = parentRegion(r); r != nil; r = parentRegion(r) {
		if s.Repetitive(r) {
			return r
		}
	}
	return nil
}

// parallelRegion returns the closest enclosing parallel region of r.
func (s *State) parallelRegion(r *ir.Region) *ir.Region {
	for ; r != nil; r = parentRegion(r) {
		op := r.ParentOp()
		if m := s.Model(op); m != nil && m.Parallel != nil && m.Parallel(op, r.Index()) {
			return r
		}
	}
	return nil
}
