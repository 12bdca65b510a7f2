package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// citedOutside are citations of design notes that are not in the
// repository: numbered source notes ("seed" and a three-digit number, also
// split over a comment line break or written with a dash) and a design file
// by its name or its section numbers. The sources are named for what they
// are and the design is docs/ARCHITECTURE.md.
var citedOutside = []*regexp.Regexp{
	regexp.MustCompile(`(?i)\bseeds?[\s/#*-]*0[0-9]{2}\b`),
	regexp.MustCompile(`\bDESIGN(\.md|\s+(section\s+)?[0-9])`),
	regexp.MustCompile(`shared/(seeds|DESIGN)`),
}

// citationFileExts are the files whose text and comments are read.
var citationFileExts = map[string]bool{
	".go": true, ".md": true, ".sh": true, ".py": true, ".mlir": true,
	".test": true, ".txt": true, ".c": true, ".js": true, ".css": true,
}

// TestNoCitationsOutsideTheRepository: no documentation page, comment or
// test file cites a design note by a number or a design file that is not
// in the repository.
func TestNoCitationsOutsideTheRepository(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	self, err := filepath.Abs("citations_test.go")
	require.NoError(t, err)
	var bad []string
	read := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") && d.Name() != ".ci" {
				return filepath.SkipDir
			}
			return nil
		}
		if path == self || !(citationFileExts[filepath.Ext(path)] || strings.HasPrefix(path, filepath.Join(root, ".ci")+string(filepath.Separator))) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		read++
		text := string(data)
		for _, re := range citedOutside {
			for _, loc := range re.FindAllStringIndex(text, -1) {
				rel, _ := filepath.Rel(root, path)
				line := 1 + strings.Count(text[:loc[0]], "\n")
				bad = append(bad, rel+":"+strconv.Itoa(line)+": "+strings.ReplaceAll(text[loc[0]:loc[1]], "\n", `\n`))
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, read, 1000, "the walk found the sources and test files")
	require.Empty(t, bad, "cite docs/ARCHITECTURE.md or name the source (intel/graph-compiler's merge-alloc, TVM's Unified Static Memory Planner, ...)")
}

// TestCitationPatternsCatch: the patterns above find the forms that were
// in the tree, so the test above can fail.
func TestCitationPatternsCatch(t *testing.T) {
	for _, s := range []string{
		"the merge-alloc design (seed 0" + "04) describes",
		"The seed-0" + "04 MLP",
		"(seeds 0" + "00, 001 and 003)",
		"(seed\n// 0" + "01's data region",
		"oracle of DES" + "IGN.md section 5",
		"rewrite creates (DES" + "IGN 3.7)",
		"Ticks are merge-alloc's (DES" + "IGN section 3)",
	} {
		found := false
		for _, re := range citedOutside {
			found = found || re.MatchString(s)
		}
		require.True(t, found, "%q is caught", s)
	}
	for _, s := range []string{"the program of seed 42", "seed 9500 of the generator", "seeds 1-100", "-seed 1"} {
		for _, re := range citedOutside {
			require.False(t, re.MatchString(s), "%q is a random program's seed, not a citation", s)
		}
	}
}
