package staticplan

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/valuebounds"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/mergealloc/report"
)

// bufInfo is one memref.alloc of a reachable function.
type bufInfo struct {
	fn    *funcData
	alloc *ir.Operation
	mt    *ir.MemRefType
	size  int64
	// align is the alloc's alignment attribute (0: none).
	align int64
	// first and last are the inclusive ticks at which it is live.
	first, last int64
	persistent  bool
	space       string
	pools       []string
	// runtime says why the buffer is left to run-time allocation ("":
	// planned); kind is the report.Reason* or a short phrase.
	runtime, kind string
	// index in the program function's Buffers (planned buffers).
	index int
	// view is the value that replaced the allocation.
	view *ir.Value
	// pinned buffers go at byte offset of their function's region
	// (mergealloc.OffsetAttrName).
	pinned bool
	offset int64
	// bound is the shape a buffer of dynamic shape is planned at (its
	// dynamic sizes at their upper bounds); nil for static buffers.
	bound []int64
}

// callInfo is a call to a planned function.
type callInfo struct {
	op     *ir.Operation
	callee *funcInfo
	tick   int64
}

// funcData is what the pass collected in one reachable function.
type funcData struct {
	info  *funcInfo
	ticks int64
	bufs  []*bufInfo
	calls []callInfo
	// index in the program's Functions (planned functions), else -1.
	index int
	// planned lists the planned buffers in program order (Buffer indices).
	planned []*bufInfo
	// argKeys are the regions or pools the pass added as arguments, from
	// argument number firstArg on.
	argKeys  []baseKey
	firstArg int
}

// planned reports whether the function's buffers are planned.
func (f *funcInfo) planned() bool { return f.reachable && f.defined && f.unplanned == "" }

// spaceKey spells a memory space for pools: "0" for the default space,
// the integer for integer spaces, the attribute otherwise.
func spaceKey(a ir.Attribute) string {
	switch a := a.(type) {
	case nil:
		return "0"
	case *ir.IntegerAttr:
		if a.Big == nil {
			return strconv.FormatInt(a.Value, 10)
		}
	}
	return a.String()
}

// collect runs the lifetime analysis on a reachable function: ticks, the
// lifetime of every memref.alloc (calls that do not capture an argument
// access it at the call's tick), and the calls to planned functions.
func (m *module) collect(f *funcInfo) (*funcData, error) {
	fd := &funcData{info: f, index: -1}
	ticks := map[*ir.Operation]int64{}
	ir.WalkPreOrder(f.op, func(op *ir.Operation) {
		fd.ticks++
		if op.Name() == callOpName {
			ticks[op] = fd.ticks
		}
	})
	opts := mergealloc.DefaultOptions()
	// Every power-of-two alignment attribute divides this one, so the
	// collector's mergeability test never rejects a buffer for alignment;
	// the pools honour alignment attributes themselves.
	opts.Alignment = 1 << 40
	// A buffer allocated in an scf.forall body needs one copy per thread:
	// such bodies stay scopes of their own and their buffers are left to
	// run time (merge-alloc, run first, hoists them into a per-thread
	// slice of its function's arena, which this pass then plans).
	opts.ForallHoisting = mergealloc.HoistNone
	// Sizes are bounded below, across calls (the collector's bounds stop
	// at function arguments).
	opts.NoBounds = true
	opts.CallAccesses = func(call *ir.Operation, operand int) bool {
		g := m.calleeOf(call)
		if g == nil {
			return false
		}
		return !g.defined || (operand < len(g.args) && g.args[operand] != argCaptured)
	}
	// Pinned offsets are this pass's business (offsets in the function's
	// frame); the collector would check them against merge-alloc's
	// alignment, so it runs without them.
	pins := map[*ir.Operation]ir.Attribute{}
	ir.WalkPreOrder(f.op, func(op *ir.Operation) {
		if op.Name() == allocOpName {
			if a := op.Attr(mergealloc.OffsetAttrName); a != nil {
				pins[op] = a
				op.SetAttr(mergealloc.OffsetAttrName, nil)
			}
		}
	})
	scopes, err := mergealloc.CollectTickTraces(f.op, f.viewFlow(), opts)
	for op, a := range pins {
		op.SetAttr(mergealloc.OffsetAttrName, a)
	}
	if err != nil {
		return nil, err
	}
	for _, lt := range scopes.Lifetimes {
		b := &bufInfo{fn: fd, alloc: lt.Alloc, first: lt.First, last: lt.Last}
		fd.bufs = append(fd.bufs, b)
		res := lt.Alloc.Result(0)
		mt, _ := res.Type().(*ir.MemRefType)
		b.mt = mt
		if mt != nil {
			b.space = spaceKey(mt.MemorySpace)
		}
		if a, ok := lt.Alloc.Attr("alignment").(*ir.IntegerAttr); ok && a.Big == nil && a.Value > 0 {
			b.align = a.Value
		}
		switch {
		case f.unplanned != "":
			b.runtime, b.kind = f.unplanned, "function not planned"
		case parallelScope(lt.Alloc, f.op) != nil:
			sc := parallelScope(lt.Alloc, f.op)
			b.runtime, b.kind = fmt.Sprintf("it is allocated inside %s at %s, %s", sc.Name(), sc.Loc.Position(), scopeWhy(sc)), "parallel scope"
		case lt.Reason == report.ReasonUnknownRegionOp:
			b.runtime, b.kind = lt.Detail, report.ReasonUnknownRegionOp
		case lt.Untraceable:
			b.runtime, b.kind = m.escapeReason(f, res), report.ReasonEscaping
		case mt == nil:
			b.runtime, b.kind = "it is not a ranked memref", "unranked"
		case !mt.HasStaticShape() || lt.Alloc.NumOperands() > 0:
			if why := m.bound(b, mt); why != "" {
				b.runtime, b.kind = "its size is dynamic: "+why, report.ReasonDynamicShape
			}
		case !mt.HasIdentityLayout():
			b.runtime, b.kind = "its layout is not the identity", report.ReasonNonIdentityLayout
		case b.align > 0 && b.align&(b.align-1) != 0:
			b.runtime, b.kind = fmt.Sprintf("its alignment %d is not a power of two", b.align), report.ReasonAlignment
		}
		if a, ok := pins[lt.Alloc]; ok {
			ia, ok := a.(*ir.IntegerAttr)
			if !ok || ia.Big != nil || ia.Value < 0 {
				return nil, lt.Alloc.Errorf("static-memory-plan: '%s' must be a non-negative integer byte offset, got %s", mergealloc.OffsetAttrName, a)
			}
			if ia.Value > ir.MaxBufferBytes {
				return nil, lt.Alloc.Errorf("static-memory-plan: '%s' %d is too large: the buffer would end beyond %d bytes", mergealloc.OffsetAttrName, ia.Value, ir.MaxBufferBytes)
			}
			if b.runtime != "" {
				return nil, lt.Alloc.Errorf("static-memory-plan: cannot place this buffer at its '%s' %d: it is left to run-time allocation (%s)", mergealloc.OffsetAttrName, ia.Value, b.runtime)
			}
			b.pinned, b.offset = true, ia.Value
		}
		if b.runtime != "" {
			continue
		}
		sized := mt
		if b.bound != nil {
			sized = &ir.MemRefType{Shape: b.bound, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
		}
		size, elemAlign, err := sized.ByteSize()
		var tl *ir.TooLargeError
		switch {
		case errors.As(err, &tl):
			b.runtime, b.kind = fmt.Sprintf("it is larger than %d bytes", ir.MaxBufferBytes), "too large"
			continue
		case err != nil:
			b.runtime, b.kind = "its element type has no fixed size", "element type"
			continue
		}
		b.size = size
		// Its element's natural alignment too: a vector<8xf32> element
		// is loaded with 32-byte aligned instructions (found by the
		// program generator: at alignment=16 such buffers faulted).
		b.align = max(b.align, elemAlign)
		if c, _, _ := m.classifyUses(f, res, res); c == argExternal {
			b.persistent = true
		}
	}
	for _, c := range f.calls {
		g := m.calleeOf(c)
		if g == nil || !g.planned() || f.unplanned != "" {
			continue
		}
		fd.calls = append(fd.calls, callInfo{op: c, callee: g, tick: ticks[c]})
	}
	return fd, nil
}

// bound sets b.bound to the shape at which a buffer of dynamic shape mt
// is planned: every dynamic size at its constant upper bound, through the
// ops that compute it and across the calls of private functions
// (ir/valuebounds). It returns why there is none ("" when bounded).
func (m *module) bound(b *bufInfo, mt *ir.MemRefType) string {
	if !mt.HasIdentityLayout() {
		return "its layout is not the identity"
	}
	dyn := 0
	for _, d := range mt.Shape {
		if d == ir.Dynamic {
			dyn++
		}
	}
	if b.alloc.NumOperands() != dyn {
		return "it has symbol operands"
	}
	if m.bounds == nil {
		m.bounds = valuebounds.New(valuebounds.Options{AcrossCalls: true})
	}
	shape, why := mergealloc.BoundShape(m.bounds, b.alloc.Result(0))
	if shape == nil {
		return why
	}
	b.bound = shape
	return ""
}
