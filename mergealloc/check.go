package mergealloc

import (
	"fmt"
	"sort"
)

// CheckSchedule is the independent plan checker (the default
// ScheduleCheckerFunc). It knows nothing of how the planner works: from the
// trace's inclusive tick ranges and the schedule alone it proves that every
// merged buffer has an offset, that pinned buffers are at their offsets,
// that offsets are non-negative multiples of the alignment, that every
// buffer fits in the merged buffer, and that no two buffers live at a
// common tick overlap in memory. It sweeps the
// buffers in order of first tick, so it costs O(n log n + k) for k pairs
// live together.
func CheckSchedule(trace LifetimeTrace, sched *MemorySchedule, opts Options) error {
	tt, ok := trace.(*TickTrace)
	if !ok {
		return fmt.Errorf("merge-alloc: plan checker needs a *TickTrace, got %T", trace)
	}
	align := max(opts.Alignment, 1)
	if sched.TotalSize < 0 || sched.TotalSize%align != 0 {
		return fmt.Errorf("merge-alloc: merged size %d is not a non-negative multiple of the alignment %d", sched.TotalSize, align)
	}
	if len(sched.AllocToOffset) != len(tt.Buffers) {
		return fmt.Errorf("merge-alloc: schedule has %d offsets for %d buffers", len(sched.AllocToOffset), len(tt.Buffers))
	}
	offs := make([]int64, len(tt.Buffers))
	for i, b := range tt.Buffers {
		off, ok := sched.AllocToOffset[b.Alloc]
		if !ok {
			return fmt.Errorf("merge-alloc: no offset for buffer %d (tick %d)", i, b.AllocTick)
		}
		if b.Pinned && off != b.Offset {
			return fmt.Errorf("merge-alloc: buffer %d (tick %d) is pinned at %d but planned at %d", i, b.AllocTick, b.Offset, off)
		}
		if off < 0 || off%align != 0 {
			return fmt.Errorf("merge-alloc: buffer %d (tick %d) has offset %d, not a non-negative multiple of %d", i, b.AllocTick, off, align)
		}
		if b.Size < 0 || off > sched.TotalSize-b.Size {
			return fmt.Errorf("merge-alloc: buffer %d (tick %d) [%d, %d) exceeds the merged size %d", i, b.AllocTick, off, off+b.Size, sched.TotalSize)
		}
		if b.First > b.Last {
			return fmt.Errorf("merge-alloc: buffer %d (tick %d) has an empty lifetime [%d, %d]", i, b.AllocTick, b.First, b.Last)
		}
		offs[i] = off
	}
	order := make([]int, len(tt.Buffers))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return tt.Buffers[order[x]].First < tt.Buffers[order[y]].First })
	var active []int
	for _, i := range order {
		bi := tt.Buffers[i]
		k := 0
		for _, j := range active {
			if tt.Buffers[j].Last >= bi.First {
				active[k] = j
				k++
			}
		}
		active = active[:k]
		for _, j := range active {
			bj := tt.Buffers[j]
			if bi.Size > 0 && bj.Size > 0 && offs[i] < offs[j]+bj.Size && offs[j] < offs[i]+bi.Size {
				return fmt.Errorf("merge-alloc: buffers allocated at ticks %d (live [%d, %d], bytes [%d, %d)) and %d (live [%d, %d], bytes [%d, %d)) are live together and overlap",
					bi.AllocTick, bi.First, bi.Last, offs[i], offs[i]+bi.Size, bj.AllocTick, bj.First, bj.Last, offs[j], offs[j]+bj.Size)
			}
		}
		active = append(active, i)
	}
	return nil
}
