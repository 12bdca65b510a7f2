package lit

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// This file selects and orders the tests a run executes, like lit's
// --filter, --filter-out, --max-tests and --order (--shuffle).

// CompileTestFilter compiles a --filter or --filter-out expression; like
// lit, it matches case-insensitively anywhere in a test's full name
// ("suite :: path").
func CompileTestFilter(expr string) (*regexp.Regexp, error) {
	return regexp.Compile("(?i)" + expr)
}

// SelectTests keeps the tests whose full name matches filter and does not
// match filterOut (a nil expression selects every test, or none).
func SelectTests(tests []*Test, filter, filterOut *regexp.Regexp) []*Test {
	var out []*Test
	for _, t := range tests {
		name := t.FullName()
		if (filter == nil || filter.MatchString(name)) && (filterOut == nil || !filterOut.MatchString(name)) {
			out = append(out, t)
		}
	}
	return out
}

// Test orders, as lit's --order.
const (
	// OrderSmart runs the tests that failed last time first, then the
	// slowest, then the rest by name (lit's default).
	OrderSmart = "smart"
	// OrderLexical runs tests by full name.
	OrderLexical = "lexical"
	// OrderRandom shuffles the tests (--shuffle).
	OrderRandom = "random"
)

// TestTimesFile is where lit records each test's last run time (negative
// for a failure) in the exec root, one "%e path-in-suite" line per test.
const TestTimesFile = ".lit_test_times.txt"

// ReadTestTimes reads dir's TestTimesFile; a missing file reads as no
// times.
func ReadTestTimes(dir string) (map[string]float64, error) {
	times := map[string]float64{}
	f, err := os.Open(filepath.Join(dir, TestTimesFile))
	if os.IsNotExist(err) {
		return times, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		tm, path, ok := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		if !ok {
			continue
		}
		v, err := strconv.ParseFloat(tm, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: bad time %q", TestTimesFile, tm)
		}
		times[strings.TrimSpace(path)] = v
	}
	return times, sc.Err()
}

// WriteTestTimes records the results' times in dir's TestTimesFile, keeping
// the times of the tests that did not run; like lit, a failure is stored as
// a negative time (at most -1e-6).
func WriteTestTimes(dir string, tests []*Test, results []Result) error {
	times, err := ReadTestTimes(dir)
	if err != nil {
		return err
	}
	for i, t := range tests {
		s := results[i].Elapsed.Seconds()
		if results[i].IsFailure() {
			s = min(-s, -1e-6)
		}
		times[t.Rel] = s
	}
	names := make([]string, 0, len(times))
	for n := range times {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "%e %s\n", times[n], n)
	}
	return os.WriteFile(filepath.Join(dir, TestTimesFile), []byte(b.String()), 0o644)
}

// OrderTests sorts tests in place for order (OrderSmart, OrderLexical or
// OrderRandom); times are the previous run's (ReadTestTimes), rng shuffles.
func OrderTests(tests []*Test, order string, times map[string]float64, rng *rand.Rand) error {
	switch order {
	case OrderRandom:
		rng.Shuffle(len(tests), func(i, j int) { tests[i], tests[j] = tests[j], tests[i] })
	case OrderLexical:
		sort.SliceStable(tests, func(i, j int) bool { return tests[i].FullName() < tests[j].FullName() })
	case OrderSmart, "":
		key := func(t *Test) (bool, float64) {
			v := times[t.Rel]
			if v < 0 {
				return true, -v
			}
			return false, v
		}
		sort.SliceStable(tests, func(i, j int) bool {
			fi, ei := key(tests[i])
			fj, ej := key(tests[j])
			if fi != fj {
				return fi
			}
			if ei != ej {
				return ei > ej
			}
			return tests[i].FullName() < tests[j].FullName()
		})
	default:
		return fmt.Errorf("invalid order %q (choose from 'lexical', 'random', 'smart')", order)
	}
	return nil
}
