package render

import (
	"io"
	"runtime"
	"sync"
)

// pieceBuffers keeps writePieces's buffers from report to report.
var pieceBuffers sync.Pool

// writePieces writes pieces 0..n-1 of a report to w, in order: gen appends
// piece i to b (an empty buffer of earlier pieces, to reuse) and returns
// it. Pieces are made on up to threads goroutines at once (0: GOMAXPROCS;
// 1: all on the calling goroutine), at most a
// few ahead of the one being written, so that a large report is written
// about as many times faster as there are threads, in bounded memory. gen
// must be safe for concurrent use. The first write error stops the
// writing (the pieces being made are finished and dropped) and is
// returned.
func writePieces(w io.Writer, threads, n int, gen func(b []byte, i int) []byte) error {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	workers := min(threads, n)
	if workers <= 1 {
		var b []byte
		for i := 0; i < n; i++ {
			b = gen(b[:0], i)
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
		return nil
	}
	type job struct {
		i   int
		buf []byte
	}
	// Each piece in flight holds one of the window's buffers; the pieces in
	// flight are always the next ones to write, so the one being waited
	// for is always being made.
	window := 2 * workers
	free := make(chan []byte, window)
	for k := 0; k < window; k++ {
		b, _ := pieceBuffers.Get().(*[]byte)
		if b == nil {
			b = new([]byte)
		}
		free <- *b
	}
	defer func() {
		// The buffers are kept for the next report (unless one is very
		// large); those of pieces still being made are dropped.
		for {
			select {
			case b := <-free:
				if cap(b) <= 16<<20 {
					pieceBuffers.Put(&b)
				}
			default:
				return
			}
		}
	}()
	// Piece i comes back on done[i%window]: the pieces in flight are
	// consecutive, at most window of them.
	done := make([]chan []byte, window)
	for i := range done {
		done[i] = make(chan []byte, 1)
	}
	jobs := make(chan job)
	stop := make(chan struct{})
	go func() {
		defer close(jobs)
		for i := 0; i < n; i++ {
			select {
			case buf := <-free:
				jobs <- job{i, buf}
			case <-stop:
				return
			}
		}
	}()
	for k := 0; k < workers; k++ {
		go func() {
			for j := range jobs {
				done[j.i%window] <- gen(j.buf[:0], j.i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		b := <-done[i%window]
		if _, err := w.Write(b); err != nil {
			// The dispatcher stops; the pieces already handed out finish
			// into their buffered channels and are dropped.
			close(stop)
			return err
		}
		free <- b
	}
	return nil
}
