package planner

import (
	"errors"
	"testing"
	"time"
)

// fuzzProblem decodes a planning problem from fuzz bytes: data[0] picks the
// kind (live ranges in one pool, conflict lists, or live ranges in two
// limited pools) and the number of buffers (1 to 12); then four bytes per
// buffer give its live range, size (0 to 63), alignment (1 to 16) and
// sometimes a pinned offset; an optional last byte scales the sizes.
func fuzzProblem(data []byte) (*Problem, int) {
	if len(data) < 5 {
		return nil, 0
	}
	kind := int(data[0]>>4) % 3
	n := 1 + int(data[0]&15)%12
	data = data[1:]
	if len(data) < 4*n {
		n = len(data) / 4
	}
	p := &Problem{ConflictLists: kind == 1}
	if kind == 2 {
		p.Pools = []Pool{{Name: "fast", Size: 64}, {Name: "slow"}}
	}
	for i := 0; i < n; i++ {
		b := data[4*i : 4*i+4]
		lo := int64(b[0] % 16)
		buf := Buffer{
			ID:        string(rune('a' + i)),
			Lower:     lo,
			Upper:     lo + int64(b[1]%8),
			Size:      int64(b[2] % 64),
			Alignment: int64(1) << (b[3] % 5),
		}
		if kind == 1 {
			// Conflicts with the buffers whose bit is set in b[3]>>3.
			for j := 0; j < i; j++ {
				if (b[3]>>3)&(1<<(j%5)) != 0 {
					buf.Conflicts = append(buf.Conflicts, j)
				}
			}
		}
		if kind == 2 && b[3]&32 != 0 {
			buf.Pools = []string{"slow"}
		}
		if kind != 1 && b[3] >= 224 {
			// Pinned at a multiple of its alignment (or, rarely, not).
			buf.Fixed = true
			buf.Offset = buf.Alignment * int64(b[2]%4)
			if b[1] >= 250 {
				buf.Offset++
			}
		}
		p.Buffers = append(p.Buffers, buf)
	}
	if len(data) > 4*n {
		// A byte after the buffers scales every size by 2^0 to 2^50:
		// sizes up to 2^56, sums still below 2^62 (exact wrapped
		// offsets beside a 2^43-byte buffer).
		shift := data[4*n] % 51
		for i := range p.Buffers {
			p.Buffers[i].Size <<= shift
		}
	}
	return p, kind
}

// FuzzPlanner: on random instances, every algorithm returns a plan the
// independent verifier accepts (or a legitimate error: a live-range-only
// algorithm given conflict lists, a buffer that fits no pool), never below
// the lower bound; on live-range instances of up to 8 buffers the exact
// solver's peak, and that of every plan claimed optimal, equals a brute
// force over all placement orders. Some buffers are pinned (Fixed); pinned
// buffers that overlap or are misaligned are refused with their errors. Seeds live
// in testdata/fuzz/FuzzPlanner.
func FuzzPlanner(f *testing.F) {
	f.Add([]byte{0x03, 0, 3, 10, 0, 1, 4, 20, 2, 2, 2, 30, 3})
	f.Add([]byte{0x02, 0, 3, 36, 4, 1, 3, 56, 4, 2, 2, 63, 4, 43})
	f.Add([]byte{0x17, 0, 3, 10, 0, 1, 4, 20, 9, 2, 2, 30, 17, 5, 5, 5, 5, 1, 1, 1, 1, 7, 7, 7, 7, 8, 8, 8, 8})
	f.Add([]byte{0x25, 0, 3, 40, 32, 1, 4, 40, 2, 2, 2, 30, 35, 5, 5, 50, 5, 1, 1, 1, 33})
	f.Fuzz(func(t *testing.T, data []byte) {
		p, kind := fuzzProblem(data)
		if p == nil || len(p.Buffers) == 0 {
			return
		}
		if err := ValidateFixed(p); err != nil {
			// Pinned buffers that overlap or are misaligned: every
			// algorithm refuses the problem.
			for _, a := range Algorithms() {
				if _, err := a.Plan(p, Options{TimeLimit: 2 * time.Second}); err == nil {
					t.Fatalf("%s planned a problem ValidateFixed refuses (%v)", a.Name, err)
				}
			}
			return
		}
		lb := LowerBound(p)
		peaks := map[string]int64{}
		var optimal []string
		for _, a := range Algorithms() {
			pl, err := a.Plan(p, Options{TimeLimit: 2 * time.Second})
			if err != nil {
				var nf *NoFitError
				if (a.RangesOnly && kind == 1) || (kind == 2 && errors.As(err, &nf)) {
					continue
				}
				t.Fatalf("%s: %v\n%+v", a.Name, err, p.Buffers)
			}
			if err := Verify(p, pl); err != nil {
				t.Fatalf("%s: invalid plan: %v\nbuffers %+v\noffsets %v", a.Name, err, p.Buffers, pl.Offsets)
			}
			if len(p.Pools) == 0 && pl.Peak() < lb {
				t.Fatalf("%s: peak %d below the lower bound %d", a.Name, pl.Peak(), lb)
			}
			peaks[a.Name] = pl.Peak()
			if pl.Optimal {
				optimal = append(optimal, a.Name)
			}
		}
		if kind == 0 && len(p.Buffers) <= 8 {
			bf := bruteForce(p)
			if peaks["exact"] != bf {
				t.Fatalf("exact peak %d, brute force %d\n%+v", peaks["exact"], bf, p.Buffers)
			}
			for _, name := range optimal {
				if peaks[name] != bf {
					t.Fatalf("%s claims its peak %d optimal, brute force finds %d\n%+v", name, peaks[name], bf, p.Buffers)
				}
			}
		}
	})
}
