package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"
)

var (
	// inlineLinkRE matches [text](target) and ![alt](target), with an
	// optional "title".
	inlineLinkRE = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	// refLinkRE matches a reference definition: [name]: target.
	refLinkRE = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s+(\S+)`)
	// headingRE matches an ATX heading.
	headingRE = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	// htmlAnchorRE matches an explicit anchor: <a name="x"> or id="x".
	htmlAnchorRE = regexp.MustCompile(`<a\s+(?:name|id)="([^"]+)"`)
	// codeSpanRE matches an inline code span.
	codeSpanRE = regexp.MustCompile("`+[^`]*`+")
)

// mdLink is one relative link of a markdown file.
type mdLink struct {
	line   int
	target string
}

// markdownProse returns the lines of a markdown file with fenced code
// blocks blanked, so that neither links nor headings are read from code.
func markdownProse(text string) []string {
	lines := strings.Split(text, "\n")
	fence := ""
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			fence = t[:3]
			lines[i] = ""
		case fence != "":
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]) == "" {
				fence = ""
			}
			lines[i] = ""
		}
	}
	return lines
}

// markdownLinks returns the links of a markdown file that are not URLs.
func markdownLinks(text string) []mdLink {
	var out []mdLink
	for i, l := range markdownProse(text) {
		l = codeSpanRE.ReplaceAllString(l, "")
		var targets []string
		for _, m := range inlineLinkRE.FindAllStringSubmatch(l, -1) {
			targets = append(targets, m[1])
		}
		if m := refLinkRE.FindStringSubmatch(l); m != nil {
			targets = append(targets, m[1])
		}
		for _, tg := range targets {
			if strings.Contains(tg, "://") || strings.HasPrefix(tg, "mailto:") {
				continue
			}
			out = append(out, mdLink{line: i + 1, target: tg})
		}
	}
	return out
}

// headingSlug is the anchor GitHub gives a heading: lower case, code
// spans and punctuation other than '-' and '_' dropped, spaces to '-'.
func headingSlug(h string) string {
	h = strings.NewReplacer("`", "", "*", "").Replace(h)
	// A link in a heading keeps its text.
	h = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`).ReplaceAllString(h, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// markdownAnchors returns the anchors of a markdown file: one per heading
// (repeated headings get -1, -2, ... as on GitHub) and explicit ones.
func markdownAnchors(text string) map[string]bool {
	anchors := map[string]bool{}
	seen := map[string]int{}
	for _, l := range markdownProse(text) {
		for _, m := range htmlAnchorRE.FindAllStringSubmatch(l, -1) {
			anchors[m[1]] = true
		}
		m := headingRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		s := headingSlug(m[1])
		if n := seen[s]; n > 0 {
			anchors[s+"-"+strconv.Itoa(n)] = true
		} else {
			anchors[s] = true
		}
		seen[s]++
	}
	return anchors
}

// TestMarkdownLinksResolve: every relative link of README.md and of the
// pages in docs/ names a file or directory of the repository, and its
// #anchor, if any, is a heading (or explicit anchor) of the markdown file
// it names.
func TestMarkdownLinksResolve(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	require.NoError(t, err)
	pages = append([]string{filepath.Join(root, "README.md")}, pages...)
	require.Greater(t, len(pages), 5)
	anchorsOf := map[string]map[string]bool{}
	anchors := func(path string) map[string]bool {
		if a, ok := anchorsOf[path]; ok {
			return a
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		anchorsOf[path] = markdownAnchors(string(data))
		return anchorsOf[path]
	}
	var bad []string
	links := 0
	for _, page := range pages {
		data, err := os.ReadFile(page)
		require.NoError(t, err)
		rel, _ := filepath.Rel(root, page)
		for _, l := range markdownLinks(string(data)) {
			links++
			where := rel + ":" + strconv.Itoa(l.line) + ": " + l.target
			file, frag, _ := strings.Cut(l.target, "#")
			target := page
			if file != "" {
				target = filepath.Join(filepath.Dir(page), filepath.FromSlash(file))
				if _, err := os.Stat(target); err != nil {
					bad = append(bad, where+": no such file")
					continue
				}
			}
			if frag == "" {
				continue
			}
			if !strings.HasSuffix(target, ".md") {
				bad = append(bad, where+": an anchor into a file that is not markdown")
				continue
			}
			if !anchors(target)[frag] {
				bad = append(bad, where+": no heading #"+frag)
			}
		}
	}
	require.Greater(t, links, 20, "the pages have links")
	require.Empty(t, bad, "broken links")
}

// TestLinkCheckerCatches: the checker's pieces see what they must, so the
// test above can fail.
func TestLinkCheckerCatches(t *testing.T) {
	text := "# Title\n\n## 2. Writing a `pass`\n\n## Loops, placement and scheduling\n\n## Dup\n\n## Dup\n\n" +
		"```sh\n# not a heading\nsee [x](in-code.md)\n```\n\n" +
		"[a](GUIDE.md#2-writing-a-pass) and ![img](images/x.png) and `[c](in-span.md)` and [u](https://example.com/x)\n" +
		"[ref]: ARCHITECTURE.md#ticks\n"
	links := markdownLinks(text)
	var targets []string
	for _, l := range links {
		targets = append(targets, l.target)
	}
	require.Equal(t, []string{"GUIDE.md#2-writing-a-pass", "images/x.png", "ARCHITECTURE.md#ticks"}, targets)
	a := markdownAnchors(text)
	for _, want := range []string{"title", "2-writing-a-pass", "loops-placement-and-scheduling", "dup", "dup-1"} {
		require.True(t, a[want], "anchor %s", want)
	}
	require.False(t, a["not-a-heading"], "a comment in a code block is no heading")
}
