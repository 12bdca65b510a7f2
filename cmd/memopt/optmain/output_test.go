package optmain

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestWriteOutputRegularFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.mlir")
	require.NoError(t, writeOutput(p, "", "first\n", true, nil))
	require.NoError(t, os.Chmod(p, 0o600))
	require.NoError(t, writeOutput(p, "", "second\n", true, nil))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "second\n", string(b))
	st, err := os.Stat(p)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "permissions of an existing file are kept")

	// Failure when the output is the input (memopt x.mlir -o x.mlir):
	// the input stays as it was.
	require.NoError(t, writeOutput(p, filepath.Join(dir, ".", "out.mlir"), "third\n", false, nil))
	b, err = os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "second\n", string(b))

	// Failure: the file is gone, nothing else is left.
	require.NoError(t, writeOutput(p, "", "third\n", false, nil))
	_, err = os.Stat(p)
	require.True(t, os.IsNotExist(err))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Empty(t, entries)
}

func TestWriteOutputThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.mlir")
	link := filepath.Join(dir, "link.mlir")
	require.NoError(t, os.WriteFile(real, []byte("old"), 0o644))
	require.NoError(t, os.Symlink(real, link))
	require.NoError(t, writeOutput(link, "", "new\n", true, nil))
	st, err := os.Lstat(link)
	require.NoError(t, err)
	require.NotZero(t, st.Mode()&os.ModeSymlink, "the symlink stays a symlink")
	b, err := os.ReadFile(real)
	require.NoError(t, err)
	require.Equal(t, "new\n", string(b))
}

// A path that is not a regular file (like /dev/null or a pipe) is written
// in place: never replaced by a renamed file, never removed on failure.
func TestWriteOutputSpecialFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	require.NoError(t, writeOutput(fifo, "", "through the pipe\n", true, nil))
	require.Equal(t, "through the pipe\n", <-got)
	require.NoError(t, writeOutput(fifo, "", "x", false, nil))
	st, err := os.Stat(fifo)
	require.NoError(t, err)
	require.NotZero(t, st.Mode()&os.ModeNamedPipe, "still a pipe")

	st, err = os.Stat(os.DevNull)
	require.NoError(t, err)
	require.NoError(t, writeOutput(os.DevNull, "", "discarded\n", true, nil))
	require.NoError(t, writeOutput(os.DevNull, "", "discarded\n", false, nil))
	st2, err := os.Stat(os.DevNull)
	require.NoError(t, err)
	require.Equal(t, st.Mode(), st2.Mode(), "/dev/null is untouched")
}

// printTrimmed ends the text with exactly one empty line, whatever the
// printer wrote at its end and however it split its writes.
func TestPrintTrimmed(t *testing.T) {
	for _, tc := range []struct {
		writes []string
		want   string
	}{
		{nil, "\n\n"},
		{[]string{"a"}, "a\n\n"},
		{[]string{"a\n"}, "a\n\n"},
		{[]string{"a\n\n\n"}, "a\n\n"},
		{[]string{"a\n", "\n", "b\n\nc", "\n"}, "a\n\nb\n\nc\n\n"},
		{[]string{"\n", "\n", "x"}, "\n\nx\n\n"},
	} {
		var sb strings.Builder
		require.NoError(t, printTrimmed(&sb, func(w io.Writer) error {
			for _, s := range tc.writes {
				if _, err := io.WriteString(w, s); err != nil {
					return err
				}
			}
			return nil
		}))
		require.Equal(t, tc.want, sb.String(), "%q", tc.writes)
	}
}

// A case that fails after its text was streamed (e.g. --verify-diagnostics
// finding a mismatch) leaves neither the output nor a temporary file.
func TestOutputSinkFailureAfterPrinting(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.mlir")
	require.NoError(t, os.WriteFile(p, []byte("old"), 0o644))
	o := &outputSink{path: p}
	require.NoError(t, o.print(func(w io.Writer) error {
		_, err := io.WriteString(w, "module {\n}\n")
		return err
	}))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "old", string(b), "the file is replaced only by finish")
	require.NoError(t, o.finish(false))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Empty(t, entries)

	o = &outputSink{path: p}
	require.NoError(t, o.print(func(w io.Writer) error {
		_, err := io.WriteString(w, "module {\n}\n")
		return err
	}))
	require.NoError(t, o.finish(true))
	b, err = os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "module {\n}\n\n", string(b))
}
