package progen

import (
	"fmt"
	"math/rand"
)

// Options tunes the generator; the zero value gives the defaults.
type Options struct {
	// Stmts is about how many statements @main's body gets (default 30).
	Stmts int
	// MaxDepth bounds the nesting of loops, ifs and parallel regions
	// (default 3).
	MaxDepth int
	// MaxFuncs bounds the helper functions (default 3).
	MaxFuncs int
}

func (o Options) withDefaults() Options {
	if o.Stmts <= 0 {
		o.Stmts = 30
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = 3
	}
	if o.MaxFuncs < 0 {
		o.MaxFuncs = 0
	} else if o.MaxFuncs == 0 {
		o.MaxFuncs = 3
	}
	return o
}

// Generate returns the program of seed: the same seed and options always
// give the same program.
func Generate(seed int64, opts Options) *Program {
	opts = opts.withDefaults()
	g := &gen{r: rand.New(rand.NewSource(seed)), opts: opts, retired: map[*Val]bool{}, alloca: map[*Val]bool{}}
	g.p = &Program{Seed: seed}
	main := &Func{Name: "main", Body: &Block{}}
	sc := &scope{fn: main}
	g.block(sc, main.Body, opts.Stmts)
	// End with checksums of the most recent values.
	for i := 0; i < 3; i++ {
		if v := g.pick(sc, false, nil); v != nil {
			g.add(sc, main.Body, &Stmt{Kind: KChecksum, Uses: []*Val{v}})
		}
	}
	g.p.Main = main
	g.p.Funcs = append(g.p.Funcs, main)
	g.p.Stmts = g.nextStmt
	return g.p
}

// gen is the generator's state.
type gen struct {
	r        *rand.Rand
	p        *Program
	opts     Options
	nextVal  int
	nextStmt int
	funcs    int
	// retired values are never used again (so that lifetimes end);
	// alloca values must not leave their allocation scope.
	retired map[*Val]bool
	alloca  map[*Val]bool
	// tensor: generating a tensor program (GenerateTensor).
	tensor bool
}

// scope is a block being generated.
type scope struct {
	parent *scope
	vals   []*Val
	// readonly: the enclosing values may only be read (a parallel body
	// writes only its row and its own buffers).
	readonly bool
	// loopBody: values allocated here must not be yielded when alloca.
	depth int
	// callDepth counts the calls between @main and this function.
	callDepth int
	fn        *Func
}

func (g *gen) val(t Type) *Val {
	g.nextVal++
	return &Val{ID: g.nextVal, Type: t}
}

// add appends s to b, giving it an ID and random bits, and makes its
// definitions visible in sc.
func (g *gen) add(sc *scope, b *Block, s *Stmt) *Stmt {
	g.nextStmt++
	s.ID = g.nextStmt
	if s.R == 0 {
		s.R = g.r.Uint64()
	}
	b.Stmts = append(b.Stmts, s)
	sc.vals = append(sc.vals, s.Defs...)
	return s
}

// cand is a visible value and whether it may be written.
type cand struct {
	v        *Val
	writable bool
}

// visible lists the values visible in sc, innermost last.
func (sc *scope) visible() []cand {
	var chain []*scope
	for s := sc; s != nil; s = s.parent {
		chain = append(chain, s)
	}
	var out []cand
	for i := len(chain) - 1; i >= 0; i-- {
		s := chain[i]
		// Values of scopes outside a readonly scope are read-only.
		roHere := false
		for j := i - 1; j >= 0; j-- {
			if chain[j].readonly {
				roHere = true
			}
		}
		for _, v := range s.vals {
			out = append(out, cand{v, !roHere})
		}
	}
	return out
}

// pick chooses a visible value, preferring recent ones; writable restricts
// to writable values; ok filters. It returns nil when none qualifies.
func (g *gen) pick(sc *scope, writable bool, ok func(*Val) bool) *Val {
	var cs []*Val
	for _, c := range sc.visible() {
		if g.retired[c.v] || (writable && !c.writable) || (ok != nil && !ok(c.v)) {
			continue
		}
		cs = append(cs, c.v)
	}
	if len(cs) == 0 {
		return nil
	}
	// Geometric preference for the most recent values.
	i := len(cs) - 1
	for i > 0 && g.r.Intn(3) == 0 {
		i--
	}
	if g.r.Intn(4) == 0 {
		i = g.r.Intn(len(cs))
	}
	return cs[i]
}

// retire ends the use of v with probability p.
func (g *gen) retire(v *Val, p float64) {
	if v != nil && g.r.Float64() < p {
		g.retired[v] = true
	}
}

// elem draws an element type.
func (g *gen) elem() Elem {
	switch x := g.r.Intn(100); {
	case x < 30:
		return Elem{S: F32}
	case x < 42:
		return Elem{S: I32}
	case x < 50:
		return Elem{S: F16}
	case x < 57:
		return Elem{S: I8}
	case x < 64:
		return Elem{S: I64}
	case x < 69:
		return Elem{S: I1}
	case x < 73:
		return Elem{S: I4}
	case x < 79:
		return Elem{S: Index}
	case x < 82:
		return Elem{S: BF16}
	case x < 86:
		return Elem{S: I16}
	}
	vecs := []Elem{{F32, 4}, {I32, 3}, {F32, 8}, {F16, 2}, {I64, 2}, {I8, 16}}
	return vecs[g.r.Intn(len(vecs))]
}

// dim draws a size: small, often shared so that shapes match.
func (g *gen) dim() int64 {
	switch x := g.r.Intn(100); {
	case x < 2:
		return 0
	case x < 12:
		return 1
	case x < 90:
		return []int64{2, 3, 4, 4, 8, 8}[g.r.Intn(6)]
	}
	return []int64{5, 6, 16, 7}[g.r.Intn(4)]
}

func (g *gen) shape() []int64 {
	rank := []int{0, 1, 1, 2, 2, 2, 3}[g.r.Intn(7)]
	s := make([]int64, rank)
	for i := range s {
		s[i] = g.dim()
	}
	return s
}

// allocStmt builds a KAlloc of shape and elem (nil shape: random).
func (g *gen) allocStmt(shape []int64, elem *Elem) *Stmt {
	s := &Stmt{Kind: KAlloc}
	if shape == nil {
		shape = g.shape()
	}
	s.Shape = shape
	if elem != nil {
		s.Elem = *elem
	} else {
		s.Elem = g.elem()
	}
	if g.r.Intn(10) == 0 {
		s.Space = 1 + g.r.Intn(2)
	}
	if g.r.Intn(6) == 0 {
		// Never below the element's natural alignment: vector loads of
		// a misaligned buffer fault.
		s.Align = max([]int64{8, 16, 32, 64, 128, 256}[g.r.Intn(6)], s.Elem.Align())
	}
	if g.r.Intn(20) == 0 {
		s.Flags |= FlagAlloca
	}
	if len(shape) > 0 && g.r.Intn(12) == 0 {
		s.Flags |= FlagDynamic
	}
	if g.r.Intn(5) < 2 {
		s.Flags |= FlagDealloc
		if g.r.Intn(8) == 0 {
			s.Flags |= FlagDeallocCast
		}
	}
	switch g.r.Intn(8) {
	case 0, 1:
		s.Flags |= FlagInitGeneric
	case 2:
		s.Flags |= FlagInitFill
	}
	t := NewType(s.Shape, s.Elem, s.Space)
	if s.Flags&FlagDynamic != 0 {
		t.Dyn = make([]bool, len(shape))
		t.Dyn[0] = true
	}
	v := g.val(t)
	s.Defs = []*Val{v}
	if s.Flags&FlagAlloca != 0 {
		g.alloca[v] = true
	}
	return s
}

// newAlloc adds an allocation to b and returns its value.
func (g *gen) newAlloc(sc *scope, b *Block, shape []int64, elem *Elem) *Val {
	s := g.allocStmt(shape, elem)
	if g.r.Intn(8) == 0 && shape == nil && elem == nil {
		// A raw byte buffer for memref.view.
		s.Elem = Elem{S: I8}
		s.Shape = []int64{int64(16 * (1 + g.r.Intn(16)))}
		s.Flags &^= FlagDynamic
		s.Defs[0].Type = NewType(s.Shape, s.Elem, s.Space)
	}
	g.add(sc, b, s)
	return s.Defs[0]
}

// twin adds an allocation of v's type when v's type is an allocation type
// (static identity layout) and returns it, else nil.
func (g *gen) twin(sc *scope, b *Block, v *Val) *Val {
	t := v.Type
	if !t.Contiguous() {
		return nil
	}
	s := g.allocStmt(append([]int64(nil), t.Shape...), &t.Elem)
	s.Space = t.Space
	s.Flags &^= FlagDynamic
	s.Defs[0].Type = NewType(s.Shape, s.Elem, s.Space)
	g.add(sc, b, s)
	return s.Defs[0]
}

// sameType picks a value of type t (nil when none).
func (g *gen) sameType(sc *scope, t Type, writable bool) *Val {
	return g.pick(sc, writable, func(v *Val) bool { return v.Type.Same(t) })
}

// block generates about n statements into b.
func (g *gen) block(sc *scope, b *Block, n int) {
	for i := 0; i < n; i++ {
		g.stmt(sc, b)
	}
}

// stmt generates one statement (sometimes a few: the allocations an op
// needs) into b.
func (g *gen) stmt(sc *scope, b *Block) {
	if g.tensor {
		g.tstmt(sc, b)
		return
	}
	deep := sc.depth >= g.opts.MaxDepth
	weights := []struct {
		k Kind
		w int
	}{
		{KAlloc, 14}, {KView, 12}, {KKernel, 16}, {KLinalg, 10}, {KVector, 3}, {KChecksum, 9}, {KSelect, 3},
		{KIf, 4}, {KFor, 5}, {KWhile, 2}, {KForall, 3}, {KCall, 3},
	}
	total := 0
	for _, w := range weights {
		if deep && (w.k == KIf || w.k == KFor || w.k == KWhile || w.k == KForall) {
			continue
		}
		if w.k == KCall && (sc.callDepth >= 2 || g.funcs >= g.opts.MaxFuncs || sc.inReadonly()) {
			continue
		}
		total += w.w
	}
	x := g.r.Intn(total)
	var k Kind
	for _, w := range weights {
		if deep && (w.k == KIf || w.k == KFor || w.k == KWhile || w.k == KForall) {
			continue
		}
		if w.k == KCall && (sc.callDepth >= 2 || g.funcs >= g.opts.MaxFuncs || sc.inReadonly()) {
			continue
		}
		if x < w.w {
			k = w.k
			break
		}
		x -= w.w
	}
	// With few values around, allocate first.
	if len(sc.visible()) < 2 && k != KAlloc {
		g.newAlloc(sc, b, nil, nil)
	}
	switch k {
	case KAlloc:
		g.newAlloc(sc, b, nil, nil)
	case KView:
		g.viewStmt(sc, b)
	case KKernel:
		g.kernelStmt(sc, b)
	case KLinalg:
		g.linalgStmt(sc, b)
	case KVector:
		g.vectorStmt(sc, b)
	case KChecksum:
		if v := g.pick(sc, false, nil); v != nil {
			g.add(sc, b, &Stmt{Kind: KChecksum, Uses: []*Val{v}})
			g.retire(v, 0.3)
		}
	case KSelect:
		g.selectStmt(sc, b)
	case KIf:
		g.ifStmt(sc, b)
	case KFor:
		g.forStmt(sc, b)
	case KWhile:
		g.whileStmt(sc, b)
	case KForall:
		g.forallStmt(sc, b)
	case KCall:
		g.callStmt(sc, b)
	}
}

// inReadonly reports whether sc is inside a parallel body.
func (sc *scope) inReadonly() bool {
	for s := sc; s != nil; s = s.parent {
		if s.readonly {
			return true
		}
	}
	return false
}

func (g *gen) viewStmt(sc *scope, b *Block) {
	src := g.pick(sc, false, nil)
	if src == nil {
		return
	}
	r := g.r.Uint64()
	for try := 0; try < 4; try++ {
		k := ViewKind(g.r.Intn(int(numViewKinds)))
		if src.Type.Elem == (Elem{S: I8}) && src.Type.Rank() == 1 && g.r.Intn(2) == 0 {
			k = ViewBytes
		}
		t, _, ok := inferView(k, src.Type, r)
		if !ok {
			continue
		}
		v := g.val(t)
		if g.alloca[src] {
			g.alloca[v] = true
		}
		g.add(sc, b, &Stmt{Kind: KView, Op: int(k), Uses: []*Val{src}, Defs: []*Val{v}, R: r})
		return
	}
}

func nonEmpty(v *Val) bool { return v.Type.NumElements() > 0 }

// producer turns s (a kernel or named op whose Uses[0] is its
// destination) into one that writes a new buffer of the destination's
// shape and element type (FlagAllocDst).
func (g *gen) producer(s *Stmt) {
	t := s.Uses[0].Type
	s.Flags |= FlagAllocDst
	s.Shape, s.Elem = append([]int64(nil), t.Shape...), t.Elem
	if g.r.Intn(10) == 0 {
		s.Space = 1
	}
	if g.r.Intn(5) < 2 {
		s.Flags |= FlagDealloc
	}
	s.Uses = s.Uses[1:]
	s.Defs = []*Val{g.val(NewType(s.Shape, s.Elem, s.Space))}
}

func (g *gen) kernelStmt(sc *scope, b *Block) {
	dst := g.pick(sc, true, nonEmpty)
	if dst == nil {
		dst = g.newAlloc(sc, b, nil, nil)
	}
	uses := []*Val{dst}
	for n := g.r.Intn(4); n > 0; n-- {
		if v := g.pick(sc, false, nil); v != nil {
			uses = append(uses, v)
			g.retire(v, 0.25)
		}
	}
	s := &Stmt{Kind: KKernel, Uses: uses}
	if len(uses) > 1 && g.r.Intn(5) < 2 {
		// A new buffer computed from the sources, shaped like one of
		// them or like dst.
		if g.r.Intn(2) == 0 {
			s.Uses[0] = uses[1+g.r.Intn(len(uses)-1)]
		}
		if s.Uses[0].Type.Contiguous() || g.r.Intn(2) == 0 {
			s.Uses = append([]*Val{s.Uses[0]}, uses[1:]...)
			g.producer(s)
			if g.r.Intn(2) == 0 {
				s.Op = 1
			}
			g.add(sc, b, s)
			if g.r.Intn(3) == 0 {
				g.add(sc, b, &Stmt{Kind: KChecksum, Uses: []*Val{s.Defs[0]}})
			}
			return
		}
		s.Uses[0] = dst
	}
	if g.r.Intn(5) < 2 {
		s.Op = 1
	}
	if g.r.Intn(2) == 0 {
		s.Flags |= FlagRMW
	}
	g.add(sc, b, s)
	if g.r.Intn(3) == 0 {
		g.add(sc, b, &Stmt{Kind: KChecksum, Uses: []*Val{dst}})
	}
}

// findOrAlloc returns a visible value of shape/elem (writable if asked) or
// a new allocation of it.
func (g *gen) findOrAlloc(sc *scope, b *Block, shape []int64, el Elem, writable bool) *Val {
	if g.r.Intn(3) > 0 {
		if v := g.pick(sc, writable, func(v *Val) bool {
			if v.Type.Elem != el || v.Type.Rank() != len(shape) {
				return false
			}
			for i := range shape {
				if v.Type.Shape[i] != shape[i] {
					return false
				}
			}
			return true
		}); v != nil {
			return v
		}
	}
	return g.newAlloc(sc, b, shape, &el)
}

func (g *gen) linalgStmt(sc *scope, b *Block) {
	k := LinalgKind(g.r.Intn(int(numLinalgKinds)))
	arithElem := func(v *Val) bool {
		s := v.Type.Elem.S
		return v.Type.Elem.Lanes == 0 && s != I1 && s != I4 && s != Index
	}
	scalar := func(v *Val) bool { return v.Type.Elem.Lanes == 0 }
	var dst *Val
	switch k {
	case LinMatmul, LinTranspose:
		dst = g.pick(sc, true, func(v *Val) bool { return v.Type.Rank() == 2 && arithElem(v) })
		if dst == nil {
			el := []Elem{{S: F32}, {S: I32}, {S: F16}, {S: I64}}[g.r.Intn(4)]
			dst = g.newAlloc(sc, b, []int64{g.dim(), g.dim()}, &el)
		}
	case LinAdd, LinSub, LinMul, LinReduce:
		dst = g.pick(sc, true, arithElem)
	case LinBroadcast:
		dst = g.pick(sc, true, func(v *Val) bool { return v.Type.Rank() >= 1 && scalar(v) })
	default:
		dst = g.pick(sc, true, scalar)
	}
	if dst == nil {
		return
	}
	t := dst.Type
	uses := []*Val{dst}
	switch k {
	case LinMatmul:
		if t.Rank() != 2 {
			return
		}
		kd := g.dim()
		el := t.Elem
		if t.Elem.S == I32 && g.r.Intn(3) == 0 {
			el = Elem{S: I8}
		}
		uses = append(uses, g.findOrAlloc(sc, b, []int64{t.Shape[0], kd}, el, false), g.findOrAlloc(sc, b, []int64{kd, t.Shape[1]}, el, false))
	case LinTranspose:
		if t.Rank() != 2 {
			return
		}
		uses = append(uses, g.findOrAlloc(sc, b, []int64{t.Shape[1], t.Shape[0]}, t.Elem, false))
	case LinAdd, LinSub, LinMul:
		uses = append(uses, g.findOrAlloc(sc, b, t.Shape, t.Elem, false), g.findOrAlloc(sc, b, t.Shape, t.Elem, false))
	case LinCopy, LinMemCopy:
		uses = append(uses, g.findOrAlloc(sc, b, t.Shape, t.Elem, false))
	case LinReduce:
		uses = append(uses, g.findOrAlloc(sc, b, append(append([]int64(nil), t.Shape...), g.dim()), t.Elem, false))
	case LinBroadcast:
		uses = append(uses, g.findOrAlloc(sc, b, t.Shape[:t.Rank()-1], t.Elem, false))
	}
	for _, u := range uses[1:] {
		g.retire(u, 0.25)
	}
	s := &Stmt{Kind: KLinalg, Op: int(k), Uses: uses}
	switch k {
	case LinAdd, LinSub, LinMul, LinCopy, LinMemCopy, LinTranspose, LinBroadcast, LinFill:
		// These write every element of their destination: sometimes a new
		// buffer.
		if g.r.Intn(5) < 2 {
			g.producer(s)
		}
	}
	g.add(sc, b, s)
}

func (g *gen) vectorStmt(sc *scope, b *Block) {
	dst := g.pick(sc, true, func(v *Val) bool { return vectorFits(v.Type, v.Type) })
	if dst == nil {
		return
	}
	src := g.pick(sc, false, func(v *Val) bool { return vectorFits(dst.Type, v.Type) })
	if src == nil {
		return
	}
	g.add(sc, b, &Stmt{Kind: KVector, Uses: []*Val{dst, src}})
}

func (g *gen) selectStmt(sc *scope, b *Block) {
	a := g.pick(sc, false, nil)
	if a == nil {
		return
	}
	other := g.pick(sc, false, func(v *Val) bool { return v != a && v.Type.Same(a.Type) })
	if other == nil {
		other = g.twin(sc, b, a)
	}
	if other == nil {
		return
	}
	c := g.pick(sc, false, nil)
	v := g.val(a.Type)
	if g.alloca[a] || g.alloca[other] {
		g.alloca[v] = true
	}
	g.add(sc, b, &Stmt{Kind: KSelect, Uses: []*Val{c, a, other}, Defs: []*Val{v}})
}

// child returns a nested scope.
func (sc *scope) child(readonly bool) *scope {
	return &scope{parent: sc, readonly: readonly, depth: sc.depth + 1, callDepth: sc.callDepth, fn: sc.fn}
}

func (g *gen) smallBlock(sc *scope, b *Block) {
	g.block(sc, b, 1+g.r.Intn(5))
}

func (g *gen) ifStmt(sc *scope, b *Block) {
	c := g.pick(sc, false, nil)
	s := &Stmt{Kind: KIf, Blocks: []*Block{{}, {}}}
	if c != nil {
		s.Uses = []*Val{c}
	}
	var x *Val
	if g.r.Intn(5) < 2 {
		x = g.pick(sc, false, nil)
	}
	for k := 0; k < 2; k++ {
		bs := sc.child(false)
		g.smallBlock(bs, s.Blocks[k])
		if x == nil {
			continue
		}
		var y *Val
		if g.r.Intn(2) == 0 {
			y = g.twin(bs, s.Blocks[k], x)
			if y != nil && g.r.Intn(2) == 0 {
				g.kernelInto(bs, s.Blocks[k], y)
			}
		}
		if y == nil {
			y = g.sameType(bs, x.Type, false)
		}
		if y == nil {
			y = x
		}
		s.Yield = append(s.Yield, y)
	}
	if x != nil {
		v := g.val(x.Type)
		if g.alloca[s.Yield[0]] || g.alloca[s.Yield[1]] {
			g.alloca[v] = true
		}
		s.Defs = []*Val{v}
	}
	g.add(sc, b, s)
}

// kernelInto adds a kernel writing dst from a few visible values.
func (g *gen) kernelInto(sc *scope, b *Block, dst *Val, srcs ...*Val) {
	uses := append([]*Val{dst}, srcs...)
	if v := g.pick(sc, false, nil); v != nil {
		uses = append(uses, v)
	}
	s := &Stmt{Kind: KKernel, Uses: uses}
	if g.r.Intn(2) == 0 {
		s.Flags |= FlagRMW
	}
	g.add(sc, b, s)
}

func (g *gen) forStmt(sc *scope, b *Block) {
	s := &Stmt{Kind: KFor, Trip: 1 + int64(g.r.Intn(3)), Blocks: []*Block{{}}}
	bs := sc.child(false)
	if g.r.Intn(5) < 2 {
		a := g.pick(sc, false, func(v *Val) bool { return nonEmpty(v) && !g.alloca[v] })
		var c *Val
		if a != nil {
			c = g.pick(sc, false, func(v *Val) bool { return v != a && v.Type.Same(a.Type) && !g.alloca[v] })
			if c == nil {
				c = g.twin(sc, b, a)
			}
		}
		if c != nil {
			x, y := g.val(a.Type), g.val(a.Type)
			s.Uses, s.Inner = []*Val{a, c}, []*Val{x, y}
			bs.vals = append(bs.vals, x, y)
			g.smallBlock(bs, s.Blocks[0])
			g.kernelInto(bs, s.Blocks[0], y, x)
			if g.r.Intn(4) == 0 {
				g.add(bs, s.Blocks[0], &Stmt{Kind: KChecksum, Uses: []*Val{y}})
			}
			switch g.r.Intn(4) {
			case 0:
				s.Yield = []*Val{x, y}
			case 1:
				if n := g.twin(bs, s.Blocks[0], x); n != nil {
					g.kernelInto(bs, s.Blocks[0], n, y)
					s.Yield = []*Val{y, n}
					break
				}
				fallthrough
			default:
				s.Yield = []*Val{y, x}
			}
			s.Defs = []*Val{g.val(a.Type), g.val(a.Type)}
			g.add(sc, b, s)
			return
		}
	}
	g.smallBlock(bs, s.Blocks[0])
	g.add(sc, b, s)
}

func (g *gen) whileStmt(sc *scope, b *Block) {
	s := &Stmt{Kind: KWhile, Trip: 1 + int64(g.r.Intn(3)), Blocks: []*Block{{}}}
	bs := sc.child(false)
	if a := g.pick(sc, false, func(v *Val) bool { return nonEmpty(v) && !g.alloca[v] }); a != nil && g.r.Intn(2) == 0 {
		x := g.val(a.Type)
		s.Uses, s.Inner = []*Val{a}, []*Val{x}
		bs.vals = append(bs.vals, x)
		g.smallBlock(bs, s.Blocks[0])
		g.kernelInto(bs, s.Blocks[0], x)
		s.Yield = []*Val{x}
		if g.r.Intn(3) == 0 {
			if n := g.twin(bs, s.Blocks[0], x); n != nil {
				g.kernelInto(bs, s.Blocks[0], n, x)
				s.Yield = []*Val{n}
			}
		}
		s.Defs = []*Val{g.val(a.Type)}
		g.add(sc, b, s)
		return
	}
	g.smallBlock(bs, s.Blocks[0])
	g.add(sc, b, s)
}

func (g *gen) forallStmt(sc *scope, b *Block) {
	out := g.pick(sc, true, func(v *Val) bool {
		return v.Type.Rank() >= 1 && nonEmpty(v) && v.Type.Shape[0] <= 8
	})
	if out == nil {
		shape := []int64{1 + int64(g.r.Intn(4)), 1 + int64(g.r.Intn(8))}
		out = g.newAlloc(sc, b, shape, nil)
	}
	s := &Stmt{Kind: KForall, Op: g.r.Intn(2), Uses: []*Val{out}, Blocks: []*Block{{}}}
	bs := sc.child(true)
	row := g.val(rowType(out.Type))
	s.Inner = []*Val{row}
	bs.vals = append(bs.vals, row)
	g.smallBlock(bs, s.Blocks[0])
	var srcs []*Val
	for _, v := range bs.vals {
		if v != row && g.r.Intn(2) == 0 {
			srcs = append(srcs, v)
		}
	}
	g.kernelInto(bs, s.Blocks[0], row, srcs...)
	g.add(sc, b, s)
}

func (g *gen) callStmt(sc *scope, b *Block) {
	g.funcs++
	f := &Func{Name: fmt.Sprintf("f%d", g.funcs), Body: &Block{}}
	fs := &scope{callDepth: sc.callDepth + 1, fn: f}
	var args []*Val
	for n := 1 + g.r.Intn(3); n > 0; n-- {
		a := g.pick(sc, true, func(v *Val) bool { return !g.alloca[v] })
		if a == nil {
			break
		}
		dup := false
		for _, x := range args {
			dup = dup || x == a
		}
		if dup {
			continue
		}
		args = append(args, a)
		p := g.val(a.Type)
		f.Params = append(f.Params, p)
		fs.vals = append(fs.vals, p)
	}
	g.block(fs, f.Body, 3+g.r.Intn(8))
	for n := g.r.Intn(3); n > 0; n-- {
		if v := g.pick(fs, false, func(v *Val) bool { return !g.alloca[v] }); v != nil {
			f.Returns = append(f.Returns, v)
		}
	}
	s := &Stmt{Kind: KCall, Callee: f, Uses: args}
	for _, r := range f.Returns {
		s.Defs = append(s.Defs, g.val(r.Type))
	}
	if g.r.Intn(3) == 0 {
		s.Flags |= FlagDealloc
	}
	g.p.Funcs = append(g.p.Funcs, f)
	g.add(sc, b, s)
}
