package planner

import (
	"slices"
)

// improveBands lowers the peak of a packing of a single-pool instance by
// re-solving bands of it exactly (a large neighbourhood search). With the
// current peak P it asks for a packing below a target T < P: the buffers
// that reach above T, and every buffer live at some time of theirs whose top
// is above T-H (a band of height H under the target), are freed; every other
// buffer stays where it is, fixed; the exact solver places the freed ones
// around the fixed ones within T. When that succeeds T moves down, when it
// fails the band grows (more freedom) until it covers everything, and then
// the step shrinks. Every sub-search gets a node budget; the total is
// bounded by nodes. It returns the best packing and its peak.
func improveBands(in *inst, offs []int64, peak, lb int64, nodes int64) ([]int64, int64) {
	g := in.peakGrain()
	lo := (lb + g - 1) / g * g
	if peak <= lo || in.n == 0 {
		return offs, peak
	}
	offs = slices.Clone(offs)
	step := max((peak-lo)/2/g*g, g)
	var used int64
	for peak > lo && used < nodes {
		target := max(peak-step, lo)
		ok := false
		for h := step; ; h *= 2 {
			free := bandOf(in, offs, target, h)
			res, n, found := solveBand(in, offs, free, target, min(nodes-used, bandNodes))
			used += n
			if debugBands {
				println("target", target, "h", h, "free", len(free), "nodes", n, found)
			}
			if found {
				offs, ok = res, true
				break
			}
			if len(free) == in.n || used >= nodes {
				break
			}
		}
		if ok {
			peak = 0
			for i := 0; i < in.n; i++ {
				peak = max(peak, offs[i]+in.size[i])
			}
			continue
		}
		if step == g {
			break
		}
		step = max(step/2/g*g, g)
	}
	return offs, peak
}

// bandNodes bounds one sub-search of improveBands.
const bandNodes = 4000

// bandOf returns the buffers freed for target and band height h: those that
// reach above target, and those live at the same time as one of them whose
// top is above target-h.
func bandOf(in *inst, offs []int64, target, h int64) []int {
	free := make([]bool, in.n)
	var out []int
	for i := 0; i < in.n; i++ {
		if !in.fixed[i] && offs[i]+in.size[i] > target {
			free[i] = true
			out = append(out, i)
		}
	}
	for _, v := range slices.Clone(out) {
		in.neighbors(v, func(j int) {
			if !free[j] && !in.fixed[j] && offs[j]+in.size[j] > target-h {
				free[j] = true
				out = append(out, j)
			}
		})
	}
	return out
}

// solveBand re-places the buffers free within capacity, the others fixed at
// offs; it returns the new offsets, the nodes used and whether it succeeded.
func solveBand(in *inst, offs []int64, free []int, capacity, nodes int64) ([]int64, int64, bool) {
	p := &Problem{Buffers: make([]Buffer, in.n)}
	isFree := make([]bool, in.n)
	for _, i := range free {
		isFree[i] = true
	}
	for i := 0; i < in.n; i++ {
		b := in.p.Buffers[i]
		b.Pools = nil
		b.Size, b.Alignment, b.Lower, b.Upper = in.size[i], in.align[i], in.lo[i], in.hi[i]
		b.Fixed, b.Offset = !isFree[i], offs[i]
		if in.fixed[i] {
			b.Offset = in.fixOff[i]
		}
		p.Buffers[i] = b
	}
	sub, err := newInst(p)
	if err != nil {
		return nil, 0, false
	}
	s := newExactSolver(sub)
	ok := s.solve(capacity, farFuture, s.nodes+nodes)
	if !ok {
		return nil, s.nodes, false
	}
	return slices.Clone(s.offs), s.nodes, true
}

var debugBands = false
