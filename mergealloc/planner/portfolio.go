package planner

import "time"

// DefaultBestTimeLimit bounds the portfolio when Options.TimeLimit is 0.
const DefaultBestTimeLimit = 10 * time.Second

// portfolio runs every other applicable algorithm, the fast ones first and
// the exact solver last with the time that is left, and keeps the plan with
// the smallest peak (ties: the earlier algorithm). Plans that fail Verify are
// ignored.
func portfolio(in *inst, opt Options) (*Plan, error) {
	budget := opt.TimeLimit
	if budget <= 0 {
		budget = DefaultBestTimeLimit
	}
	start := time.Now()
	var best *Plan
	var firstErr error
	for _, a := range registered() {
		if a.Name == "best" || a.Name == "exact" || (a.RangesOnly && !in.ranges) {
			continue
		}
		sub := opt
		if a.Name == "hill-climb" || a.Name == "auto" {
			sub.TimeLimit = budget / 10
		}
		pl, err := a.call(in, sub)
		if err == nil {
			pl.Algorithm = a.Name
			err = Verify(in.p, pl)
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if best == nil || pl.Peak() < best.Peak() {
			best = pl
		}
	}
	if in.ranges {
		left := budget - time.Since(start)
		if left > 0 && (best == nil || best.Peak() > LowerBound(in.p)) {
			sub := opt
			sub.TimeLimit = left
			if ex, err := ByName("exact"); err == nil {
				pl, err := ex.call(in, sub)
				if err == nil {
					pl.Algorithm = ex.Name
					err = Verify(in.p, pl)
				}
				if err == nil && (best == nil || pl.Peak() < best.Peak()) {
					best = pl
				}
				if err != nil && firstErr == nil {
					firstErr = err
				}
			}
		}
	}
	if best == nil {
		return nil, firstErr
	}
	return best, nil
}
