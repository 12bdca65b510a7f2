// Package transforms holds memopt's general-purpose passes built on the
// rewrite machinery, MLIR's mlir/Transforms: canonicalize (folders and
// canonicalization patterns applied by the greedy driver), cse, symbol-dce
// and loop-invariant-code-motion.
package transforms

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
	"github.com/memopt/memopt/passes/greedy"
)

// Canonicalize is the canonicalize pass: it applies every registered op's
// folder and canonicalization patterns (ir.OpDef.Fold and Canonicalize,
// ir.Dialect.CanonicalizationPatterns) with the greedy driver, with
// mlir-opt 22's options.
var Canonicalize = &passes.Pass{
	Name:        "canonicalize",
	Summary:     "Canonicalize operations",
	DisplayName: "Canonicalizer",
	Options: []*passes.Option{
		{Name: "disable-patterns", Kind: passes.List, Help: "Labels of patterns that should be filtered out during application"},
		{Name: "enable-patterns", Kind: passes.List, Help: "Labels of patterns that should be used during application, all other patterns are filtered out"},
		{Name: "max-iterations", Kind: passes.Int, Default: "10", Help: "Max. iterations between applying patterns / simplifying regions"},
		{Name: "max-num-rewrites", Kind: passes.Int, Default: "-1", Help: "Max. number of pattern rewrites within an iteration"},
		{Name: "region-simplify", Kind: passes.String, Default: "normal", Values: []string{"disabled", "normal", "aggressive"},
			Help: "Perform control flow optimizations to the region tree"},
		{Name: "test-convergence", Kind: passes.Bool, Help: "Test only: Fail pass on non-convergence to detect cyclic pattern"},
		{Name: "top-down", Kind: passes.Bool, Default: "true", Help: "Seed the worklist in general top-down order"},
	},
	Run: func(c *passes.Context) error {
		enable, disable := c.List("enable-patterns"), c.List("disable-patterns")
		patterns := ir.CanonicalizationPatterns().Freeze(func(p *ir.Pattern) bool {
			for _, l := range disable {
				if p.HasLabel(l) {
					return false
				}
			}
			if len(enable) == 0 {
				return true
			}
			for _, l := range enable {
				if p.HasLabel(l) {
					return true
				}
			}
			return false
		})
		cfg := greedy.Config{
			BottomUp:       !c.Bool("top-down"),
			MaxIterations:  int(c.Int("max-iterations")),
			MaxNumRewrites: int(c.Int("max-num-rewrites")),
		}
		if cfg.MaxIterations <= 0 {
			cfg.MaxIterations = greedy.NoLimit
		}
		switch c.String("region-simplify") {
		case "disabled":
			cfg.RegionSimplify = greedy.Disabled
		case "aggressive":
			cfg.RegionSimplify = greedy.Aggressive
		}
		converged, _ := greedy.Apply(c.Op, patterns, cfg)
		if c.Bool("test-convergence") && !converged {
			return fmt.Errorf("canonicalize did not converge")
		}
		return nil
	},
}

func init() {
	passes.Register(Canonicalize)
}
