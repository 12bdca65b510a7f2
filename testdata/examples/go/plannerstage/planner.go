package main

import (
	"errors"
	"sort"

	"github.com/memopt/memopt/mergealloc/planner"
)

// init adds longest-first to the planner library's table of algorithms.
func init() {
	err := planner.Register(planner.Algorithm{
		Name:       "longest-first",
		Doc:        "example: the longest-lived buffers first, each at the lowest offset that fits",
		RangesOnly: true,
		Func:       longestFirst,
	})
	if err != nil {
		panic(err)
	}
}

// longestFirst places the buffers of a live-range problem in order of
// decreasing lifetime (ties: larger first, then input order), each at the
// lowest offset (respecting its alignment) where it overlaps no placed
// buffer that is live at the same time. Fixed buffers are placed first, at
// their offsets. One pool.
func longestFirst(p *planner.Problem, _ planner.Options) (*planner.Plan, error) {
	if len(p.PoolList()) != 1 {
		return nil, errors.New("longest-first plans into one pool")
	}
	bs := p.Buffers
	order := make([]int, len(bs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool {
		a, b := bs[order[x]], bs[order[y]]
		if la, lb := a.Upper-a.Lower, b.Upper-b.Lower; la != lb {
			return la > lb
		}
		return a.Size > b.Size
	})
	plan := &planner.Plan{Offsets: make([]int64, len(bs)), PoolOf: make([]int, len(bs))}
	var placed []int
	for i, b := range bs {
		if b.Fixed {
			plan.Offsets[i] = b.Offset
			placed = append(placed, i)
		}
	}
	for _, i := range order {
		if bs[i].Fixed {
			continue
		}
		plan.Offsets[i] = lowestFit(bs, plan.Offsets, placed, i)
		placed = append(placed, i)
	}
	return plan, nil
}

// lowestFit returns the lowest aligned offset for buffer i that overlaps
// none of the placed buffers live at the same time.
func lowestFit(bs []planner.Buffer, offs []int64, placed []int, i int) int64 {
	b := bs[i]
	align := max(b.Alignment, 1)
	off := int64(0)
	for {
		moved := false
		for _, j := range placed {
			c := bs[j]
			live := c.Lower < b.Upper && b.Lower < c.Upper
			if live && offs[j] < off+b.Size && off < offs[j]+c.Size {
				off = (offs[j] + c.Size + align - 1) / align * align
				moved = true
			}
		}
		if !moved {
			return off
		}
	}
}
