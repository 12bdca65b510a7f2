package lit

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// TestLitDifferential runs the tests of testdata/litdiff (some fail on
// purpose) under LLVM's lit 22 and under our lit; every result code must
// agree.
func TestLitDifferential(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "litdiff"))
	require.NoError(t, err)
	tests, err := Discover([]string{dir})
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(tests), 40)

	rc := DefaultRunConfig(nil)
	rc.Features["feat-a"] = true
	rc.Features["feat-b"] = true
	rc.ExecRoot = t.TempDir()
	ours := map[string]string{}
	for _, test := range tests {
		ours[test.Rel] = RunTest(context.Background(), test, rc).Code
	}

	lit := llvmtools.Require(t, "lit", "FileCheck")[0]
	cmd := exec.Command("python3", lit, "-v", "--param", "exec_root="+t.TempDir(), dir)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run() // the suite fails on purpose; the result lines matter
	theirs := map[string]string{}
	for name, code := range parseLitResultsFor(out.String(), "litdiff") {
		theirs[name] = code
	}
	require.Len(t, theirs, len(tests), "LLVM's lit output:\n%s", out.String())
	agree := 0
	byCode := map[string]int{}
	for rel, code := range theirs {
		byCode[code]++
		if ours[rel] == code {
			agree++
		} else {
			t.Errorf("%s: LLVM's lit says %s, ours says %s", rel, code, ours[rel])
		}
	}
	t.Logf("lit differential: %d tests %v, result codes agree on %d", len(tests), byCode, agree)
}
