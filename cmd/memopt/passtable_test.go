package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// passTableRowRE matches a row of docs/PASSES.md's pass table and captures
// the pass's name: the first code span of the row, up to an option list.
var passTableRowRE = regexp.MustCompile("^\\| `([a-z][a-z0-9-]*)[`{]")

// TestPassTable: the pass table of docs/PASSES.md has exactly one row per
// pass memopt links in (every pass --help lists), and no row for a pass
// memopt does not have.
func TestPassTable(t *testing.T) {
	data, err := os.ReadFile("../../docs/PASSES.md")
	require.NoError(t, err)
	text := string(data)
	at := strings.Index(text, "\n## Passes\n")
	require.GreaterOrEqual(t, at, 0, "docs/PASSES.md has a Passes section")
	section := text[at+len("\n## Passes\n"):]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	rows := map[string]int{}
	for _, line := range strings.Split(section, "\n") {
		if m := passTableRowRE.FindStringSubmatch(line); m != nil {
			rows[m[1]]++
		}
	}
	var missing []string
	registered := map[string]bool{}
	for _, p := range passes.All() {
		registered[p.Name] = true
		if rows[p.Name] == 0 {
			missing = append(missing, p.Name)
		}
	}
	require.Greater(t, len(registered), 15, "memopt links its passes in")
	require.Empty(t, missing, "passes without a row in docs/PASSES.md's pass table")
	for name, n := range rows {
		require.True(t, registered[name], "docs/PASSES.md has a row for %s, which memopt does not register", name)
		require.Equal(t, 1, n, "docs/PASSES.md has %d rows for %s", n, name)
	}
}
