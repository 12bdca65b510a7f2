package difftest

import (
	"bytes"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"

	// The passes configurations name.
	_ "github.com/memopt/memopt/mergealloc"
)

// Memopt does in-process what `memopt --pass-pipeline=PIPELINE` does with
// src: parse, verify, run the pipeline with the verifier after each pass,
// print. An empty pipeline only parses and prints. Diagnostics and panics
// come back as the error (a panic is reported, never propagated).
func Memopt(name string, src []byte, pipeline string) (out []byte, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("memopt panicked: %v\n%s", v, debug.Stack())
		}
	}()
	m, err := parser.Parse(name, src)
	if err != nil {
		return nil, err
	}
	if err := ir.Verify(m.Op); err != nil {
		return nil, err
	}
	if pipeline != "" {
		pl, err := passes.ParsePipeline(pipeline)
		if err != nil {
			return nil, err
		}
		var diags []string
		mgr := passes.NewManager(pl, ir.Verify)
		mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d.Error()) }
		if err := mgr.Run(m.Op); err != nil {
			if len(diags) > 0 {
				return nil, fmt.Errorf("%s", strings.Join(diags, "\n"))
			}
			return nil, err
		}
		if len(diags) > 0 {
			return nil, fmt.Errorf("%s", strings.Join(diags, "\n"))
		}
	}
	var buf bytes.Buffer
	if err := m.Print(&buf, ir.PrintOptions{}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// stripAttrs parses src, removes the discardable attributes whose names
// start with prefix from every op and prints it again.
func stripAttrs(src []byte, prefix string) ([]byte, error) {
	m, err := parser.Parse("stripped", src)
	if err != nil {
		return nil, err
	}
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		var keep []ir.NamedAttr
		for _, a := range op.Attrs() {
			if !strings.HasPrefix(a.Name, prefix) {
				keep = append(keep, a)
			}
		}
		if len(keep) != len(op.Attrs()) {
			op.SetAttrs(keep)
		}
	})
	var buf bytes.Buffer
	if err := m.Print(&buf, ir.PrintOptions{}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
