package placement

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// fuzzPasses are the transformations FuzzPlacement runs, by index.
var fuzzPasses = []func(m *ir.Operation, opt uint8) error{
	func(m *ir.Operation, _ uint8) error { return DropEquivalentBufferResults(m) },
	func(m *ir.Operation, opt uint8) error {
		return BufferResultsToOutParams(m, OutParamsOptions{AddResultAttr: opt&1 != 0, HoistStaticAllocs: opt&2 != 0,
			HoistDynamicAllocs: opt&4 != 0, ModifyPublicFunctions: opt&8 != 0})
	},
	func(m *ir.Operation, opt uint8) error {
		PromoteBuffersToStack(m, PromoteOptions{MaxAllocSizeInBytes: int64(opt) * 8, MaxRankOfAllocatedMemRef: int64(opt % 4)})
		return nil
	},
	func(m *ir.Operation, _ uint8) error { BufferHoisting(m); return nil },
	func(m *ir.Operation, _ uint8) error { BufferLoopHoisting(m); return nil },
}

// FuzzPlacement runs a placement pass on any module that parses and
// verifies: the pass must not panic, and unless it reports an error its
// output must verify, print and parse again.
func FuzzPlacement(f *testing.F) {
	sep := regexp.MustCompile(`(?m)^// -----\s*$`)
	files, _ := filepath.Glob("../../testdata/placement/parity/*.mlir")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		for i, c := range sep.Split(string(src), -1) {
			f.Add([]byte(c), uint8(i), uint8(i*5))
		}
	}
	f.Fuzz(fuzzPlacement)
}

// fuzzPlacement is FuzzPlacement's body.
func fuzzPlacement(t *testing.T, src []byte, pass, opt uint8) {
	m, err := parser.Parse("fuzz.mlir", src)
	if err != nil || ir.Verify(m.Op) != nil {
		return
	}
	run := fuzzPasses[int(pass)%len(fuzzPasses)]
	if err := run(m.Op, opt); err != nil {
		return
	}
	if err := ir.Verify(m.Op); err != nil {
		t.Fatalf("pass %d (options %d) produced invalid IR: %v\ninput:\n%s", pass, opt, err, src)
	}
	var buf bytes.Buffer
	if err := m.Print(&buf, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := parser.Parse("out.mlir", buf.Bytes()); err != nil {
		t.Fatalf("output does not parse again: %v\n%s", err, buf.String())
	}
}
