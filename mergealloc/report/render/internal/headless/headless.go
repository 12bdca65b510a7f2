// Package headless drives a real headless Chromium through the Chrome
// DevTools Protocol, for the tests and benchmarks of the HTML memory
// report: load a page from disk, evaluate JavaScript, move and click the
// mouse, turn the wheel, take a screenshot, and collect console errors,
// uncaught exceptions and network requests.
//
// It speaks the protocol over --remote-debugging-pipe (JSON messages ended
// by a NUL byte on file descriptors 3 and 4), so it needs neither a free
// TCP port nor a WebSocket client: only the Go standard library and the
// browser. Tests call Require, which skips when no Chromium is installed,
// or fails when MEMOPT_REQUIRE_LLVM=1 or MEMOPT_REQUIRE_CHROMIUM=1 (as
// .ci/run sets), so CI never passes by skipping.
package headless

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// Candidates are the executables Find tries, in order, after
// $MEMOPT_CHROMIUM.
var Candidates = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"}

// Find returns the browser to use: $MEMOPT_CHROMIUM if set, else the first
// of Candidates on PATH.
func Find() (string, bool) {
	if p := os.Getenv("MEMOPT_CHROMIUM"); p != "" {
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
		return "", false
	}
	for _, n := range Candidates {
		if p, err := exec.LookPath(n); err == nil {
			return p, true
		}
	}
	return "", false
}

// Required reports whether a missing browser must fail tests
// (MEMOPT_REQUIRE_LLVM=1, set by .ci/run, or MEMOPT_REQUIRE_CHROMIUM=1).
func Required() bool {
	return os.Getenv("MEMOPT_REQUIRE_LLVM") == "1" || os.Getenv("MEMOPT_REQUIRE_CHROMIUM") == "1"
}

// Require returns the browser's path, or skips t with a message saying how
// to install it (fails t when Required).
func Require(t testing.TB) string {
	t.Helper()
	p, ok := Find()
	if !ok {
		msg := "Chromium is not installed (needed to test the HTML memory report in a real browser); install it with: apt-get install -y chromium (or set MEMOPT_CHROMIUM)"
		if Required() {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return p
}

// Flags are the command-line flags every browser gets: headless, no
// sandbox (tests may run as root), nothing that talks to the network on
// its own, no first-run UI.
var Flags = []string{
	"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync",
	"--disable-extensions", "--disable-default-apps", "--no-default-browser-check",
	"--mute-audio", "--hide-scrollbars", "--remote-debugging-pipe",
}

// Browser is a running headless browser.
type Browser struct {
	cmd    *exec.Cmd
	in     *os.File // our end of the browser's command pipe (its fd 3)
	out    *os.File // our end of the browser's message pipe (its fd 4)
	stderr *strings.Builder

	mu      sync.Mutex
	nextID  int64
	waiting map[int64]chan *message
	pages   map[string]*Page // by session id
	readErr error
	done    chan struct{}
}

type message struct {
	ID        int64           `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *protoError     `json:"error,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
}

type protoError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    string `json:"data,omitempty"`
}

func (e *protoError) Error() string {
	if e.Data != "" {
		return fmt.Sprintf("%s (%d): %s", e.Message, e.Code, e.Data)
	}
	return fmt.Sprintf("%s (%d)", e.Message, e.Code)
}

// Start launches the browser at path with Flags, a fresh profile in
// userDataDir (a test's t.TempDir()) and any extra flags.
func Start(path, userDataDir string, extra ...string) (*Browser, error) {
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	msgR, msgW, err := os.Pipe()
	if err != nil {
		cmdR.Close()
		cmdW.Close()
		return nil, err
	}
	args := append(append(append([]string{}, Flags...), "--user-data-dir="+userDataDir), extra...)
	args = append(args, "about:blank")
	b := &Browser{
		cmd: exec.Command(path, args...), in: cmdW, out: msgR, stderr: &strings.Builder{},
		waiting: map[int64]chan *message{}, pages: map[string]*Page{}, done: make(chan struct{}),
	}
	b.cmd.ExtraFiles = []*os.File{cmdR, msgW}
	b.cmd.Stderr = &limitedWriter{b: b.stderr, max: 64 << 10}
	if err := b.cmd.Start(); err != nil {
		cmdR.Close()
		cmdW.Close()
		msgR.Close()
		msgW.Close()
		return nil, fmt.Errorf("starting %s: %v", path, err)
	}
	cmdR.Close()
	msgW.Close()
	go b.read()
	return b, nil
}

// limitedWriter keeps the first max bytes written to it.
type limitedWriter struct {
	mu  sync.Mutex
	b   *strings.Builder
	max int
}

func (w *limitedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if room := w.max - w.b.Len(); room > 0 {
		w.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// read dispatches the browser's messages until the pipe closes.
func (b *Browser) read() {
	r := bufio.NewReaderSize(b.out, 1<<20)
	var err error
	for {
		var raw []byte
		raw, err = r.ReadBytes(0)
		if err != nil {
			break
		}
		var m message
		if json.Unmarshal(raw[:len(raw)-1], &m) != nil {
			continue
		}
		b.mu.Lock()
		if m.ID != 0 {
			if ch := b.waiting[m.ID]; ch != nil {
				delete(b.waiting, m.ID)
				ch <- &m
			}
		} else if p := b.pages[m.SessionID]; p != nil {
			p.event(&m)
		}
		b.mu.Unlock()
	}
	b.mu.Lock()
	b.readErr = fmt.Errorf("browser connection closed: %v", err)
	for id, ch := range b.waiting {
		delete(b.waiting, id)
		close(ch)
	}
	b.mu.Unlock()
	close(b.done)
}

// call sends method with params (to session, "" for the browser) and
// decodes the result into out (if not nil).
func (b *Browser) call(ctx context.Context, session, method string, params, out any) error {
	if params == nil {
		params = struct{}{}
	}
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	ch := make(chan *message, 1)
	b.mu.Lock()
	if b.readErr != nil {
		b.mu.Unlock()
		return b.readErr
	}
	b.nextID++
	id := b.nextID
	b.waiting[id] = ch
	b.mu.Unlock()
	msg, err := json.Marshal(&message{ID: id, Method: method, Params: p, SessionID: session})
	if err == nil {
		_, err = b.in.Write(append(msg, 0))
	}
	if err != nil {
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return fmt.Errorf("%s: %v", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: browser connection closed; its stderr:\n%s", method, b.Stderr())
		}
		if m.Error != nil {
			return fmt.Errorf("%s: %w", method, m.Error)
		}
		if out != nil {
			return json.Unmarshal(m.Result, out)
		}
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return fmt.Errorf("%s: %v", method, ctx.Err())
	}
}

// Stderr returns the first 64 KiB the browser wrote to its stderr.
func (b *Browser) Stderr() string {
	lw := b.cmd.Stderr.(*limitedWriter)
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.b.String()
}

// Close asks the browser to quit and waits for it (killing it after 10 s).
func (b *Browser) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = b.call(ctx, "", "Browser.close", nil, nil)
	b.in.Close()
	exited := make(chan error, 1)
	go func() { exited <- b.cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(10 * time.Second):
		b.cmd.Process.Kill()
		<-exited
	}
	b.out.Close()
	return nil
}

// Page is one browser tab.
type Page struct {
	b       *Browser
	session string
	target  string

	// guarded by b.mu
	problems []string
	requests []string
	loaded   chan struct{}
}

// NewPage opens a tab of width x height CSS pixels and enables the
// domains the page's accessors need.
func (b *Browser) NewPage(ctx context.Context, width, height int) (*Page, error) {
	var tr struct {
		TargetID string `json:"targetId"`
	}
	if err := b.call(ctx, "", "Target.createTarget", map[string]any{"url": "about:blank"}, &tr); err != nil {
		return nil, err
	}
	var ar struct {
		SessionID string `json:"sessionId"`
	}
	if err := b.call(ctx, "", "Target.attachToTarget", map[string]any{"targetId": tr.TargetID, "flatten": true}, &ar); err != nil {
		return nil, err
	}
	p := &Page{b: b, session: ar.SessionID, target: tr.TargetID}
	b.mu.Lock()
	b.pages[p.session] = p
	b.mu.Unlock()
	for _, m := range []string{"Page.enable", "Runtime.enable", "Log.enable", "Network.enable"} {
		if err := p.call(ctx, m, nil, nil); err != nil {
			return nil, err
		}
	}
	if err := p.SetViewport(ctx, width, height); err != nil {
		return nil, err
	}
	return p, nil
}

// SetViewport makes the page's viewport width x height CSS pixels (device
// scale factor 1).
func (p *Page) SetViewport(ctx context.Context, width, height int) error {
	return p.call(ctx, "Emulation.setDeviceMetricsOverride", map[string]any{
		"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
	}, nil)
}

func (p *Page) call(ctx context.Context, method string, params, out any) error {
	return p.b.call(ctx, p.session, method, params, out)
}

// event records what the page reports (called with b.mu held).
func (p *Page) event(m *message) {
	switch m.Method {
	case "Page.loadEventFired":
		if p.loaded != nil {
			close(p.loaded)
			p.loaded = nil
		}
	case "Runtime.consoleAPICalled":
		var e struct {
			Type string `json:"type"`
			Args []struct {
				Value       any    `json:"value"`
				Description string `json:"description"`
			} `json:"args"`
		}
		if json.Unmarshal(m.Params, &e) == nil && (e.Type == "error" || e.Type == "warning" || e.Type == "assert") {
			var parts []string
			for _, a := range e.Args {
				if a.Description != "" {
					parts = append(parts, a.Description)
				} else {
					parts = append(parts, fmt.Sprint(a.Value))
				}
			}
			p.problems = append(p.problems, "console."+e.Type+": "+strings.Join(parts, " "))
		}
	case "Runtime.exceptionThrown":
		var e struct {
			Details struct {
				Text      string `json:"text"`
				Line      int    `json:"lineNumber"`
				Col       int    `json:"columnNumber"`
				Exception struct {
					Description string `json:"description"`
				} `json:"exception"`
			} `json:"exceptionDetails"`
		}
		if json.Unmarshal(m.Params, &e) == nil {
			p.problems = append(p.problems, fmt.Sprintf("uncaught exception at %d:%d: %s %s",
				e.Details.Line+1, e.Details.Col+1, e.Details.Text, e.Details.Exception.Description))
		}
	case "Log.entryAdded":
		var e struct {
			Entry struct {
				Level  string `json:"level"`
				Source string `json:"source"`
				Text   string `json:"text"`
				URL    string `json:"url"`
			} `json:"entry"`
		}
		if json.Unmarshal(m.Params, &e) == nil && (e.Entry.Level == "error" || e.Entry.Level == "warning") {
			p.problems = append(p.problems, fmt.Sprintf("log %s (%s): %s %s", e.Entry.Level, e.Entry.Source, e.Entry.Text, e.Entry.URL))
		}
	case "Network.requestWillBeSent":
		var e struct {
			Request struct {
				URL string `json:"url"`
			} `json:"request"`
		}
		if json.Unmarshal(m.Params, &e) == nil {
			p.requests = append(p.requests, e.Request.URL)
		}
	}
}

// Navigate loads url and waits for the load event. Problems and Requests
// start afresh.
func (p *Page) Navigate(ctx context.Context, url string) error {
	loaded := make(chan struct{})
	p.b.mu.Lock()
	p.loaded = loaded
	p.problems, p.requests = nil, nil
	p.b.mu.Unlock()
	var nr struct {
		ErrorText string `json:"errorText"`
	}
	if err := p.call(ctx, "Page.navigate", map[string]any{"url": url}, &nr); err != nil {
		return err
	}
	if nr.ErrorText != "" {
		return fmt.Errorf("navigating to %s: %s", url, nr.ErrorText)
	}
	select {
	case <-loaded:
		// The load event may have been about:blank's: wait for the page.
		return p.WaitFor(ctx, `document.readyState === "complete" && location.href !== "about:blank"`)
	case <-p.b.done:
		return fmt.Errorf("browser exited while loading %s; its stderr:\n%s", url, p.b.Stderr())
	case <-ctx.Done():
		return fmt.Errorf("loading %s: %v", url, ctx.Err())
	}
}

// Eval evaluates the JavaScript expression expr in the page (awaiting it
// if it is a promise) and decodes its value into out (if not nil). A
// thrown exception is an error.
func (p *Page) Eval(ctx context.Context, expr string, out any) error {
	var r struct {
		Result struct {
			Type  string          `json:"type"`
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := p.call(ctx, "Runtime.evaluate", map[string]any{
		"expression": expr, "returnByValue": true, "awaitPromise": true,
	}, &r); err != nil {
		return err
	}
	if r.ExceptionDetails != nil {
		return fmt.Errorf("evaluating %q: %s %s", expr, r.ExceptionDetails.Text, r.ExceptionDetails.Exception.Description)
	}
	if out == nil {
		return nil
	}
	if len(r.Result.Value) == 0 {
		return fmt.Errorf("evaluating %q: no value (type %s)", expr, r.Result.Type)
	}
	return json.Unmarshal(r.Result.Value, out)
}

func (p *Page) mouse(ctx context.Context, typ string, x, y float64, extra map[string]any) error {
	params := map[string]any{"type": typ, "x": x, "y": y}
	for k, v := range extra {
		params[k] = v
	}
	return p.call(ctx, "Input.dispatchMouseEvent", params, nil)
}

// MouseMove moves the mouse to (x, y) in CSS pixels of the viewport.
func (p *Page) MouseMove(ctx context.Context, x, y float64) error {
	return p.mouse(ctx, "mouseMoved", x, y, nil)
}

// Click presses and releases the left button at (x, y).
func (p *Page) Click(ctx context.Context, x, y float64) error {
	if err := p.MouseMove(ctx, x, y); err != nil {
		return err
	}
	if err := p.mouse(ctx, "mousePressed", x, y, map[string]any{"button": "left", "clickCount": 1, "buttons": 1}); err != nil {
		return err
	}
	return p.mouse(ctx, "mouseReleased", x, y, map[string]any{"button": "left", "clickCount": 1})
}

// Wheel turns the mouse wheel by deltaY pixels at (x, y) (negative: up,
// which zooms in on the report's panels).
func (p *Page) Wheel(ctx context.Context, x, y, deltaY float64) error {
	return p.mouse(ctx, "mouseWheel", x, y, map[string]any{"deltaX": 0, "deltaY": deltaY})
}

// Screenshot returns a PNG of the viewport, or of the whole page when
// full is set.
func (p *Page) Screenshot(ctx context.Context, full bool) ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := p.call(ctx, "Page.captureScreenshot", map[string]any{
		"format": "png", "captureBeyondViewport": full,
	}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

// Problems returns the console errors and warnings, uncaught exceptions
// and error log entries the page produced so far.
func (p *Page) Problems() []string {
	p.b.mu.Lock()
	defer p.b.mu.Unlock()
	return append([]string(nil), p.problems...)
}

// Requests returns the URLs of every request the page made so far.
func (p *Page) Requests() []string {
	p.b.mu.Lock()
	defer p.b.mu.Unlock()
	return append([]string(nil), p.requests...)
}

// WaitFor evaluates the JavaScript condition cond every 10 ms until it is
// true.
func (p *Page) WaitFor(ctx context.Context, cond string) error {
	for {
		var ok bool
		if err := p.Eval(ctx, "!!("+cond+")", &ok); err != nil {
			return err
		}
		if ok {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %v", cond, ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}
