package ir

import "sort"

// Closest returns the candidate nearest to name by edit distance when it is
// close enough to be a likely misspelling (at most a third of name's length
// plus one edits away; ties go to the first in sorted order), or "".
// Command-line flags and op names use it for their "did you mean" hints.
func Closest(name string, candidates []string) string {
	cands := append([]string(nil), candidates...)
	sort.Strings(cands)
	best, bestD := "", len(name)/3+1
	for _, c := range cands {
		if d := EditDistance(name, c); d < bestD || d == bestD && best == "" && d <= 2 {
			best, bestD = c, d
		}
	}
	return best
}

// EditDistance is the Levenshtein distance between a and b, in bytes.
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// DialectOpNames returns the names of the registered ops of dialect
// ("linalg" -> "linalg.abs", ...), sorted.
func DialectOpNames(dialect string) []string {
	prefix := dialect + "."
	registryMu.RLock()
	defer registryMu.RUnlock()
	var out []string
	for name := range registry {
		if len(name) > len(prefix) && name[:len(prefix)] == prefix {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
