package ir

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDialectFormatsCompile checks every registered dialect op: its
// signature and declarative format (if any) compile, and an op with custom
// syntax has both hooks.
func TestDialectFormatsCompile(t *testing.T) {
	n := 0
	for _, d := range RegisteredOps() {
		if strings.HasPrefix(d.Name, "fmttest.") {
			continue
		}
		n++
		_, err := d.Signature()
		require.NoError(t, err, d.Name)
		if d.Format != "" {
			require.Nil(t, d.Parse, "%s: Format and Parse hook", d.Name)
			f, err := d.CompiledFormat()
			require.NoError(t, err, d.Name)
			require.NotNil(t, f, d.Name)
		}
		require.Equal(t, d.Parse == nil, d.Print == nil, "%s: Parse and Print hooks come in pairs", d.Name)
	}
	require.Greater(t, n, 300)
}
