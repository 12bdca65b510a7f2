package mergealloc

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// TestCheckSchedulePinned: the plan checker rejects a plan that moved a
// pinned buffer.
func TestCheckSchedulePinned(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(`func.func @f() {
  %a = memref.alloc() {memopt.offset = 64 : i64} : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
  return
}`))
	require.NoError(t, err)
	fn := m.Body().Ops()[0]
	opts := DefaultOptions()
	scopes, err := CollectTickTraces(fn, NewViewFlow(fn), opts)
	require.NoError(t, err)
	tt := scopes.Traces[0].(*TickTrace)
	require.True(t, tt.Buffers[0].Pinned)
	require.Equal(t, int64(64), tt.Buffers[0].Offset)
	sched, err := PlanTickTrace(fn, tt, opts)
	require.NoError(t, err)
	require.NoError(t, CheckSchedule(tt, sched, opts))
	require.Equal(t, int64(64), sched.AllocToOffset[tt.Buffers[0].Alloc])
	require.Equal(t, int64(0), sched.AllocToOffset[tt.Buffers[1].Alloc])

	sched.AllocToOffset[tt.Buffers[0].Alloc], sched.AllocToOffset[tt.Buffers[1].Alloc] = 0, 64
	require.ErrorContains(t, CheckSchedule(tt, sched, opts), "is pinned at 64 but planned at 0")
}

// TestPinnedRandom builds random straight-line functions whose buffers are
// partly pinned at random aligned offsets and runs merge-alloc with several
// planners. Either the plan succeeds (and the plan checker, always on, has
// checked it, pinned offsets included) or it fails with the pinned-overlap
// error, which must then name two pinned allocs that really are live
// together and overlap.
func TestPinnedRandom(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	planners := []string{PlannerCostModel, PlannerSizeFirst, "best", "skyline", "greedy-by-size"}
	succeeded, refused := 0, 0
	for iter := 0; iter < 200; iter++ {
		n := 3 + r.Intn(8)
		type buf struct {
			size, first, last int
			pinned            bool
			off               int64
		}
		bufs := make([]buf, n)
		var sb strings.Builder
		sb.WriteString("func.func @f() {\n")
		for i := range bufs {
			b := &bufs[i]
			b.size = 16 * (1 + r.Intn(8))
			b.first = i
			b.last = i + r.Intn(4)
			if r.Intn(3) == 0 {
				b.pinned, b.off = true, 64*int64(r.Intn(8))
				fmt.Fprintf(&sb, "  %%b%d = memref.alloc() {memopt.offset = %d : i64} : memref<%dxi8>\n", i, b.off, b.size)
			} else {
				fmt.Fprintf(&sb, "  %%b%d = memref.alloc() : memref<%dxi8>\n", i, b.size)
			}
		}
		// Step s uses every buffer live at s.
		for s := 0; s < n+4; s++ {
			var live []string
			var types []string
			for i, b := range bufs {
				if b.first <= s && s <= b.last {
					live = append(live, fmt.Sprintf("%%b%d", i))
					types = append(types, fmt.Sprintf("memref<%dxi8>", b.size))
				}
			}
			if len(live) > 0 {
				fmt.Fprintf(&sb, "  \"test.use\"(%s) : (%s) -> ()\n", strings.Join(live, ", "), strings.Join(types, ", "))
			}
		}
		sb.WriteString("  return\n}\n")
		overlap := func(i, j int) bool {
			a, b := bufs[i], bufs[j]
			return a.pinned && b.pinned && a.first <= b.last && b.first <= a.last &&
				a.off < b.off+int64(b.size) && b.off < a.off+int64(a.size)
		}
		anyOverlap := false
		for i := range bufs {
			for j := i + 1; j < n; j++ {
				anyOverlap = anyOverlap || overlap(i, j)
			}
		}
		for _, pl := range planners {
			m, err := parser.Parse("r.mlir", []byte(sb.String()))
			require.NoError(t, err)
			fn := m.Body().Ops()[0]
			_, err = Run(fn, Options{PlannerOptions: pl, Alignment: 64, VerifyPlan: true})
			if err == nil {
				require.False(t, anyOverlap, "%s accepted overlapping pinned buffers:\n%s", pl, sb.String())
				require.NoError(t, ir.Verify(fn))
				succeeded++
				continue
			}
			var d *ir.Diagnostic
			require.True(t, errors.As(err, &d), "%s: %v\n%s", pl, err, sb.String())
			require.Contains(t, d.Message, "are live at the same time and overlap", "%s:\n%s", pl, sb.String())
			require.Len(t, d.Notes, 1)
			// The error is at one pinned alloc, the note at the other.
			line := func(p ir.Pos) int { return p.Line - 2 } // %b0 is on line 2
			i, j := line(d.Notes[0].Pos), line(d.Pos)
			require.True(t, overlap(min(i, j), max(i, j)), "%s named %%b%d and %%b%d, which do not overlap:\n%s", pl, i, j, sb.String())
			refused++
		}
	}
	t.Logf("%d plans, %d refused for overlapping pinned buffers", succeeded, refused)
	require.Positive(t, succeeded)
	require.Positive(t, refused)
}
