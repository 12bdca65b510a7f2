package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/report"
)

// planReport describes a plan for --report: one pool per scope (the
// unlimited "default" pool, or "memory" with --capacity), every buffer
// with its CSV id, size, alignment, live range (the CSV's half-open
// [lower, upper) as the inclusive ticks [lower, upper-1]), offset and
// whether the CSV pinned it; the pool's peak, its liveness lower bound,
// the algorithm and its run time.
func planReport(input string, p *planner.Problem, pl *planner.Plan, elapsed time.Duration) *report.Report {
	r := report.NewCollector().Report("memplan", input)
	pools := p.PoolList()
	for k, pool := range pools {
		s := &report.Scope{Name: pool.Name, Kind: report.KindPool, Pass: "memplan", Planner: pl.Algorithm,
			PlanTimeNS: elapsed.Nanoseconds(), Capacity: pool.Size, Buffers: []report.Buffer{}}
		if k < len(pl.PoolSizes) {
			s.ArenaSize = pl.PoolSizes[k]
		}
		sub := &planner.Problem{}
		for i, b := range p.Buffers {
			if i < len(pl.PoolOf) && pl.PoolOf[i] != k {
				continue
			}
			s.Buffers = append(s.Buffers, report.Buffer{Name: b.ID, Size: b.Size, Alignment: max(b.Alignment, 1),
				Start: b.Lower, End: b.Upper - 1, Offset: pl.Offsets[i], Pinned: b.Fixed})
			sub.Buffers = append(sub.Buffers, b)
		}
		s.LowerBound = planner.LowerBound(sub)
		if len(pools) > 1 {
			s.Notes = append(s.Notes, "the plan time is that of the whole problem (all pools)")
		}
		r.Scopes = append(r.Scopes, s)
	}
	return r
}

// sameFile reports whether a and b name the same regular file (or the
// same path); devices such as /dev/null may be shared.
func sameFile(a, b string) bool {
	if a == "" || b == "" || a == "-" || b == "-" {
		return false
	}
	sa, errA := os.Stat(a)
	if errA == nil && !sa.Mode().IsRegular() {
		return false
	}
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// checkReportPath refuses a --report file that is the input or the -o
// output.
func checkReportPath(reportPath, input, output string) error {
	if sameFile(reportPath, input) {
		return fmt.Errorf("--report %s is the input file; the report would replace it", reportPath)
	}
	if sameFile(reportPath, output) {
		return fmt.Errorf("--report %s is also the -o output file", reportPath)
	}
	return nil
}
