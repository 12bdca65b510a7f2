package difftest

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// Memopt runs memopt's command line in-process (optmain.Run, exactly what
// `memopt --pass-pipeline=PIPELINE` does) on src and returns what it
// printed. An empty pipeline only parses and prints. A non-zero exit is an
// error carrying what memopt wrote to stderr (optmain turns panics into
// diagnostics).
func Memopt(name string, src []byte, pipeline string) (out []byte, err error) {
	args := []string{"-"}
	if pipeline != "" {
		args = []string{"--pass-pipeline=" + pipeline, "-"}
	}
	var stdout, stderr bytes.Buffer
	if code := optmain.Run(args, bytes.NewReader(src), &stdout, &stderr); code != 0 {
		return nil, fmt.Errorf("memopt %s exited with %d:\n%s", strings.Join(args, " "), code, stderr.String())
	}
	return stdout.Bytes(), nil
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
	// Printed as memopt prints (through its command line).
	return Memopt("stripped", buf.Bytes(), "")
}
