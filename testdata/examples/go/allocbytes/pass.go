package main

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// Allocation is one buffer a function allocates.
type Allocation struct {
	// Op is the op that allocates the buffer (memref.alloc, memref.alloca,
	// ...).
	Op *ir.Operation
	// Bytes is the buffer's size; -1 when it is not static.
	Bytes int64
}

// Allocations is an analysis: the memref buffers allocated in a function,
// in IR order. It asks each op for its memory effects (an Allocate effect
// on a memref result), never for op names, so it sees every allocating op,
// including ops added later. The pass manager computes it once per
// function and keeps it until a pass changes the function.
var Allocations = &passes.Analysis{
	Name: "allocations",
	Doc:  "the memref buffers allocated in the op ([]Allocation, in IR order)",
	Run: func(c *passes.AnalysisContext) (any, error) {
		var out []Allocation
		ir.WalkPreOrder(c.Op, func(op *ir.Operation) {
			effects, _ := ir.Effects(op)
			for _, e := range effects {
				if e.Kind != ir.EffectAllocate || e.Value == nil {
					continue
				}
				if mt, ok := e.Value.Type().(*ir.MemRefType); ok {
					size, static := mt.SizeInBytes()
					if !static {
						size = -1
					}
					out = append(out, Allocation{Op: op, Bytes: size})
				}
			}
		})
		return out, nil
	},
}

// CountAllocBytes is the count-alloc-bytes pass: a remark on each function
// with the bytes it allocates, and with per-buffer a note on each buffer.
//
//	allocbytes-opt --count-alloc-bytes="min-bytes=1024 per-buffer" in.mlir
var CountAllocBytes = &passes.Pass{
	Name:    "count-alloc-bytes",
	Summary: "Remark with the bytes each function allocates in memref buffers",
	Anchor:  "func.func",
	Options: []*passes.Option{
		{Name: "min-bytes", Kind: passes.Int, Default: "0",
			Help: "remark only on functions that allocate at least this many bytes", Check: nonNegative},
		{Name: "per-buffer", Kind: passes.Bool, Default: "false",
			Help: "add a note for each buffer"},
	},
	Requires: []*passes.Analysis{Allocations},
	Run: func(c *passes.Context) error {
		// Inspecting only: every analysis stays valid.
		c.PreserveAll()
		if c.Op.NumRegions() == 0 || c.Op.Region(0).Front() == nil {
			return nil // a declaration: no body, nothing allocated
		}
		allocs := passes.ResultOf[[]Allocation](c, Allocations)
		var total int64
		dynamic := 0
		for _, a := range allocs {
			if a.Bytes < 0 {
				dynamic++
			} else {
				total += a.Bytes
			}
		}
		if total < c.Int("min-bytes") {
			return nil
		}
		msg := fmt.Sprintf("@%s allocates %d bytes in %s", ir.SymbolName(c.Op), total, buffers(len(allocs)-dynamic))
		if dynamic > 0 {
			msg += fmt.Sprintf(" (and %s of dynamic size)", buffers(dynamic))
		}
		d := &ir.Diagnostic{Pos: c.Op.Loc.Position(), Severity: ir.SeverityRemark, Message: msg}
		if c.Bool("per-buffer") {
			for _, a := range allocs {
				if a.Bytes < 0 {
					d.AddNote(a.Op.Loc.Position(), "%s of dynamic size", a.Op.Name())
				} else {
					d.AddNote(a.Op.Loc.Position(), "%s of %d bytes", a.Op.Name(), a.Bytes)
				}
			}
		}
		c.Emit(d)
		return nil
	},
}

// nonNegative is an Option.Check: the value may not be below zero.
func nonNegative(v any) error {
	if n := v.(int64); n < 0 {
		return fmt.Errorf("must be >= 0, got %d", n)
	}
	return nil
}

// buffers returns "1 buffer" or "n buffers".
func buffers(n int) string {
	if n == 1 {
		return "1 buffer"
	}
	return fmt.Sprintf("%d buffers", n)
}
