package ir

import "strings"

// The checks of MLIR's LinalgStructuredInterface (verifyStructuredOpInterface)
// for the structured ops whose indexing maps memopt knows: linalg.generic
// and every op with an `indexing_maps` attribute (matmul, batch_matmul,
// batch_reduce_matmul, contract, elementwise), the default maps of the
// matmul family and the rank-polymorphic named ops (add, exp, copy, fill,
// ...). The messages are mlir-opt 22's.

// linalgDefaultMaps are the indexing maps of named ops written without
// `indexing_maps`, as results per operand over NumDims loops.
var linalgDefaultMaps = map[string]struct {
	dims    int
	results [][]int
}{
	"linalg.matmul":              {3, [][]int{{0, 2}, {2, 1}, {0, 1}}},
	"linalg.batch_matmul":        {4, [][]int{{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}},
	"linalg.batch_reduce_matmul": {4, [][]int{{0, 1, 3}, {0, 3, 2}, {1, 2}}},
}

// linalgElementwiseNamed are the rank-polymorphic named ops: every
// shaped operand is indexed by the identity over the loops of the init's
// rank, scalars by the empty map.
var linalgElementwiseNamed = map[string]bool{
	"exp": true, "log": true, "abs": true, "ceil": true, "floor": true, "negf": true, "reciprocal": true,
	"round": true, "sqrt": true, "rsqrt": true, "square": true, "tanh": true, "erf": true, "add": true,
	"sub": true, "mul": true, "div": true, "div_unsigned": true, "max": true, "min": true, "powf": true,
	"select": true, "copy": true, "fill": true,
}

// linalgScalar reports whether linalg treats an operand of type t as a
// scalar (anything but a memref or tensor: vectors too).
func linalgScalar(t Type) bool {
	switch t.(type) {
	case *MemRefType, *RankedTensorType, *UnrankedMemRefType, *UnrankedTensorType:
		return false
	}
	return true
}

// elementwiseMaps returns the indexing maps of a rank-polymorphic named op.
func elementwiseMaps(op *Operation, maps []*AffineMap) ([]*AffineMap, bool) {
	n := op.NumOperands()
	if n == 0 {
		return nil, false
	}
	out, ok := op.Operand(n - 1).Type().(ShapedType)
	if !ok {
		return nil, false
	}
	dims, ranked := out.Dims()
	if !ranked {
		return nil, false
	}
	id, empty := elementwiseMapsOfRank(len(dims))
	for _, v := range op.Operands() {
		if linalgScalar(v.Type()) {
			maps = append(maps, empty)
		} else {
			maps = append(maps, id)
		}
	}
	return maps, true
}

// sharedElementwiseMaps holds the identity and the empty map of the ranks
// elementwise ops usually have, shared by every op (never changed).
var sharedElementwiseMaps = func() (m [8][2]*AffineMap) {
	for r := range m {
		m[r][0], m[r][1] = newElementwiseMaps(r)
	}
	return m
}()

// elementwiseMapsOfRank returns the identity map of rank r and the map of
// r dims and no results (a scalar operand's); they are not to be changed.
func elementwiseMapsOfRank(r int) (id, empty *AffineMap) {
	if r < len(sharedElementwiseMaps) {
		return sharedElementwiseMaps[r][0], sharedElementwiseMaps[r][1]
	}
	return newElementwiseMaps(r)
}

// newElementwiseMaps builds elementwiseMapsOfRank's maps.
func newElementwiseMaps(r int) (id, empty *AffineMap) {
	id = &AffineMap{NumDims: r, Results: make([]*AffineExpr, r)}
	for i := range r {
		id.Results[i] = DimExpr(i)
	}
	return id, &AffineMap{NumDims: r}
}

// linalgIndexingMaps returns the indexing maps of a structured op, or false
// when memopt does not know them, appended to maps.
func linalgIndexingMaps(op *Operation, maps []*AffineMap) ([]*AffineMap, bool) {
	// Named ops in generic form may carry their maps as
	// linalg.memoized_indexing_maps (MLIR reads those first).
	for _, name := range []string{"indexing_maps", "linalg.memoized_indexing_maps"} {
		arr, ok := op.Attr(name).(*ArrayAttr)
		if !ok {
			continue
		}
		for _, e := range arr.Elems {
			m, ok := e.(*AffineMapAttr)
			if !ok {
				return nil, false
			}
			maps = append(maps, m.Map)
		}
		return maps, true
	}
	if linalgElementwiseNamed[strings.TrimPrefix(op.Name(), "linalg.")] {
		return elementwiseMaps(op, maps)
	}
	if w := linalgWindowMaps(op); w != nil {
		return append(maps, w...), true
	}
	d := defaultLinalgMaps(op.Name())
	if d == nil {
		return nil, false
	}
	return append(maps, d...), true
}

// defaultLinalgMaps returns the default indexing maps of a matmul-family
// op (linalgDefaultMaps), nil for other ops.
func defaultLinalgMaps(name string) []*AffineMap {
	d, ok := linalgDefaultMaps[name]
	if !ok {
		return nil
	}
	maps := make([]*AffineMap, 0, len(d.results))
	for _, rs := range d.results {
		m := &AffineMap{NumDims: d.dims}
		for _, r := range rs {
			m.Results = append(m.Results, DimExpr(r))
		}
		maps = append(maps, m)
	}
	return maps
}

// defaultLinalgMapsAttr returns defaultLinalgMaps as an array attribute.
func defaultLinalgMapsAttr(name string) *ArrayAttr {
	maps := defaultLinalgMaps(name)
	if maps == nil {
		return nil
	}
	arr := &ArrayAttr{}
	for _, m := range maps {
		arr.Elems = append(arr.Elems, &AffineMapAttr{Map: m})
	}
	return arr
}

// verifyStructuredMaps checks the indexing maps of a structured op against
// its operands, its payload block's arguments and, when every loop range
// is static, the operand shapes.
func verifyStructuredMaps(op *Operation) error {
	var mapsBuf [4]*AffineMap
	maps, ok := linalgIndexingMaps(op, mapsBuf[:0])
	if !ok {
		return nil
	}
	if len(maps) != op.NumOperands() {
		return op.OpErrorf("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)", len(maps), op.NumOperands())
	}
	numLoops := 0
	if it, ok := op.Attr("iterator_types").(*ArrayAttr); ok {
		numLoops = len(it.Elems)
	} else if len(maps) > 0 {
		numLoops = maps[0].NumDims
	}
	var shapesBuf [4][]int64
	shapes := shapesBuf[:0]
	if op.NumOperands() <= len(shapesBuf) {
		shapes = shapesBuf[:op.NumOperands()]
	} else {
		shapes = make([][]int64, op.NumOperands())
	}
	for i, m := range maps {
		if m.NumSyms != 0 {
			return op.OpErrorf("unexpected symbols in indexing_map #%d", i)
		}
		if m.NumDims != numLoops {
			return op.OpErrorf("expected indexing_map #%d to have %d dim(s) to match the number of loops", i, numLoops)
		}
		if t := op.Operand(i).Type(); !linalgScalar(t) {
			shapes[i], _ = t.(ShapedType).Dims()
		}
		if len(shapes[i]) != len(m.Results) {
			return op.OpErrorf("expected operand #%d rank (%d) to match the result rank of indexing_map (%d)", i, len(shapes[i]), len(m.Results))
		}
	}
	// The loops' positions among all operand dimensions (MLIR's
	// inversePermutation of the concatenated maps).
	var flatBuf [16]int64
	var loopBuf [8]int
	flat, loopPos := flatBuf[:0], loopBuf[:0]
	if numLoops > len(loopBuf) {
		loopPos = make([]int, 0, numLoops)
	}
	for range numLoops {
		loopPos = append(loopPos, -1)
	}
	for i, m := range maps {
		for _, r := range m.Results {
			if r.Kind == AffineDim && loopPos[r.Pos] < 0 {
				loopPos[r.Pos] = len(flat)
			}
			flat = append(flat, 0)
		}
		copy(flat[len(flat)-len(m.Results):], shapes[i])
	}
	for _, p := range loopPos {
		if p < 0 {
			concat := &AffineMap{NumDims: numLoops}
			for _, m := range maps {
				concat.Results = append(concat.Results, m.Results...)
			}
			return op.OpErrorf("invalid indexing maps are non-invertible: (%s)", concat)
		}
	}
	if err := verifyStructuredBlock(op); err != nil {
		return err
	}
	if windowRank(op.Name()) > 0 {
		if err := verifyConvMaps(op, maps); err != nil {
			return err
		}
	}
	ends := make([]int64, numLoops)
	for d, p := range loopPos {
		if flat[p] == Dynamic {
			return nil // only fully static loop ranges are checked
		}
		ends[d] = flat[p] - 1
	}
	starts := make([]int64, numLoops)
	for i, m := range maps {
		for j, r := range m.Results {
			size := shapes[i][j]
			if size == Dynamic || size == 0 {
				continue
			}
			lo, hi := evalAffine(r, starts), evalAffine(r, ends)
			if hi < lo {
				lo, hi = hi, lo
			}
			if lo < 0 {
				return op.OpErrorf("unexpected result less than 0 at expression #%d in %s", j, m)
			}
			if r.Kind == AffineDim && hi+1 != size {
				return op.OpErrorf("inferred input/output operand #%d has shape's dimension #%d to be %d, but found %d", i, j, hi+1, size)
			}
			if r.Kind != AffineDim && hi+1 > size {
				return op.OpErrorf("inferred input/output operand #%d has shape's dimension #%d to be greater than or equal to %d, but found %d", i, j, hi+1, size)
			}
		}
	}
	return nil
}

// verifyStructuredBlock checks the payload block of an op written with its
// region: one argument per operand, of the operand's element type (or the
// operand's type for scalars). Regions implied by the op name are built
// right.
func verifyStructuredBlock(op *Operation) error {
	if op.NumRegions() != 1 || op.Region(0).IsImplied() {
		return nil
	}
	b := op.Region(0).Front()
	if b == nil {
		return nil
	}
	if b.NumArgs() != op.NumOperands() {
		return op.OpErrorf("expected as many non-induction variable region arguments as the number of input/output operands")
	}
	for i, v := range op.Operands() {
		want := v.Type()
		switch want.(type) {
		case *MemRefType, *RankedTensorType:
			want = elemOrSelf(want)
		}
		if got := b.Arg(i).Type(); !TypesEqual(got, want) {
			return op.OpErrorf("expected type of bb argument #%d ('%s') to match element or self type of the corresponding operand ('%s')", i, got, want)
		}
	}
	return nil
}

// evalAffine evaluates e at the dimension values dims (no symbols).
func evalAffine(e *AffineExpr, dims []int64) int64 {
	switch e.Kind {
	case AffineDim:
		return dims[e.Pos]
	case AffineConst:
		return e.Pos
	case AffineSymbol:
		return 0
	}
	l, r := evalAffine(e.LHS, dims), evalAffine(e.RHS, dims)
	switch e.Kind {
	case AffineAdd:
		return l + r
	case AffineMul:
		return l * r
	}
	if r == 0 {
		return 0
	}
	switch e.Kind {
	case AffineMod:
		return modPos(l, r)
	case AffineFloorDiv:
		return floorDiv(l, r)
	default:
		return ceilDiv(l, r)
	}
}

// withVerify adds the op-specific check v after d's verifier.
func withVerify(d *OpDef, v verifier) *OpDef {
	d.Verify = verifyAll(d.Verify, v)
	return d
}

// inputInitShapes returns the shapes of a transpose's or broadcast's input
// and init, or false when either is unranked.
func inputInitShapes(op *Operation) (in, init []int64, ok bool) {
	if op.NumOperands() != 2 {
		return nil, nil, false
	}
	a, ok1 := op.Operand(0).Type().(ShapedType)
	b, ok2 := op.Operand(1).Type().(ShapedType)
	if !ok1 || !ok2 {
		return nil, nil, false
	}
	in, ok1 = a.Dims()
	init, ok2 = b.Dims()
	return in, init, ok1 && ok2
}

// verifyLinalgTranspose checks linalg.transpose's permutation against its
// input and init (MLIR's TransposeOp::verify).
func verifyLinalgTranspose(op *Operation) error {
	perm := denseI64(op.Attr("permutation"))
	seen := make([]bool, len(perm))
	for _, p := range perm {
		if p < 0 || p >= int64(len(perm)) || seen[p] {
			return op.OpErrorf("permutation is not valid")
		}
		seen[p] = true
	}
	in, init, ok := inputInitShapes(op)
	if !ok {
		return nil
	}
	if len(in) != len(init) {
		return op.OpErrorf("input rank %d does not match init rank %d", len(in), len(init))
	}
	if len(in) != len(perm) {
		return op.OpErrorf("size of permutation %d does not match the argument rank %d", len(perm), len(in))
	}
	for i, p := range perm {
		if in[p] != init[i] {
			return op.OpErrorf("dim(result, %d) = %d doesn't match dim(input, permutation[%d]) = %d", i, init[i], i, in[p])
		}
	}
	return nil
}

// verifyLinalgBroadcast checks linalg.broadcast's added dimensions against
// its input and init (MLIR's BroadcastOp::verify).
func verifyLinalgBroadcast(op *Operation) error {
	dims := denseI64(op.Attr("dimensions"))
	in, init, ok := inputInitShapes(op)
	if !ok {
		return nil
	}
	if len(in)+len(dims) != len(init) {
		return op.OpErrorf("input rank plus added dimensions does not match init rank. input rank: %d, dimensions size: %d, init rank: %d", len(in), len(dims), len(init))
	}
	added := make([]bool, len(init))
	for i, d := range dims {
		if d < 0 || d >= int64(len(init)) {
			return op.OpErrorf("dimension %d is out of range. expected range: [0, %d], got: %d", i, len(init)-1, d)
		}
		added[d] = true
	}
	j := 0
	for d := range init {
		if added[d] {
			continue
		}
		if j >= len(in) {
			// Repeated dimensions (mlir-opt reads past the input's shape).
			return op.OpErrorf("input dim %d should match init dim %d, but the input has rank %d (dimensions are repeated)", j, d, len(in))
		}
		if in[j] != init[d] {
			return op.OpErrorf("input dim %d should match init dim %d. input: %d, init: %d", j, d, in[j], init[d])
		}
		j++
	}
	return nil
}

// verifyConvMaps checks the maps of a convolution or pooling op as MLIR's
// ConvolutionOpInterface does: every input result is a loop, or the sum of
// two loops each scaled by a constant or symbol (no loop used twice), and
// the filter and output maps are projected permutations.
func verifyConvMaps(op *Operation, maps []*AffineMap) error {
	ins, outs, _ := DPSInputsOutputs(op)
	if len(ins) < 2 || len(outs) != 1 {
		return op.Errorf("expected op with 2 inputs and 1 output")
	}
	convolved, plain := map[int64]bool{}, map[int64]bool{}
	dimOrScaled := func(e *AffineExpr) bool {
		d := e
		if e.Kind == AffineMul {
			switch {
			case e.LHS.Kind == AffineDim && (e.RHS.Kind == AffineConst || e.RHS.Kind == AffineSymbol):
				d = e.LHS
			case e.RHS.Kind == AffineDim && (e.LHS.Kind == AffineConst || e.LHS.Kind == AffineSymbol):
				d = e.RHS
			}
		}
		if d.Kind != AffineDim || convolved[d.Pos] || plain[d.Pos] {
			return false
		}
		convolved[d.Pos] = true
		return true
	}
	for _, r := range maps[0].Results {
		switch {
		case r.Kind == AffineDim:
			plain[r.Pos] = true
		case r.Kind == AffineAdd && dimOrScaled(r.LHS) && dimOrScaled(r.RHS):
		default:
			return op.Errorf("unexpected input index map for convolutions")
		}
	}
	if !isProjectedPermutation(maps[1]) || !isProjectedPermutation(maps[len(maps)-1]) {
		return op.Errorf("expected output/filter indexing maps to be projected permutations")
	}
	return nil
}
