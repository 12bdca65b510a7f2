package progen

import (
	"fmt"
	"math/rand"
	"strings"
)

// GenerateTensor returns the tensor-level program of seed, for the
// bufferization pass (one-shot-bufferize): tensors initialized by
// linalg.generic on tensor.empty, linalg.generic and named linalg ops whose
// outs are existing tensors (which later statements may still read, so that
// bufferizing them in place would be wrong), loops of tensor.extract and
// tensor.insert, tensor.extract_slice, insert_slice, collapse/expand_shape
// and cast, arith.select between tensors, scf.for with tensors as
// iter_args, scf.if yielding tensors (tensor.empty of dynamic size too,
// sized as the memref programs' dynamic allocations are), scf.forall with
// shared_outs and
// parallel_insert_slice, and calls of functions taking and returning
// tensors. @main prints checksums of tensors (tensor.extract) as the memref
// programs do.
func GenerateTensor(seed int64, opts Options) *Program {
	opts = opts.withDefaults()
	g := &gen{r: rand.New(rand.NewSource(seed)), opts: opts, retired: map[*Val]bool{}, alloca: map[*Val]bool{}, tensor: true}
	g.p = &Program{Seed: seed, Tensor: true}
	main := &Func{Name: "main", Body: &Block{}}
	sc := &scope{fn: main}
	g.block(sc, main.Body, opts.Stmts)
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

// tensorElem draws a tensor element type.
func (g *gen) tensorElem() Elem {
	return []Elem{{S: F32}, {S: F32}, {S: F32}, {S: I32}, {S: I32}, {S: F16}, {S: I64}, {S: I8}}[g.r.Intn(8)]
}

// tstmt generates one statement of a tensor program.
func (g *gen) tstmt(sc *scope, b *Block) {
	deep := sc.depth >= g.opts.MaxDepth
	type kw struct {
		k Kind
		w int
	}
	weights := []kw{{KAlloc, 12}, {KView, 10}, {KKernel, 18}, {KLinalg, 14}, {KChecksum, 9}, {KSelect, 3}}
	if !deep {
		weights = append(weights, kw{KIf, 4}, kw{KFor, 6}, kw{KForall, 4})
	}
	if sc.callDepth < 2 && g.funcs < g.opts.MaxFuncs {
		weights = append(weights, kw{KCall, 3})
	}
	total := 0
	for _, w := range weights {
		total += w.w
	}
	x := g.r.Intn(total)
	var k Kind
	for _, w := range weights {
		if x < w.w {
			k = w.k
			break
		}
		x -= w.w
	}
	if len(sc.visible()) < 2 && k != KAlloc {
		g.tinit(sc, b, nil, nil)
	}
	switch k {
	case KAlloc:
		g.tinit(sc, b, nil, nil)
	case KView:
		src := g.pick(sc, false, nil)
		if src == nil {
			return
		}
		r := g.r.Uint64()
		kinds := []ViewKind{ViewSubview, ViewSubview, ViewCollapse, ViewExpand, ViewCast}
		for try := 0; try < 4; try++ {
			vk := kinds[g.r.Intn(len(kinds))]
			t, _, ok := inferTensorView(vk, src.Type, r)
			if !ok {
				continue
			}
			g.add(sc, b, &Stmt{Kind: KView, Op: int(vk), Uses: []*Val{src}, Defs: []*Val{g.val(t)}, R: r})
			return
		}
	case KKernel:
		dst := g.pick(sc, false, nonEmpty)
		if dst == nil {
			dst = g.tinit(sc, b, nil, nil)
		}
		g.tkernelInto(sc, b, dst)
	case KLinalg:
		g.tlinalgStmt(sc, b)
	case KChecksum:
		if v := g.pick(sc, false, nil); v != nil {
			g.add(sc, b, &Stmt{Kind: KChecksum, Uses: []*Val{v}})
			g.retire(v, 0.3)
		}
	case KSelect:
		a := g.pick(sc, false, nil)
		if a == nil {
			return
		}
		o := g.pick(sc, false, func(v *Val) bool { return v != a && v.Type.TensorString() == a.Type.TensorString() })
		if o == nil && a.Type.IsStatic() {
			o = g.tinit(sc, b, a.Type.Shape, &a.Type.Elem)
		}
		if o == nil {
			return
		}
		g.add(sc, b, &Stmt{Kind: KSelect, Uses: []*Val{g.pick(sc, false, nil), a, o}, Defs: []*Val{g.val(a.Type)}})
	case KIf:
		g.tif(sc, b)
	case KFor:
		g.tfor(sc, b)
	case KForall:
		g.tforall(sc, b)
	case KCall:
		g.callStmt(sc, b)
	}
}

// tinit adds a tensor initialized by a linalg.generic on tensor.empty.
func (g *gen) tinit(sc *scope, b *Block, shape []int64, el *Elem) *Val {
	if shape == nil {
		shape = g.shape()
		if len(shape) == 3 {
			shape = shape[:2]
		}
	}
	e := g.tensorElem()
	if el != nil {
		e = *el
	}
	s := &Stmt{Kind: KAlloc, Shape: append([]int64(nil), shape...), Elem: e}
	s.Defs = []*Val{g.val(NewType(s.Shape, e, 0))}
	g.add(sc, b, s)
	if len(shape) > 0 && s.R%5 == 0 {
		// A dynamic first size (its operand: dynSize).
		s.Flags |= FlagDynamic
		t := &s.Defs[0].Type
		t.Dyn = make([]bool, len(shape))
		t.Dyn[0] = true
	}
	return s.Defs[0]
}

// tkernelInto writes a new version of dst (a linalg.generic, or loops of
// tensor.extract/insert) from a few visible tensors; the old dst may still
// be read later.
func (g *gen) tkernelInto(sc *scope, b *Block, dst *Val, srcs ...*Val) *Val {
	uses := append([]*Val{dst}, srcs...)
	for n := g.r.Intn(3); n > 0; n-- {
		if v := g.pick(sc, false, nil); v != nil {
			uses = append(uses, v)
			g.retire(v, 0.2)
		}
	}
	s := &Stmt{Kind: KKernel, Uses: uses, Op: 1, Defs: []*Val{g.val(dst.Type)}}
	if g.r.Intn(4) == 0 && dst.Type.NumElements() <= 16 {
		s.Op = 0
	}
	if g.r.Intn(2) == 0 {
		s.Flags |= FlagRMW
	}
	g.retire(dst, 0.5)
	g.add(sc, b, s)
	return s.Defs[0]
}

func (g *gen) tlinalgStmt(sc *scope, b *Block) {
	kinds := []LinalgKind{LinMatmul, LinTranspose, LinAdd, LinSub, LinMul, LinFill, LinCopy, LinReduce, LinBroadcast, LinInsertSlice, LinInsertSlice}
	k := kinds[g.r.Intn(len(kinds))]
	static := func(v *Val) bool { return v.Type.IsStatic() }
	var dst *Val
	switch k {
	case LinMatmul, LinTranspose:
		dst = g.pick(sc, false, func(v *Val) bool { return static(v) && v.Type.Rank() == 2 && v.Type.Elem.S != I8 })
		if dst == nil {
			el := []Elem{{S: F32}, {S: I32}}[g.r.Intn(2)]
			dst = g.tinit(sc, b, []int64{g.dim(), g.dim()}, &el)
		}
	case LinBroadcast, LinInsertSlice:
		dst = g.pick(sc, false, func(v *Val) bool { return static(v) && v.Type.Rank() >= 1 && nonEmpty(v) })
	default:
		dst = g.pick(sc, false, static)
	}
	if dst == nil {
		return
	}
	t := dst.Type
	uses := []*Val{dst}
	switch k {
	case LinMatmul:
		kd := g.dim()
		uses = append(uses, g.tfind(sc, b, []int64{t.Shape[0], kd}, t.Elem), g.tfind(sc, b, []int64{kd, t.Shape[1]}, t.Elem))
	case LinTranspose:
		uses = append(uses, g.tfind(sc, b, []int64{t.Shape[1], t.Shape[0]}, t.Elem))
	case LinAdd, LinSub, LinMul:
		uses = append(uses, g.tfind(sc, b, t.Shape, t.Elem), g.tfind(sc, b, t.Shape, t.Elem))
	case LinCopy:
		uses = append(uses, g.tfind(sc, b, t.Shape, t.Elem))
	case LinReduce:
		uses = append(uses, g.tfind(sc, b, append(append([]int64(nil), t.Shape...), g.dim()), t.Elem))
	case LinBroadcast:
		uses = append(uses, g.tfind(sc, b, t.Shape[:t.Rank()-1], t.Elem))
	case LinInsertSlice:
		src := g.pick(sc, false, func(v *Val) bool {
			if !static(v) || v.Type.Rank() != t.Rank() || v.Type.Elem != t.Elem {
				return false
			}
			for i, d := range v.Type.Shape {
				if d > t.Shape[i] {
					return false
				}
			}
			return true
		})
		if src == nil {
			shape := make([]int64, t.Rank())
			for i, d := range t.Shape {
				shape[i] = 1 + int64(g.r.Intn(int(max(d, 1))))
			}
			src = g.tinit(sc, b, shape, &t.Elem)
		}
		uses = append(uses, src)
	}
	g.retire(dst, 0.5)
	g.add(sc, b, &Stmt{Kind: KLinalg, Op: int(k), Uses: uses, Defs: []*Val{g.val(t)}})
}

// tfind returns a visible tensor of shape and elem, or a new one.
func (g *gen) tfind(sc *scope, b *Block, shape []int64, el Elem) *Val {
	if g.r.Intn(3) > 0 {
		if v := g.pick(sc, false, func(v *Val) bool {
			if v.Type.Elem != el || v.Type.Rank() != len(shape) || !v.Type.IsStatic() {
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
	return g.tinit(sc, b, shape, &el)
}

func (g *gen) tif(sc *scope, b *Block) {
	s := &Stmt{Kind: KIf, Blocks: []*Block{{}, {}}}
	if c := g.pick(sc, false, nil); c != nil {
		s.Uses = []*Val{c}
	}
	x := g.pick(sc, false, nil)
	for k := 0; k < 2; k++ {
		bs := sc.child(false)
		g.smallBlock(bs, s.Blocks[k])
		if x == nil {
			continue
		}
		var y *Val
		if g.r.Intn(2) == 0 && x.Type.NumElements() > 0 {
			y = g.tkernelInto(bs, s.Blocks[k], x)
		}
		if y == nil {
			y = g.pick(bs, false, func(v *Val) bool { return v.Type.TensorString() == x.Type.TensorString() })
		}
		if y == nil {
			y = x
		}
		s.Yield = append(s.Yield, y)
	}
	if x != nil {
		s.Defs = []*Val{g.val(x.Type)}
	}
	g.add(sc, b, s)
}

func (g *gen) tfor(sc *scope, b *Block) {
	s := &Stmt{Kind: KFor, Trip: 1 + int64(g.r.Intn(3)), Blocks: []*Block{{}}}
	bs := sc.child(false)
	if a := g.pick(sc, false, nonEmpty); a != nil && g.r.Intn(4) > 0 {
		x := g.val(a.Type)
		s.Uses, s.Inner = []*Val{a}, []*Val{x}
		bs.vals = append(bs.vals, x)
		g.smallBlock(bs, s.Blocks[0])
		y := g.tkernelInto(bs, s.Blocks[0], x)
		if g.r.Intn(4) == 0 {
			g.add(bs, s.Blocks[0], &Stmt{Kind: KChecksum, Uses: []*Val{y}})
		}
		s.Yield = []*Val{y}
		s.Defs = []*Val{g.val(a.Type)}
		g.add(sc, b, s)
		return
	}
	g.smallBlock(bs, s.Blocks[0])
	g.add(sc, b, s)
}

func (g *gen) tforall(sc *scope, b *Block) {
	out := g.pick(sc, false, func(v *Val) bool {
		return v.Type.IsStatic() && v.Type.Rank() >= 1 && nonEmpty(v) && v.Type.Shape[0] <= 8
	})
	if out == nil {
		out = g.tinit(sc, b, []int64{1 + int64(g.r.Intn(4)), 1 + int64(g.r.Intn(8))}, nil)
	}
	s := &Stmt{Kind: KForall, Uses: []*Val{out}, Blocks: []*Block{{}}}
	bs := sc.child(false)
	row := g.val(tensorRowType(out.Type))
	s.Inner = []*Val{row}
	bs.vals = append(bs.vals, row)
	g.smallBlock(bs, s.Blocks[0])
	y := g.tkernelInto(bs, s.Blocks[0], row)
	s.Yield = []*Val{y}
	s.Defs = []*Val{g.val(out.Type)}
	g.add(sc, b, s)
}

// tensorRowType is the type of one row of out (rank-reducing slice).
func tensorRowType(out Type) Type {
	return NewType(out.Shape[1:], out.Elem, 0)
}

// inferTensorView is inferView for tensors: extract_slice (ViewSubview),
// collapse/expand_shape and cast, with the result's shape.
func inferTensorView(k ViewKind, src Type, r uint64) (Type, viewParams, bool) {
	st := NewType(src.Shape, src.Elem, 0)
	st.Dyn = src.Dyn
	switch k {
	case ViewSubview, ViewCollapse, ViewExpand, ViewCast:
	default:
		return Type{}, viewParams{}, false
	}
	t, vp, ok := inferView(k, st, r)
	if !ok {
		return Type{}, vp, false
	}
	res := NewType(t.Shape, t.Elem, 0)
	if k == ViewCast {
		res.Dyn = t.Dyn
		if !anyChange(src, res) {
			return Type{}, vp, false
		}
	}
	return res, vp, true
}

// anyChange reports whether a cast from a to b changes the type.
func anyChange(a, b Type) bool { return a.TensorString() != b.TensorString() }

// tstmt emits one statement of a tensor program.
func (e *emitter) tstmt(s *Stmt) {
	switch s.Kind {
	case KAlloc:
		e.tinit(s)
	case KView:
		e.tview(s)
	case KKernel:
		e.tkernel(s)
	case KLinalg:
		e.tlinalg(s)
	case KChecksum:
		e.tchecksum(s)
	case KSelect:
		e.tselect(s)
	case KIf:
		e.tif(s)
	case KFor:
		e.tfor(s)
	case KForall:
		e.tforall(s)
	case KCall:
		e.call(s)
	default:
		e.count--
	}
}

func (e *emitter) name(v *Val) string { return fmt.Sprintf("%%v%d", v.ID) }

func (e *emitter) tinit(s *Stmt) {
	shape := s.Shape
	if sh, ok := e.ed.Shape[s.ID]; ok {
		shape = sh
	}
	t := NewType(shape, s.Elem, 0)
	em := e.fresh()
	if s.Flags&FlagDynamic != 0 && !e.ed.Plain[s.ID] && t.Rank() > 0 {
		t.Dyn = make([]bool, t.Rank())
		t.Dyn[0] = true
		e.line("%s = tensor.empty(%s) : %s", em, e.dynSize(shape[0], s.R), t.TensorString())
	} else {
		e.line("%s = tensor.empty() : %s", em, t.TensorString())
	}
	g := &rng{s: s.R}
	v := s.Defs[0]
	e.genericResult(e.name(v), em, t, nil, nil, int64(g.n(1<<20)), false)
	e.define(v, e.name(v), t, nil)
}

func (e *emitter) tview(s *Stmt) {
	src := s.Uses[0]
	st := e.types[src]
	k := ViewKind(s.Op)
	rt, vp, ok := inferTensorView(k, st, s.R)
	if !ok {
		e.count--
		return
	}
	v := s.Defs[0]
	n, sn := e.name(v), e.names[src]
	switch k {
	case ViewSubview:
		e.line("%s = tensor.extract_slice %s%s %s %s : %s to %s", n, sn, intList(vp.offsets), intList(vp.sizes), intList(vp.strides), st.TensorString(), rt.TensorString())
	case ViewCollapse:
		e.line("%s = tensor.collapse_shape %s %s : %s into %s", n, sn, groupList(vp.groups), st.TensorString(), rt.TensorString())
	case ViewExpand:
		e.line("%s = tensor.expand_shape %s %s output_shape %s : %s into %s", n, sn, groupList(vp.groups), intList(rt.Shape), st.TensorString(), rt.TensorString())
	case ViewCast:
		e.line("%s = tensor.cast %s : %s to %s", n, sn, st.TensorString(), rt.TensorString())
	}
	e.define(v, n, rt, nil)
}

// textract emits tensor.extract v[idx] and returns the value as i64.
func (e *emitter) textract(v string, t Type, idx []string) string {
	x := e.fresh()
	e.line("%s = tensor.extract %s[%s] : %s", x, v, strings.Join(idx, ", "), t.TensorString())
	return e.toI64(x, t.Elem)
}

func (e *emitter) tkernel(s *Stmt) {
	dst := s.Uses[0]
	dt := e.types[dst]
	g := &rng{s: s.R}
	salt := g.n(1 << 20)
	var srcs []string
	var sts []Type
	for _, u := range s.Uses[1:] {
		if e.defined(u) && e.types[u].NumElements() > 0 {
			srcs = append(srcs, e.names[u])
			sts = append(sts, e.types[u])
		}
	}
	v := s.Defs[0]
	rmw := s.Flags&FlagRMW != 0
	if s.Op == 1 || dt.NumElements() == 0 {
		e.genericResult(e.name(v), e.names[dst], dt, srcs, sts, salt, rmw)
		e.define(v, e.name(v), dt, nil)
		return
	}
	// Loops of tensor.extract / tensor.insert carrying the tensor.
	ps := make([]srcParams, len(srcs))
	for i, t := range sts {
		for range t.Shape {
			ps[i].a = append(ps[i].a, 1+g.n(7))
			ps[i].b = append(ps[i].b, g.n(11))
		}
	}
	ts := dt.TensorString()
	body := func(idx []string, lin, cur string) string {
		l := e.fresh()
		e.line("%s = arith.index_cast %s : index to i64", l, lin)
		acc := e.mix(e.i64(salt), l, 31)
		for i, t := range sts {
			var sidx []string
			for k, d := range t.Shape {
				x := e.fresh2("arith.muli", lin, e.c(ps[i].a[k]), "index")
				x = e.fresh2("arith.addi", x, e.c(ps[i].b[k]), "index")
				x = e.fresh2("arith.remui", x, e.c(d), "index")
				sidx = append(sidx, x)
			}
			acc = e.mix(acc, e.textract(srcs[i], t, sidx), int64(1000003+2*i))
		}
		if rmw {
			acc = e.mix(acc, e.textract(cur, dt, idx), 65537)
		}
		acc = e.ivMix(acc)
		x := e.fromI64(acc, dt.Elem)
		n := e.fresh()
		e.line("%s = tensor.insert %s into %s[%s] : %s", n, x, cur, strings.Join(idx, ", "), ts)
		return n
	}
	if dt.Rank() == 0 {
		r := body(nil, e.c(0), e.names[dst])
		e.define(v, r, dt, nil)
		return
	}
	c0, c1 := e.c(0), e.c(1)
	cur := e.names[dst]
	var idx, results []string
	for k := range dt.Shape {
		iv, a, r := e.fresh(), e.fresh(), e.fresh()
		e.line("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", r, iv, c0, e.c(dt.Shape[k]), c1, a, cur, ts)
		e.ind++
		idx = append(idx, iv)
		results = append(results, r)
		cur = a
	}
	lin := idx[0]
	for k := 1; k < len(idx); k++ {
		lin = e.fresh2("arith.muli", lin, e.c(dt.Shape[k]), "index")
		lin = e.fresh2("arith.addi", lin, idx[k], "index")
	}
	cur = body(idx, lin, cur)
	for k := len(dt.Shape) - 1; k >= 0; k-- {
		e.line("scf.yield %s : %s", cur, ts)
		e.ind--
		e.line("}")
		cur = results[k]
	}
	e.define(v, cur, dt, nil)
}

func (e *emitter) tlinalg(s *Stmt) {
	ts := make([]Type, len(s.Uses))
	for i, u := range s.Uses {
		ts[i] = e.types[u]
	}
	k := LinalgKind(s.Op)
	v := s.Defs[0]
	n := e.name(v)
	names := make([]string, len(s.Uses))
	for i, u := range s.Uses {
		names[i] = e.names[u]
	}
	if k == LinInsertSlice {
		dst, src := ts[0], ts[1]
		ok := dst.IsStatic() && src.IsStatic() && dst.Rank() == src.Rank() && dst.Elem == src.Elem && dst.NumElements() > 0
		for i := 0; ok && i < dst.Rank(); i++ {
			ok = src.Shape[i] <= dst.Shape[i]
		}
		if !ok {
			e.count--
			return
		}
		g := &rng{s: s.R}
		offs := make([]int64, dst.Rank())
		ones := make([]int64, dst.Rank())
		for i := range offs {
			// The slice fits from offset 0 to dst-src; an offset is also
			// below dst, even for a zero-size slice (mlir-opt 22 refuses
			// "offset 0 is out-of-bounds: 5 >= 5" for a [5] [0] slice of
			// a dimension of 5).
			offs[i] = g.n(min(dst.Shape[i]-src.Shape[i]+1, dst.Shape[i]))
			ones[i] = 1
		}
		e.line("%s = tensor.insert_slice %s into %s%s %s %s : %s into %s", n, names[1], names[0], intList(offs), intList(src.Shape), intList(ones), src.TensorString(), dst.TensorString())
		e.define(v, n, dst, nil)
		return
	}
	if k == LinMemCopy {
		k = LinCopy
	}
	if !linalgFits(k, ts) {
		e.count--
		return
	}
	tt := make([]string, len(ts))
	for i, t := range ts {
		tt[i] = t.TensorString()
	}
	out := fmt.Sprintf("outs(%s : %s)", names[0], tt[0])
	ins := func(m int) string {
		return fmt.Sprintf("ins(%s : %s)", strings.Join(names[1:m+1], ", "), strings.Join(tt[1:m+1], ", "))
	}
	res := " -> " + tt[0]
	switch k {
	case LinMatmul:
		e.line("%s = linalg.matmul %s %s%s", n, ins(2), out, res)
	case LinTranspose:
		e.line("%s = linalg.transpose %s %s permutation = [1, 0]", n, ins(1), out)
	case LinAdd:
		e.line("%s = linalg.add %s %s%s", n, ins(2), out, res)
	case LinSub:
		e.line("%s = linalg.sub %s %s%s", n, ins(2), out, res)
	case LinMul:
		e.line("%s = linalg.mul %s %s%s", n, ins(2), out, res)
	case LinFill:
		cst := e.fresh()
		e.line("%s = arith.constant %s", cst, scalarLiteral(ts[0].Elem.S, int64(s.R%100000)))
		e.line("%s = linalg.fill ins(%s : %s) %s%s", n, cst, ts[0].Elem.S, out, res)
	case LinCopy:
		e.line("%s = linalg.copy %s %s%s", n, ins(1), out, res)
	case LinReduce:
		el := ts[0].Elem.S
		op := "addi"
		if el.IsFloat() {
			op = "addf"
		}
		a, b, r := e.fresh(), e.fresh(), e.fresh()
		e.line("%s = linalg.reduce %s %s dimensions = [%d]", n, ins(1), out, ts[1].Rank()-1)
		e.line("  (%s: %s, %s: %s) {", a, el, b, el)
		e.line("    %s = arith.%s %s, %s : %s", r, op, a, b, el)
		e.line("    linalg.yield %s : %s", r, el)
		e.line("  }")
	case LinBroadcast:
		e.line("%s = linalg.broadcast %s %s dimensions = [%d]", n, ins(1), out, ts[0].Rank()-1)
	}
	e.define(v, n, ts[0], nil)
}

func (e *emitter) tchecksum(s *Stmt) {
	v := s.Uses[0]
	t := e.types[v]
	n := e.names[v]
	e.printChecksum(s, t,
		func(k int) string {
			ub := e.c(t.Shape[k])
			if t.dyn(k) {
				ub = e.fresh()
				e.line("%s = tensor.dim %s, %s : %s", ub, n, e.c(int64(k)), t.TensorString())
			}
			return ub
		},
		func(idx []string) string { return e.textract(n, t, idx) })
}

// tcond emits an i1 read from an element of v (a constant when v is
// undefined or empty).
func (e *emitter) tcond(v *Val, r uint64) string {
	return e.condFrom(v, r, func(t Type, idx []string) string { return e.textract(e.names[v], t, idx) })
}

func (e *emitter) tselect(s *Stmt) {
	a, b := s.Uses[1], s.Uses[2]
	if e.types[a].TensorString() != e.types[b].TensorString() {
		e.count--
		return
	}
	c := e.tcond(s.Uses[0], s.R)
	v := s.Defs[0]
	e.line("%s = arith.select %s, %s, %s : %s", e.name(v), c, e.names[a], e.names[b], e.types[a].TensorString())
	e.define(v, e.name(v), e.types[a], nil)
}

func (e *emitter) tif(s *Stmt) {
	var cv *Val
	if len(s.Uses) > 0 {
		cv = s.Uses[0]
	}
	c := e.tcond(cv, s.R)
	pad := strings.Repeat("  ", e.ind+1)
	var yt *Type
	var yn [2]string
	mk := func(k int) func(w *strings.Builder) {
		return func(w *strings.Builder) {
			if len(s.Yield) != 2 || !e.defined(s.Yield[k]) {
				return
			}
			t := e.types[s.Yield[k]]
			if k == 0 {
				yt, yn[0] = &t, e.names[s.Yield[0]]
			} else if yt != nil && yt.TensorString() == t.TensorString() {
				yn[1] = e.names[s.Yield[1]]
			}
		}
	}
	then := e.sub(s.Blocks[0], mk(0))
	els := e.sub(s.Blocks[1], mk(1))
	if yt != nil && yn[1] != "" {
		v := s.Defs[0]
		ts := yt.TensorString()
		e.line("%s = scf.if %s -> (%s) {", e.name(v), c, ts)
		e.w.WriteString(then)
		fmt.Fprintf(e.w, "%sscf.yield %s : %s\n", pad, yn[0], ts)
		e.line("} else {")
		e.w.WriteString(els)
		fmt.Fprintf(e.w, "%sscf.yield %s : %s\n", pad, yn[1], ts)
		e.line("}")
		e.define(v, e.name(v), *yt, nil)
		return
	}
	e.line("scf.if %s {", c)
	e.w.WriteString(then)
	if els != "" {
		e.line("} else {")
		e.w.WriteString(els)
	}
	e.line("}")
}

func (e *emitter) tfor(s *Stmt) {
	c0, cT, c1 := e.c(0), e.c(e.trip(s)), e.c(1)
	iv := e.fresh()
	e.ivs = append(e.ivs, iv)
	defer func() { e.ivs = e.ivs[:len(e.ivs)-1] }()
	if len(s.Uses) != 1 || !e.defined(s.Uses[0]) {
		body := e.sub(s.Blocks[0], nil)
		e.line("scf.for %s = %s to %s step %s {", iv, c0, cT, c1)
		e.w.WriteString(body)
		e.line("}")
		return
	}
	t := e.types[s.Uses[0]]
	ts := t.TensorString()
	x := s.Inner[0]
	e.define(x, e.name(x), t, nil)
	body := e.sub(s.Blocks[0], func(w *strings.Builder) {
		y := e.name(x)
		if len(s.Yield) == 1 && e.defined(s.Yield[0]) && e.types[s.Yield[0]].TensorString() == ts {
			y = e.names[s.Yield[0]]
		}
		fmt.Fprintf(w, "%sscf.yield %s : %s\n", strings.Repeat("  ", e.ind+1), y, ts)
	})
	r := e.name(s.Defs[0])
	e.line("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", r, iv, c0, cT, c1, e.name(x), e.names[s.Uses[0]], ts)
	e.w.WriteString(body)
	e.line("}")
	e.define(s.Defs[0], r, t, nil)
}

func (e *emitter) tforall(s *Stmt) {
	out := s.Uses[0]
	ot := e.types[out]
	if ot.Rank() == 0 || ot.NumElements() == 0 || !ot.IsStatic() {
		e.count--
		return
	}
	iv, o := e.fresh(), e.fresh()
	e.ivs = append(e.ivs, iv)
	defer func() { e.ivs = e.ivs[:len(e.ivs)-1] }()
	row := s.Inner[0]
	rt := tensorRowType(ot)
	rn := e.name(row)
	e.define(row, rn, rt, nil)
	offs, sizes, strides := []string{iv}, []string{"1"}, []string{"1"}
	for _, d := range ot.Shape[1:] {
		offs = append(offs, "0")
		sizes = append(sizes, fmt.Sprint(d))
		strides = append(strides, "1")
	}
	slice := fmt.Sprintf("[%s] [%s] [%s]", strings.Join(offs, ", "), strings.Join(sizes, ", "), strings.Join(strides, ", "))
	pad := strings.Repeat("  ", e.ind+1)
	head := fmt.Sprintf("%s%s = tensor.extract_slice %s%s : %s to %s\n", pad, rn, o, slice, ot.TensorString(), rt.TensorString())
	body := e.sub(s.Blocks[0], func(w *strings.Builder) {
		y := rn
		if len(s.Yield) == 1 && e.defined(s.Yield[0]) && e.types[s.Yield[0]].TensorString() == rt.TensorString() {
			y = e.names[s.Yield[0]]
		}
		fmt.Fprintf(w, "%sscf.forall.in_parallel {\n%s  tensor.parallel_insert_slice %s into %s%s : %s into %s\n%s}\n",
			pad, pad, y, o, slice, rt.TensorString(), ot.TensorString(), pad)
	})
	r := e.name(s.Defs[0])
	e.line("%s = scf.forall (%s) in (%d) shared_outs(%s = %s) -> (%s) {", r, iv, ot.Shape[0], o, e.names[out], ot.TensorString())
	e.w.WriteString(head)
	e.w.WriteString(body)
	e.line("}")
	e.define(s.Defs[0], r, ot, nil)
}
