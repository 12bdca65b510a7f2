package headless

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestFindHonoursEnvironment(t *testing.T) {
	t.Setenv("MEMOPT_CHROMIUM", filepath.Join(t.TempDir(), "no-such-browser"))
	_, ok := Find()
	require.False(t, ok)
}

// TestHarnessSeesProblems checks that the harness notices what the report
// tests rely on it to notice: console errors, uncaught exceptions and
// requests for other resources, and that it moves the mouse for real.
func TestHarnessSeesProblems(t *testing.T) {
	path := Require(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, err := Start(path, filepath.Join(t.TempDir(), "profile"))
	require.NoError(t, err)
	defer b.Close()
	p, err := b.NewPage(ctx, 800, 600)
	require.NoError(t, err)

	page := filepath.Join(t.TempDir(), "p.html")
	require.NoError(t, os.WriteFile(page, []byte(`<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head>
<body style="margin:0"><div id="box" style="width:200px;height:200px"></div>
<img src="missing.png">
<script>
console.error("boom");
document.getElementById("box").addEventListener("mousemove", e => { document.body.dataset.seen = e.clientX + "," + e.clientY; });
setTimeout(() => { throw new Error("late"); }, 0);
</script></body></html>`), 0o644))
	u := (&url.URL{Scheme: "file", Path: page}).String()
	require.NoError(t, p.Navigate(ctx, u))
	require.NoError(t, p.WaitFor(ctx, "true"))
	time.Sleep(100 * time.Millisecond) // the timer's exception
	probs := strings.Join(p.Problems(), "\n")
	require.Contains(t, probs, "console.error: boom")
	require.Contains(t, probs, "late")
	require.Contains(t, strings.Join(p.Requests(), " "), "missing.png")

	require.NoError(t, p.MouseMove(ctx, 50, 60))
	require.NoError(t, p.WaitFor(ctx, `document.body.dataset.seen === "50,60"`))
	var sum int
	require.NoError(t, p.Eval(ctx, "1 + 2", &sum))
	require.Equal(t, 3, sum)
	require.ErrorContains(t, p.Eval(ctx, "nosuch.x", nil), "nosuch")
	shot, err := p.Screenshot(ctx, false)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(shot), "\x89PNG"))

	// A fresh navigation starts fresh lists.
	require.NoError(t, p.Navigate(ctx, "data:text/html,<p>ok</p>"))
	require.Empty(t, p.Problems())
}
