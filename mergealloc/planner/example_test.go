package planner_test

import (
	"fmt"

	"github.com/memopt/memopt/mergealloc/planner"
)

// Plan a small problem with an algorithm of the library, check the plan
// with the independent verifier and print the offsets.
func ExampleSolve() {
	// Four buffers with half-open live ranges [Lower, Upper): a and c never
	// live at the same time, so they can share bytes.
	p := &planner.Problem{Buffers: []planner.Buffer{
		{ID: "a", Size: 256, Lower: 0, Upper: 2},
		{ID: "b", Size: 128, Lower: 1, Upper: 4},
		{ID: "c", Size: 192, Lower: 2, Upper: 5},
		{ID: "d", Size: 64, Alignment: 64, Lower: 3, Upper: 6},
	}}
	// TVM's greedy-by-size: largest first, each at the lowest offset that
	// fits. Solve verifies the plan.
	plan, err := planner.Solve(p, "greedy-by-size", planner.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Any plan can be checked independently of the algorithm that made it.
	if err := planner.Verify(p, plan); err != nil {
		fmt.Println(err)
		return
	}
	for i, b := range p.Buffers {
		fmt.Printf("%s: bytes [%d, %d)\n", b.ID, plan.Offsets[i], plan.Offsets[i]+b.Size)
	}
	fmt.Printf("peak %d, lower bound %d, optimal %v\n", plan.Peak(), planner.LowerBound(p), plan.Optimal)
	// Output:
	// a: bytes [0, 256)
	// b: bytes [256, 384)
	// c: bytes [0, 192)
	// d: bytes [192, 256)
	// peak 384, lower bound 384, optimal true
}
