package progen

import (
	"fmt"
	"strings"
)

// rng is splitmix64: the deterministic stream a statement derives its
// parameters from (Stmt.R), so that emission needs no generator state.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	z := r.s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// n returns a number in [0, k) (0 when k <= 0).
func (r *rng) n(k int64) int64 {
	if k <= 0 {
		return 0
	}
	return int64(r.next() % uint64(k))
}

// strideDyn reports whether stride k of t is dynamic in the type: printed
// '?' in a strided layout, or, for the identity layout, any inner size
// dynamic.
func (t Type) strideDyn(k int) bool {
	if t.Strided {
		return t.dynStride(k)
	}
	for j := k + 1; j < len(t.Shape); j++ {
		if t.dyn(j) {
			return true
		}
	}
	return false
}

// offsetDyn reports whether the offset is dynamic in the type.
func (t Type) offsetDyn() bool { return t.Strided && t.DynOffset }

// viewParams are the concrete parameters of a view op.
type viewParams struct {
	offsets, sizes, strides []int64 // subview, reinterpret_cast
	perm                    []int   // transpose
	groups                  [][]int // collapse/expand reassociation
	byteOffset              int64   // memref.view
	dynSize                 bool    // memref.view with a dynamic first size
}

// inferView computes the result type and parameters of a view of kind k of
// a source of type src, from the random bits r. ok is false when this kind
// of view does not apply to src.
func inferView(k ViewKind, src Type, r uint64) (Type, viewParams, bool) {
	g := &rng{s: r}
	var vp viewParams
	rank := src.Rank()
	if src.NumElements() == 0 && k != ViewSpaceCast {
		// MLIR's strides of a memref with a zero size are not the
		// row-major ones (and offsets into it are out of bounds).
		return Type{}, vp, false
	}
	switch k {
	case ViewSubview:
		if rank == 0 || src.NumElements() == 0 {
			return Type{}, vp, false
		}
		res := Type{Elem: src.Elem, Space: src.Space, Strided: true}
		off := src.Offset
		offDyn := src.offsetDyn()
		reduce := g.n(3) == 0
		for i, d := range src.Shape {
			var o, size, st int64
			st = 1 + g.n(3)
			if d > 0 {
				o = g.n(d)
				maxSize := (d-1-o)/st + 1
				size = 1 + g.n(maxSize)
			}
			vp.offsets = append(vp.offsets, o)
			vp.sizes = append(vp.sizes, size)
			vp.strides = append(vp.strides, st)
			if o != 0 {
				off += o * src.Strides[i]
				if src.strideDyn(i) {
					offDyn = true
				}
			}
			if reduce && size == 1 && rank > 1 {
				continue // rank-reducing: unit dims are dropped
			}
			res.Shape = append(res.Shape, size)
			res.Strides = append(res.Strides, src.Strides[i]*st)
			res.DynStrides = append(res.DynStrides, src.strideDyn(i))
		}
		res.Offset, res.DynOffset, res.OffsetUnknown = off, offDyn, src.OffsetUnknown
		return res, vp, true
	case ViewCast:
		res := src.clone()
		res.Dyn = make([]bool, rank)
		for i := range res.Dyn {
			res.Dyn[i] = g.n(2) == 0
		}
		canonical := src.Offset == 0 && !src.OffsetUnknown
		for i, s := range identityStrides(src.Shape) {
			canonical = canonical && src.Strides[i] == s
		}
		if canonical && g.n(2) == 0 {
			res.Strided, res.DynStrides, res.DynOffset = false, nil, false
			res.Strides = identityStrides(src.Shape)
			return res, vp, true
		}
		res.Strided = true
		res.DynStrides = make([]bool, rank)
		for i := range res.DynStrides {
			res.DynStrides[i] = src.strideDyn(i) || g.n(2) == 0
		}
		res.DynOffset = src.offsetDyn() || g.n(2) == 0
		return res, vp, true
	case ViewCollapse:
		if !src.Contiguous() || rank < 2 {
			return Type{}, vp, false
		}
		var cur []int
		res := Type{Elem: src.Elem, Space: src.Space}
		for i := 0; i < rank; i++ {
			cur = append(cur, i)
			if i == rank-1 || g.n(2) == 0 {
				vp.groups = append(vp.groups, cur)
				n := int64(1)
				for _, j := range cur {
					n *= src.Shape[j]
				}
				res.Shape = append(res.Shape, n)
				cur = nil
			}
		}
		if len(res.Shape) == rank {
			// Nothing collapsed: collapse the last two.
			vp.groups = vp.groups[:rank-2]
			vp.groups = append(vp.groups, []int{rank - 2, rank - 1})
			res.Shape = append(res.Shape[:rank-2:rank-2], src.Shape[rank-2]*src.Shape[rank-1])
		}
		res.Strides = identityStrides(res.Shape)
		return res, vp, true
	case ViewExpand:
		if !src.Contiguous() || rank == 0 || rank > 3 {
			return Type{}, vp, false
		}
		at := int(g.n(int64(rank)))
		d := src.Shape[at]
		var divs []int64
		for a := int64(2); a < d; a++ {
			if d%a == 0 {
				divs = append(divs, a)
			}
		}
		a := int64(1)
		if len(divs) > 0 && g.n(4) != 0 {
			a = divs[g.n(int64(len(divs)))]
		}
		res := Type{Elem: src.Elem, Space: src.Space}
		j := 0
		for i := 0; i < rank; i++ {
			if i == at {
				b := int64(0)
				if a > 0 {
					b = d / a
				}
				res.Shape = append(res.Shape, a, b)
				vp.groups = append(vp.groups, []int{j, j + 1})
				j += 2
				continue
			}
			res.Shape = append(res.Shape, src.Shape[i])
			vp.groups = append(vp.groups, []int{j})
			j++
		}
		res.Strides = identityStrides(res.Shape)
		return res, vp, true
	case ViewReinterpret:
		n := src.NumElements()
		if !src.Contiguous() || n == 0 {
			return Type{}, vp, false
		}
		o := g.n(n)
		rem := n - o
		res := Type{Elem: src.Elem, Space: src.Space, Strided: true, Offset: o}
		if g.n(2) == 0 || rem < 2 {
			st := 1 + g.n(2)
			size := 1 + g.n((rem-1)/st+1)
			vp.sizes, vp.strides = []int64{size}, []int64{st}
		} else {
			b := 1 + g.n(min(rem, 4))
			sa := b + g.n(2)
			a := 1 + g.n((rem-b)/sa+1)
			vp.sizes, vp.strides = []int64{a, b}, []int64{sa, 1}
		}
		vp.offsets = []int64{o}
		res.Shape = vp.sizes
		res.Strides = vp.strides
		return res, vp, true
	case ViewTranspose:
		if rank < 2 {
			return Type{}, vp, false
		}
		perm := make([]int, rank)
		for i := range perm {
			perm[i] = i
		}
		for i := rank - 1; i > 0; i-- {
			j := int(g.n(int64(i + 1)))
			perm[i], perm[j] = perm[j], perm[i]
		}
		ident := true
		for i, p := range perm {
			ident = ident && p == i
		}
		if ident {
			perm[0], perm[1] = perm[1], perm[0]
		}
		vp.perm = perm
		res := Type{Elem: src.Elem, Space: src.Space, Strided: true, Offset: src.Offset, DynOffset: src.offsetDyn(), OffsetUnknown: src.OffsetUnknown}
		for _, p := range perm {
			res.Shape = append(res.Shape, src.Shape[p])
			res.Dyn = append(res.Dyn, src.dyn(p))
			res.Strides = append(res.Strides, src.Strides[p])
			res.DynStrides = append(res.DynStrides, src.strideDyn(p))
		}
		return res, vp, true
	case ViewSpaceCast:
		res := src.clone()
		res.Space = (src.Space + 1 + int(g.n(2))) % 3
		return res, vp, true
	case ViewBytes:
		if rank != 1 || !src.Contiguous() || src.Elem != (Elem{S: I8}) {
			return Type{}, vp, false
		}
		elems := []Scalar{F32, I32, I16, F16, I64, I8}
		e := Elem{S: elems[g.n(int64(len(elems)))]}
		size, align := e.ByteSize(), e.Align()
		n := src.Shape[0]
		slots := n / align
		if slots == 0 {
			return Type{}, vp, false
		}
		o := align * g.n(slots)
		count := (n - o) / size
		count = g.n(count + 1)
		vp.byteOffset = o
		res := Type{Elem: e, Space: src.Space}
		if count > 1 && g.n(2) == 0 {
			var divs []int64
			for a := int64(2); a < count; a++ {
				if count%a == 0 {
					divs = append(divs, a)
				}
			}
			if len(divs) > 0 {
				a := divs[g.n(int64(len(divs)))]
				res.Shape = []int64{a, count / a}
			}
		}
		if res.Shape == nil {
			res.Shape = []int64{count}
		}
		if g.n(3) == 0 {
			vp.dynSize = true
			res.Dyn = make([]bool, len(res.Shape))
			res.Dyn[0] = true
		}
		res.Strides = identityStrides(res.Shape)
		return res, vp, true
	}
	return Type{}, vp, false
}

// rowType is the type of one row of out (the rank-reducing subview
// out[i, 0, ...][1, d1, ...][1, ...] with a dynamic i).
func rowType(out Type) Type {
	res := Type{Elem: out.Elem, Space: out.Space, Strided: true, DynOffset: true, OffsetUnknown: true}
	for i := 1; i < out.Rank(); i++ {
		res.Shape = append(res.Shape, out.Shape[i])
		res.Strides = append(res.Strides, out.Strides[i])
		res.DynStrides = append(res.DynStrides, out.strideDyn(i))
	}
	return res
}

// intList prints [a, b, c].
func intList[T int | int64](xs []T) string {
	var sb strings.Builder
	sb.WriteString("[")
	for i, x := range xs {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprint(&sb, x)
	}
	sb.WriteString("]")
	return sb.String()
}

// groupList prints a reassociation [[0, 1], [2]].
func groupList(gs [][]int) string {
	parts := make([]string, len(gs))
	for i, g := range gs {
		parts[i] = intList(g)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// mapInto finds, for a linalg.generic input of type src, an injective map
// from src's dimensions to dst's dimensions of equal size; start rotates the
// search so different statements pick different maps.
func mapInto(src, dst Type, start int) ([]int, bool) {
	if src.Rank() > dst.Rank() {
		return nil, false
	}
	used := make([]bool, dst.Rank())
	m := make([]int, src.Rank())
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == src.Rank() {
			return true
		}
		for x := 0; x < dst.Rank(); x++ {
			j := (x + start) % dst.Rank()
			if !used[j] && dst.Shape[j] == src.Shape[k] {
				used[j] = true
				m[k] = j
				if rec(k + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return m, rec(0)
}

// affineMap prints affine_map<(d0, ..., d{n-1}) -> (d{m0}, ...)>.
func affineMap(n int, m []int) string {
	dims := make([]string, n)
	for i := range dims {
		dims[i] = fmt.Sprintf("d%d", i)
	}
	res := make([]string, len(m))
	for i, j := range m {
		res[i] = dims[j]
	}
	return fmt.Sprintf("affine_map<(%s) -> (%s)>", strings.Join(dims, ", "), strings.Join(res, ", "))
}
