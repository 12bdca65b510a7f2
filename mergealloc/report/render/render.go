package render

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/memopt/memopt/mergealloc/report"
)

// Format is one of the report's forms.
type Format int

// The report forms.
const (
	// Text is the table per scope (".txt", and "-" for stderr).
	Text Format = iota
	// JSON is the versioned JSON form (".json").
	JSON
	// HTML is the self-contained interactive page (".html", ".htm").
	HTML
)

// String returns the form's name ("text", "json", "html").
func (f Format) String() string {
	switch f {
	case JSON:
		return "json"
	case HTML:
		return "html"
	}
	return "text"
}

// FormatOf returns the form a report file name asks for by its extension:
// .txt (and "-", standard error) is text, .json is JSON, .html or .htm is
// HTML. A path without one of these that exists and is not a regular file
// or a directory (/dev/stdout, /dev/null, a pipe) is text. Anything else is
// an error naming the three extensions.
func FormatOf(path string) (Format, error) {
	if path == "-" {
		return Text, nil
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".txt":
		return Text, nil
	case ".json":
		return JSON, nil
	case ".html", ".htm":
		return HTML, nil
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return Text, nil
	}
	return Text, fmt.Errorf("cannot tell the report format of '%s': the file name must end in .txt, .json or .html (or be '-' for text on stderr)", path)
}

// Write renders r in form f to w.
func Write(w io.Writer, r *report.Report, f Format) error {
	return Options{Format: f}.Write(w, r)
}

// Options say how a report is written.
type Options struct {
	// Format is the form: Text, JSON or HTML.
	Format Format
	// Threads bounds the goroutines that make the pieces of a large
	// report at once: 0 means GOMAXPROCS, 1 makes everything on the
	// calling goroutine (memopt --mlir-disable-threading). The output is
	// the same whatever the number.
	Threads int
}

// Write renders r to w as o says.
func (o Options) Write(w io.Writer, r *report.Report) error {
	switch o.Format {
	case JSON:
		return writeJSONFile(w, r, o.Threads)
	case HTML:
		return writeHTML(w, r, o.Threads)
	}
	return writeText(w, r, o.Threads)
}

// WriteFile writes r to path as WriteFileAs does, in o's form.
func (o Options) WriteFile(path string, r *report.Report) error {
	if err := WriteAtomic(path, func(w io.Writer) error { return o.Write(w, r) }); err != nil {
		return fmt.Errorf("cannot write memory report '%s': %v", path, err)
	}
	return nil
}

// WriteFile writes r to path in the form its extension names (FormatOf).
// A regular file (new or existing) is written through a temporary file in
// the same directory renamed into place, so path holds either its old
// content or the whole report, never a partial one; an existing file keeps
// its mode and a symbolic link is followed (its target is replaced). A
// path that exists and is not a regular file (/dev/null, a pipe) is written
// in place, never replaced; a directory is an error.
func WriteFile(path string, r *report.Report) error {
	f, err := FormatOf(path)
	if err != nil {
		return err
	}
	return WriteFileAs(path, r, f)
}

// WriteFileAs is WriteFile with the form given instead of taken from the
// extension.
func WriteFileAs(path string, r *report.Report, f Format) error {
	return Options{Format: f}.WriteFile(path, r)
}

// OpenError is WriteAtomic's error when nothing could be written: the
// file, or its temporary file, could not be created or opened.
type OpenError struct{ Err error }

func (e *OpenError) Error() string { return e.Err.Error() }

// Unwrap returns the system's error.
func (e *OpenError) Unwrap() error { return e.Err }

// WriteAtomic writes what emit produces to path, the way memopt and
// memplan write every output file. A regular file (new or existing) is
// written through a temporary file in the same directory renamed into
// place, so path holds either its old content or all of the new one,
// never a part; an existing file keeps its mode, a new one gets 0644 (less
// the umask), and a symbolic link is followed (its target is replaced, the
// link stays). A path that exists and is neither a regular file nor a
// directory (/dev/null, /dev/stdout, a pipe) is written in place, never
// replaced. Errors carry the system's reason without the path (the
// caller names the file); an *OpenError means nothing was written.
func WriteAtomic(path string, emit func(io.Writer) error) error {
	err := writeAtomic(path, emit)
	var oe *OpenError
	if errors.As(err, &oe) {
		return &OpenError{unwrapPath(oe.Err)}
	}
	if err != nil {
		return unwrapPath(err)
	}
	return nil
}

func writeAtomic(path string, emit func(io.Writer) error) error {
	target := path
	if r, err := filepath.EvalSymlinks(path); err == nil {
		target = r
	}
	perm := os.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if st.IsDir() {
			return &OpenError{errors.New("is a directory")}
		}
		if !st.Mode().IsRegular() {
			f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
			if err != nil {
				return &OpenError{err}
			}
			return emitTo(f, emit)
		}
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".memopt-*")
	if err != nil {
		return &OpenError{err}
	}
	err = emitTo(tmp, emit)
	if err == nil {
		err = os.Chmod(tmp.Name(), perm)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), target)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// emitTo writes what emit produces to f, buffered, and closes f.
func emitTo(f *os.File, emit func(io.Writer) error) error {
	bw := bufio.NewWriterSize(f, 1<<16)
	err := emit(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
