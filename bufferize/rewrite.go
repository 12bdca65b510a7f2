package bufferize

import (
	"errors"

	"github.com/memopt/memopt/ir"
)

// Typer computes buffer types of tensor values.
type Typer struct{ s *State }

// CopyInserter inserts the copies the analysis asked for.
type CopyInserter struct{ s *State }

// Rewriter rewrites tensor ops to memref ops.
type Rewriter struct{ s *State }

func (s *State) bufferizeModule(module *ir.Operation) error {
	return errors.New("one-shot-bufferize: the rewrite is not implemented yet (use test-analysis-only)")
}
