package passes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// OutputFiles holds the files passes write besides the IR (the memory map
// of static-memory-plan) until the driver knows whether the whole run
// succeeded: memopt sets Manager.Outputs to one, commits it once the last
// pass succeeded and discards it otherwise, so that a failure never
// writes a file that describes IR nobody got (a file already at the path
// stays as it was). Safe for concurrent use.
type OutputFiles struct {
	mu       sync.Mutex
	files    []outputFile
	written  []string
	reserved []outputFile
}

type outputFile struct {
	what, path string
	data       []byte
}

// Reserve names a file the driver reads or writes itself (what: "input
// file", "-o output file"): a pass asking to write the same file gets an
// error instead of replacing it or being replaced by it. "", "-" and
// paths that exist and are not regular files (/dev/null) are not
// reserved.
func (o *OutputFiles) Reserve(what, path string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.reserved = append(o.reserved, outputFile{what: what, path: path})
}

// clash returns what the reserved file at path is, "" when path is free.
func (o *OutputFiles) clash(path string) string {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, r := range o.reserved {
		if SameFile(r.path, path) {
			return r.what
		}
	}
	return ""
}

// SameFile reports whether the paths a and b name the same regular file
// (or the same path that does not exist yet). "" and "-" (stdin, stdout)
// name no file; paths that exist and are not regular files (/dev/null)
// may be shared.
func SameFile(a, b string) bool {
	if a == "" || a == "-" || b == "" || b == "-" {
		return false
	}
	sa, erra := os.Stat(a)
	sb, errb := os.Stat(b)
	if erra == nil && !sa.Mode().IsRegular() || errb == nil && !sb.Mode().IsRegular() {
		return false
	}
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	if erra == nil && errb == nil {
		return os.SameFile(sa, sb)
	}
	if erra != nil && errb != nil {
		// Neither exists yet: compare them absolute, through their
		// (existing) directories.
		da, err1 := filepath.EvalSymlinks(filepath.Dir(a))
		db, err2 := filepath.EvalSymlinks(filepath.Dir(b))
		if err1 == nil && err2 == nil {
			da, _ = filepath.Abs(da)
			db, _ = filepath.Abs(db)
			return filepath.Join(da, filepath.Base(a)) == filepath.Join(db, filepath.Base(b))
		}
	}
	return false
}

// Len returns how many files are pending.
func (o *OutputFiles) Len() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.files)
}

func (o *OutputFiles) add(f outputFile) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for i := range o.files {
		if o.files[i].path == f.path {
			// A later write of the same file (a later --split-input-file
			// case) replaces the earlier one, as writing it twice would.
			o.files = append(o.files[:i], o.files[i+1:]...)
			break
		}
	}
	o.files = append(o.files, f)
}

// Commit writes the pending files (each through a temporary file renamed
// into place, see WriteFile) in the order the passes wrote them. On an
// error the files it already wrote are removed again.
func (o *OutputFiles) Commit() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, f := range o.files {
		if err := WriteFile(f.path, f.data); err != nil {
			o.removeWritten()
			return fmt.Errorf("cannot write the %s '%s': %v", f.what, f.path, unwrapPathError(err))
		}
		if st, err := os.Lstat(f.path); err == nil && st.Mode().IsRegular() {
			o.written = append(o.written, f.path)
		}
	}
	o.files = nil
	return nil
}

// Discard drops the pending files and removes those Commit wrote (when a
// step after it failed).
func (o *OutputFiles) Discard() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.files = nil
	o.removeWritten()
}

func (o *OutputFiles) removeWritten() {
	for _, p := range o.written {
		os.Remove(p)
	}
	o.written = nil
}

// WriteFile writes the file a pass produces besides the IR: with
// Manager.Outputs set it only checks that path can be written (its
// directory exists and it is not a directory) and leaves the writing to
// the driver; otherwise it writes at once. what names the file in errors
// ("memory map").
func (c *Context) WriteFile(what, path string, data []byte) error {
	o := c.run.m.Outputs
	if o == nil {
		if err := WriteFile(path, data); err != nil {
			return fmt.Errorf("cannot write the %s '%s': %v", what, path, unwrapPathError(err))
		}
		return nil
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("cannot write the %s '%s': is a directory", what, path)
	}
	if r := o.clash(path); r != "" {
		return fmt.Errorf("cannot write the %s '%s': it is also the %s", what, path, r)
	}
	if st, err := os.Stat(filepath.Dir(path)); err != nil || !st.IsDir() {
		if err == nil {
			err = errors.New("not a directory")
		}
		return fmt.Errorf("cannot write the %s '%s': %v", what, path, unwrapPathError(err))
	}
	o.add(outputFile{what: what, path: path, data: append([]byte(nil), data...)})
	return nil
}

// WriteFile writes data to path atomically: a regular file (new or
// replaced) is written to a temporary file in its directory and renamed
// into place, so that it is never seen half written; a path that exists
// and is not a regular file (/dev/null, /dev/stdout, a pipe) is written in
// place and never replaced.
func WriteFile(path string, data []byte) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, werr := f.Write(data)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		return werr
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
