package multibuffer

import (
	"errors"
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/passes"
)

// PassName is the pass's command-line name.
const PassName = "multi-buffer"

// Pass is the registered multi-buffer pass, anchored on func.func:
// `memopt --multi-buffer="factor=3 skip-analysis"` or
// `multi-buffer{factor=3}` in --pass-pipeline.
var Pass = &passes.Pass{
	Name:        PassName,
	DisplayName: "MultiBuffer",
	Summary:     "Give the buffers of sequential loops several copies, one per pipelined iteration",
	Doc: "Replaces each memref.alloc used by every iteration of an scf.for with a memref<N x ...> (hoisted " +
		"before the loop when it was inside) and makes iteration i use slice ((i - lb) floordiv step) mod N, " +
		"as MLIR's transform.memref.multibuffer; loops marked {" + DepthAttr + " = N} use N copies and get a " +
		"remark for every buffer that cannot be multi-buffered.",
	Anchor: "func.func",
	Options: []*passes.Option{
		{Name: "factor", Kind: passes.Int, Default: "2",
			Help: "copies of each buffer in loops without " + DepthAttr + " (1 leaves them alone)", Check: passes.Positive},
		{Name: "skip-analysis", Kind: passes.Bool, Default: "false",
			Help: "multi-buffer without checking that each iteration overwrites the buffer before reading it"},
	},
	Run: runPass,
}

func init() { passes.Register(Pass) }

func runPass(c *passes.Context) error {
	opts := Options{Factor: c.Int("factor"), SkipAnalysis: c.Bool("skip-analysis")}
	ds, err := Run(c.Op, opts)
	if err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			return d
		}
		return c.Errorf(c.Op, "%v", err)
	}
	col, _ := passes.SinkOf[*report.Collector](c)
	fn := ir.SymbolName(c.Op)
	for _, d := range ds {
		if d.Reason != "" && d.Marked {
			c.Emit(&ir.Diagnostic{Pos: d.Loc.Position(), Severity: ir.SeverityRemark,
				Message: fmt.Sprintf("cannot multi-buffer this buffer over the loop at %s: %s", d.Loop.Loc.Position(), d.Reason)})
		}
		if col.Enabled() {
			col.AddFunctionNote(fn, d.Note())
		}
	}
	return nil
}

// Note describes the decision in one line for memory reports.
func (d *Decision) Note() string {
	at := d.Loc.Position()
	switch {
	case d.Buffer != nil:
		how := "in place"
		if d.Hoisted {
			how = "hoisted before the loop"
		}
		return fmt.Sprintf("multi-buffer: %s at %s has %d copies (%s, %s) over the loop at %s", d.Type, at, d.Factor, d.Buffer.Result(0).Type(), how, d.Loop.Loc.Position())
	case d.Reason != "":
		return fmt.Sprintf("multi-buffer: %s at %s not multi-buffered over the loop at %s: %s", d.Type, at, d.Loop.Loc.Position(), d.Reason)
	}
	return fmt.Sprintf("multi-buffer: %s at %s left alone (factor %d)", d.Type, at, d.Factor)
}
