package planner

import (
	"fmt"
	"strings"
)

// DefaultPool is the name of the single unlimited pool used when a Problem
// declares no pools.
const DefaultPool = "default"

// MaxBytes bounds sizes, alignments and fixed offsets (2^62 bytes, as
// ir.MaxBufferBytes): every offset plus size the planners compute fits in
// an int64.
const MaxBytes = int64(1) << 62

// ErrTooLarge is the error (wrapped) of a plan that places a buffer beyond
// MaxBytes: the problem needs more memory than any plan can address.
var ErrTooLarge = fmt.Errorf("the buffer ends beyond %d bytes", MaxBytes)

// Buffer is one allocation request.
type Buffer struct {
	// ID names the buffer in errors and output; it should be unique.
	ID string
	// Size is the number of bytes; it must not be negative.
	Size int64
	// Alignment is the required offset alignment in bytes; 0 means 1.
	Alignment int64
	// Lower and Upper bound the half-open live range [Lower, Upper). Two
	// buffers conflict when their ranges intersect. Ignored when the
	// problem uses conflict lists.
	Lower, Upper int64
	// Conflicts lists the indices (into Problem.Buffers) of the buffers this
	// one may not share memory with, as in TVM USMP's BufferInfo. Used only
	// when Problem.ConflictLists is set; the relation is made symmetric.
	Conflicts []int
	// Pools names the candidate pools in preference order. Empty means every
	// pool of the problem, in the problem's order.
	Pools []string
	// Fixed pins the buffer at Offset in its first candidate pool: every
	// algorithm places it there and the other buffers around it. Offset must
	// be a multiple of the alignment, and fixed buffers that are live at the
	// same time must not overlap (FixedAlignError, FixedOverlapError).
	Fixed bool
	// Offset is the byte offset of a Fixed buffer; ignored otherwise.
	Offset int64
}

// Pool is a memory pool that buffers are placed into.
type Pool struct {
	// Name identifies the pool.
	Name string
	// Size limits the pool in bytes; 0 means unlimited.
	Size int64
}

// Problem is a static memory planning problem.
type Problem struct {
	// Buffers are the allocation requests.
	Buffers []Buffer
	// Pools are the available pools; empty means one unlimited pool named
	// DefaultPool.
	Pools []Pool
	// ConflictLists selects explicit conflict lists (Buffer.Conflicts)
	// instead of live ranges.
	ConflictLists bool
}

// Plan is the result of planning: a pool and an offset per buffer.
type Plan struct {
	// Offsets holds the byte offset of each buffer inside its pool, indexed
	// like Problem.Buffers.
	Offsets []int64
	// PoolOf holds the index (into the problem's pools) of each buffer's pool.
	PoolOf []int
	// PoolSizes holds, per pool, the bytes used: the largest offset+size of
	// the buffers in it (0 for an empty pool).
	PoolSizes []int64
	// Algorithm names the algorithm that produced the plan.
	Algorithm string
	// Bound is a lower bound on the peak of any plan (one pool; 0 with
	// several): LowerBound, or more when the exact solver proved that no
	// plan has a smaller peak.
	Bound int64
	// Optimal is set when the peak reaches Bound (one pool), so no plan with
	// a smaller peak exists.
	Optimal bool
}

// Peak returns the total bytes the plan uses over all pools; with one pool it
// is that pool's size.
func (pl *Plan) Peak() int64 {
	var s int64
	for _, v := range pl.PoolSizes {
		s += v
	}
	return s
}

// pools returns the problem's pools, or the default pool.
func (p *Problem) pools() []Pool {
	if len(p.Pools) == 0 {
		return []Pool{{Name: DefaultPool}}
	}
	return p.Pools
}

// PoolList returns the pools a plan's PoolOf indexes: Problem.Pools, or the
// single unlimited DefaultPool when none are declared.
func (p *Problem) PoolList() []Pool { return p.pools() }

// inst is a validated, index-based view of a Problem used by the algorithms.
type inst struct {
	p        *Problem
	n        int
	size     []int64
	align    []int64
	lo, hi   []int64
	pools    []Pool
	cands    [][]int // candidate pool indices per buffer, in preference order
	adj      [][]int // conflict lists (symmetric), nil in live-range mode until built
	ranges   bool    // live-range mode
	tree     *itree  // live-range index, built on first use
	csr      []int32 // conflict lists of live-range problems (see buildCSR)
	csrStart []int32
	noCSR    bool    // too many conflicts for csr
	fixed    []bool  // pinned buffers (Buffer.Fixed)
	fixOff   []int64 // their offsets
	nFixed   int     // number of pinned buffers
	bound    int64   // lower bound on the peak proved by a search (one pool)
	work     int64   // exact-solver work (searchCtl.work) auto's main schedule spent on it
	sideWork int64   // ... and auto's ladder (autoLadder)
}

// newInst validates p and builds the internal view.
func newInst(p *Problem) (*inst, error) {
	in := &inst{p: p, n: len(p.Buffers), ranges: !p.ConflictLists}
	in.pools = p.pools()
	poolIdx := map[string]int{}
	for i, pl := range in.pools {
		if pl.Size < 0 {
			return nil, fmt.Errorf("pool %q: negative size %d", pl.Name, pl.Size)
		}
		if _, dup := poolIdx[pl.Name]; dup {
			return nil, fmt.Errorf("pool %q declared twice", pl.Name)
		}
		poolIdx[pl.Name] = i
	}
	allPools := make([]int, len(in.pools))
	for i := range allPools {
		allPools[i] = i
	}
	in.size = make([]int64, in.n)
	in.align = make([]int64, in.n)
	in.lo = make([]int64, in.n)
	in.hi = make([]int64, in.n)
	in.cands = make([][]int, in.n)
	in.fixed = make([]bool, in.n)
	in.fixOff = make([]int64, in.n)
	alignLCM := int64(1)
	var total int64
	for i, b := range p.Buffers {
		if b.Size < 0 {
			return nil, fmt.Errorf("buffer %q: negative size %d", b.ID, b.Size)
		}
		if b.Size > MaxBytes {
			return nil, fmt.Errorf("buffer %q: size %d is larger than %d bytes", b.ID, b.Size, MaxBytes)
		}
		if b.Fixed && (b.Offset < 0 || b.Offset > MaxBytes-b.Size) {
			return nil, fmt.Errorf("fixed buffer %q: offset %d is not in [0, %d]", b.ID, b.Offset, MaxBytes-b.Size)
		}
		if b.Alignment < 0 || b.Alignment > MaxBytes {
			return nil, fmt.Errorf("buffer %q: alignment %d is not in [0, %d]", b.ID, b.Alignment, MaxBytes)
		}
		// Planners that give a set of buffers one alignment take the
		// least common multiple of theirs: it must be a byte count too.
		var ok bool
		if alignLCM, ok = lcmUpTo(alignLCM, max(b.Alignment, 1)); !ok {
			return nil, fmt.Errorf("buffer %q: alignment %d: the alignments of the buffers have no common multiple up to %d bytes", b.ID, b.Alignment, MaxBytes)
		}
		if in.ranges && b.Upper < b.Lower {
			return nil, fmt.Errorf("buffer %q: live range [%d, %d) ends before it starts", b.ID, b.Lower, b.Upper)
		}
		in.size[i] = b.Size
		in.align[i] = max(b.Alignment, 1)
		// Every plan fits below the sum of sizes plus alignment padding;
		// if that sum overflows, offsets could wrap.
		if total, ok = addNoOverflow(total, b.Size, in.align[i]); !ok {
			return nil, &SizeOverflowError{Buffer: in.id(i)}
		}
		in.lo[i], in.hi[i] = b.Lower, b.Upper
		if len(b.Pools) == 0 {
			in.cands[i] = allPools
		} else {
			for _, name := range b.Pools {
				k, ok := poolIdx[name]
				if !ok {
					return nil, fmt.Errorf("buffer %q: unknown pool %q", b.ID, name)
				}
				in.cands[i] = append(in.cands[i], k)
			}
		}
		if b.Fixed && b.Offset > 0 {
			// Others may be placed above a pinned buffer: its offset
			// counts towards the bound.
			if total, ok = addNoOverflow(total, b.Offset, 0); !ok {
				return nil, &SizeOverflowError{Buffer: in.id(i)}
			}
		}
		if b.Fixed {
			// A pinned buffer stays in its first candidate pool.
			in.fixed[i], in.fixOff[i] = true, b.Offset
			in.nFixed++
			in.cands[i] = in.cands[i][:1]
			if lim := in.pools[in.cands[i][0]].Size; lim > 0 && b.Offset+b.Size > lim {
				return nil, fmt.Errorf("fixed buffer %q at [%d, %d) exceeds pool %q of size %d",
					b.ID, b.Offset, b.Offset+b.Size, in.pools[in.cands[i][0]].Name, lim)
			}
		}
	}
	if !in.ranges {
		in.adj = make([][]int, in.n)
		seen := make(map[[2]int]bool)
		for i, b := range p.Buffers {
			for _, j := range b.Conflicts {
				if j < 0 || j >= in.n {
					return nil, fmt.Errorf("buffer %q: conflict index %d out of range", b.ID, j)
				}
				if j == i {
					continue
				}
				a, c := min(i, j), max(i, j)
				if seen[[2]int{a, c}] {
					continue
				}
				seen[[2]int{a, c}] = true
				in.adj[a] = append(in.adj[a], c)
				in.adj[c] = append(in.adj[c], a)
			}
		}
	}
	if err := ValidateFixed(p); err != nil {
		return nil, err
	}
	return in, nil
}

// overlaps reports whether buffers i and j may not share memory.
func (in *inst) overlaps(i, j int) bool {
	if in.ranges {
		return in.lo[i] < in.hi[j] && in.lo[j] < in.hi[i] && in.lo[i] < in.hi[i] && in.lo[j] < in.hi[j]
	}
	for _, k := range in.adj[i] {
		if k == j {
			return true
		}
	}
	return false
}

// id returns the name of buffer i for messages.
func (in *inst) id(i int) string {
	if id := in.p.Buffers[i].ID; id != "" {
		return id
	}
	return fmt.Sprintf("#%d", i)
}

// poolNames returns the names of buffer i's candidate pools.
func (in *inst) poolNames(i int) string {
	var names []string
	for _, k := range in.cands[i] {
		s := in.pools[k].Name
		if in.pools[k].Size > 0 {
			s += fmt.Sprintf(" (size %d)", in.pools[k].Size)
		}
		names = append(names, s)
	}
	return strings.Join(names, ", ")
}

// NoFitError reports a buffer that fits in none of its candidate pools.
type NoFitError struct {
	// Buffer is the ID of the buffer.
	Buffer string
	// Size is its size in bytes.
	Size int64
	// Pools describes the candidate pools that were tried.
	Pools string
}

// Error implements error.
func (e *NoFitError) Error() string {
	return fmt.Sprintf("buffer %q (%d bytes) fits in none of its candidate pools: %s", e.Buffer, e.Size, e.Pools)
}

// SizeOverflowError reports a problem whose buffers (with their alignment
// padding) add up to more than 2^63-1 bytes: offsets and sizes could wrap.
type SizeOverflowError struct {
	// Buffer is the ID of the buffer at which the sum overflows.
	Buffer string
}

// Error implements error.
func (e *SizeOverflowError) Error() string {
	return fmt.Sprintf("buffer %q: the buffers' sizes add up to more than 2^63-1 bytes", e.Buffer)
}

// addNoOverflow returns total + size + align, or false when that overflows
// int64 (all arguments are non-negative).
func addNoOverflow(total, size, align int64) (int64, bool) {
	const maxInt = 1<<63 - 1
	if size > maxInt-total || align > maxInt-total-size {
		return 0, false
	}
	return total + size + align, true
}

// alignUp rounds x up to a multiple of a (a >= 1).
func alignUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	r := x % a
	if r == 0 {
		return x
	}
	return x + a - r
}

// finish fills PoolSizes from offsets and pools.
func (in *inst) finish(pl *Plan) *Plan {
	pl.PoolSizes = make([]int64, len(in.pools))
	for i := 0; i < in.n; i++ {
		if e := pl.Offsets[i] + in.size[i]; e > pl.PoolSizes[pl.PoolOf[i]] {
			pl.PoolSizes[pl.PoolOf[i]] = e
		}
	}
	return pl
}

// newPlan returns an empty plan for n buffers, every buffer in its first
// candidate pool.
func (in *inst) newPlan(alg string) *Plan {
	pl := &Plan{Offsets: make([]int64, in.n), PoolOf: make([]int, in.n), Algorithm: alg}
	for i := range pl.PoolOf {
		if len(in.cands[i]) > 0 {
			pl.PoolOf[i] = in.cands[i][0]
		}
	}
	return pl
}
