package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func writeSuite(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		p := filepath.Join(root, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	return root
}

func TestRunExitCodes(t *testing.T) {
	root := writeSuite(t, map[string]string{
		"lit.suite":   "name: demo\nsuffixes: .test\n",
		"ok.test":     "# RUN: echo hi | FileCheck %s\n# CHECK: hi\n",
		"param.test":  "# RUN: echo %{who} | FileCheck %s\n# CHECK: world\n",
		"bad/x.test":  "# RUN: echo hi | FileCheck %s\n# CHECK: bye\n",
		"tool/t.test": "# REQUIRES: mytool\n# RUN: mytool | FileCheck %s\n# CHECK: from mytool\n",
	})
	tool := filepath.Join(t.TempDir(), "mytool")
	require.NoError(t, os.WriteFile(tool, []byte("#!/bin/sh\necho from mytool\n"), 0o755))
	var out, errb bytes.Buffer
	code := run([]string{"--param", "who=world", "--tool", "mytool=" + tool, "--filter", "ok|param|tool", root}, &out, &errb)
	require.Equal(t, 0, code, out.String()+errb.String())
	require.Contains(t, out.String(), "-- Testing: 3 of 4 tests, ")
	require.Contains(t, out.String(), "Total Discovered Tests: 4\n  Excluded: 1 (25.00%)\n  Passed  : 3 (75.00%)\n")
	require.Contains(t, out.String(), "PASS: demo :: tool/t.test")

	out.Reset()
	code = run([]string{"-v", "-j", "1", "-D", "who=world", root}, &out, &errb)
	require.Equal(t, 1, code)
	require.Contains(t, out.String(), "FAIL: demo :: bad/x.test (")
	require.Contains(t, out.String(), "******************** TEST 'demo :: bad/x.test' FAILED ********************")
	require.Contains(t, out.String(), "Failed Tests (1):\n  demo :: bad/x.test\n")

	out.Reset()
	code = run([]string{"-q", filepath.Join(root, "ok.test")}, &out, &errb)
	require.Equal(t, 0, code)
	require.NotContains(t, out.String(), "PASS")

	for _, args := range [][]string{{}, {"--bogus"}, {t.TempDir()}, {"--filter", "nomatch", root}, {"--filter", "(", root}, {"--tool", "x", root}} {
		errb.Reset()
		require.Equal(t, 2, run(args, &out, &errb), "%v", args)
		require.NotEmpty(t, errb.String(), "%v", args)
	}
}
