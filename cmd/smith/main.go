// Command smith runs a differential-testing campaign over generated
// programs: each program (mergealloc/progen, one per seed) is lowered with
// mlir-opt 22 and run with mlir-runner before and after every pass
// configuration (cmd/smith/difftest.Configs); outputs must be identical,
// `memopt X | memopt` must be a fixed point and mlir-opt must accept every
// output. With -tensor the programs are tensor-level
// (progen.GenerateTensor) and the configurations those of the bufferization
// (difftest.TensorConfigs), compared with mlir-opt's one-shot-bufferize.
//
//	smith [-n 10000] [-seed 1] [-seeds FILE] [-j 2] [-batch 20] [-bounds=false] [-timeout D] [-deadline 40m] [-tensor] [-rotate N] [-stmts N] [-config REGEXP] [-reduce DIR] [-print SEED]
//
// Each original also runs lowered with MLIR's runtime verification
// (-bounds, llvmtools.RuntimeVerification): one that accesses memory out
// of bounds is reported as a generator bug instead of printing memory it
// never wrote. Programs are checked in batches (-batch): the originals and outputs of a
// batch are lowered and run in one combined module (difftest.CheckBatch).
// It prints progress and, at the end, the number of programs, the time,
// programs/second, how many programs each configuration ran on and every
// failure (seed, configuration, kind). With
// -reduce DIR, each failing seed is reduced (first failure per seed) and
// written to DIR as a lit test named after the seed and configuration
// (never over an existing file). The exit status is 1 when anything failed.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/memopt/memopt/cmd/smith/difftest"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/progen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("smith", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 100, "number of programs (seeds)")
	first := fs.Int64("seed", 1, "first seed")
	jobs := fs.Int("j", 1, "programs checked in parallel")
	subset := fs.Int("rotate", 0, "run the go test subset of configurations: the always-on ones and every N-th of the others, rotating with the seed (0: all)")
	filter := fs.String("config", "", "only configurations whose name matches this regular expression")
	reduceDir := fs.String("reduce", "", "reduce each failing seed and write a lit test into this directory")
	printSeed := fs.Int64("print", 0, "print the program of this seed and exit")
	stmts := fs.Int("stmts", 0, "statements in @main (0: the generator's default)")
	list := fs.Bool("list", false, "list the configurations and exit")
	tensor := fs.Bool("tensor", false, "tensor-level programs and the bufferization configurations")
	quiet := fs.Bool("q", false, "no progress lines")
	batch := fs.Int("batch", 20, "programs lowered and run together in one mlir-runner invocation (a failing batch is re-run program by program, a differing output alone)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of smith itself (memopt runs in-process) to this file")
	timeout := fs.Duration("timeout", 0, "time limit of one mlir-opt or mlir-runner invocation (0: 30s plus 10s per program of a batch, room for a loaded machine; a timed-out batch runs again program by program)")
	bounds := fs.Bool("bounds", true, "run each original once more lowered with MLIR's runtime verification: one that accesses memory out of bounds (a generator bug) fails as \"original\" before any configuration is compared")
	seedFile := fs.String("seeds", "", "check the seeds listed in this file (numbers separated by white space) instead of -seed/-n: the programs a generator fix changed, say")
	deadline := fs.Duration("deadline", 0, "stop feeding programs after this long (0: none); the summary counts the programs that finished")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 1
	}
	var toRun []int64
	if *seedFile != "" {
		data, err := os.ReadFile(*seedFile)
		if err != nil {
			fmt.Fprintf(stderr, "smith: -seeds: %v\n", err)
			return 1
		}
		for i, line := range strings.Split(string(data), "\n") {
			col := 0
			for _, f := range strings.Fields(line) {
				col = strings.Index(line[col:], f) + col
				v, err := strconv.ParseInt(f, 10, 64)
				if err != nil || v < 1 {
					fmt.Fprintf(stderr, "%s:%d:%d: error: %q is not a seed (a positive integer)\n", *seedFile, i+1, col+1, f)
					return 1
				}
				toRun = append(toRun, v)
				col += len(f)
			}
		}
		*n = len(toRun)
	} else {
		for k := int64(0); k < int64(*n); k++ {
			toRun = append(toRun, *first+k)
		}
	}
	gen := progen.Options{Stmts: *stmts}
	if *printSeed != 0 {
		r := &difftest.Runner{Gen: gen, Tensor: *tensor}
		fmt.Fprint(stdout, r.Generate(*printSeed).Text())
		return 0
	}
	cfgs := difftest.Configs()
	if *tensor {
		cfgs = difftest.TensorConfigs()
	}
	if *filter != "" {
		re, err := regexp.Compile(*filter)
		if err != nil {
			fmt.Fprintf(stderr, "smith: -config: %v\n", err)
			return 1
		}
		var keep []difftest.Config
		for _, c := range cfgs {
			if re.MatchString(c.Name) {
				keep = append(keep, c)
			}
		}
		cfgs = keep
	}
	if *list {
		for _, c := range cfgs {
			fmt.Fprintf(stdout, "%s\t%s\n", c.Name, c.Pipeline)
		}
		return 0
	}
	ex, err := llvmtools.NewExec()
	if err != nil {
		fmt.Fprintf(stderr, "smith: %v\n", err)
		return 1
	}
	*batch = max(*batch, 1)
	ex.Timeout = *timeout
	if ex.Timeout <= 0 {
		ex.Timeout = 30*time.Second + time.Duration(*batch)*10*time.Second
	}
	// The configurations that free their buffers are checked with the
	// counting allocator when a C compiler can build it.
	countDir, err := os.MkdirTemp("", "smith-count")
	if err != nil {
		fmt.Fprintf(stderr, "smith: %v\n", err)
		return 1
	}
	defer os.RemoveAll(countDir)
	if lib, err := llvmtools.BuildAllocCounter(context.Background(), countDir); err != nil {
		fmt.Fprintf(stderr, "smith: allocations are not counted: %v\n", err)
	} else {
		ex.CountLib = lib
	}
	r := &difftest.Runner{Exec: ex, Configs: cfgs, Gen: gen, Tensor: *tensor, BoundsChecks: *bounds}
	var batchFailures atomic.Int64
	r.BatchFailed = func(seeds []int64, err error) {
		batchFailures.Add(1)
		msg, _, _ := strings.Cut(err.Error(), "\n")
		fmt.Fprintf(stderr, "smith: the combined run of seeds %d..%d failed, running them one by one: %s\n", seeds[0], seeds[len(seeds)-1], msg)
	}

	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "smith: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "smith: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	seeds := make(chan []int64)
	var (
		mu       sync.Mutex
		failures []difftest.Failure
		done     atomic.Int64
		execs    atomic.Int64
		failed   = map[int64]bool{}
		ran      = map[string]int{} // programs per configuration
		// outputs of Freed configurations not compared (Outcome.OutsideABI, Unlowerable)
		outsideABI, unlowerable int
	)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < max(*jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range seeds {
				progs := make([]difftest.Program, len(b))
				for i, seed := range b {
					cs := cfgs
					if *subset > 0 {
						cs = difftest.SeedSubset(cfgs, seed, *subset)
					}
					progs[i] = difftest.Program{Seed: seed, Text: []byte(r.Generate(seed).Text()), Configs: cs}
				}
				outs := r.CheckBatch(ctx, progs)
				if ctx.Err() != nil {
					return
				}
				for i, o := range outs {
					seed := b[i]
					done.Add(1)
					execs.Add(int64(o.Executions))
					mu.Lock()
					for _, c := range progs[i].Configs {
						ran[c.Name]++
					}
					outsideABI += o.OutsideABI
					unlowerable += o.Unlowerable
					if len(o.Failures) == 0 {
						mu.Unlock()
						continue
					}
					failures = append(failures, o.Failures...)
					failed[seed] = true
					for _, f := range o.Failures {
						fmt.Fprintf(stdout, "FAIL %s\n", f)
					}
					mu.Unlock()
					if *reduceDir != "" {
						reduce(ctx, r, seed, o.Failures[0], *reduceDir, stdout)
					}
				}
			}
		}()
	}
	ticker := time.NewTicker(30 * time.Second)
	defer ticker.Stop()
	go func() {
		for range ticker.C {
			if !*quiet {
				d := done.Load()
				el := time.Since(start).Seconds()
				mu.Lock()
				nf := len(failed)
				mu.Unlock()
				fmt.Fprintf(stderr, "smith: %d/%d programs, %.1fs, %.2f programs/s, %d failing\n", d, *n, el, float64(d)/el, nf)
			}
		}
	}()
	var stopFeeding <-chan time.Time
	if *deadline > 0 {
		stopFeeding = time.After(*deadline)
	}
feed:
	for i := 0; i < len(toRun); i += *batch {
		b := toRun[i:min(i+*batch, len(toRun))]
		select {
		case seeds <- b:
		case <-ctx.Done():
			break feed
		case <-stopFeeding:
			fmt.Fprintf(stderr, "smith: -deadline %s reached: no more programs\n", *deadline)
			break feed
		}
	}
	close(seeds)
	wg.Wait()
	el := time.Since(start)
	d := done.Load()
	which := fmt.Sprintf("seeds %d..%d", *first, *first+d-1)
	if *seedFile != "" {
		which = "seeds listed in " + *seedFile
	}
	fmt.Fprintf(stdout, "smith: %d programs (%s), %d configurations, %d mlir-runner executions (batches of %d), in %.1fs: %.2f programs/s\n",
		d, which, len(cfgs), execs.Load(), *batch, el.Seconds(), float64(d)/el.Seconds())
	if n := batchFailures.Load(); n > 0 {
		fmt.Fprintf(stdout, "smith: %d combined runs failed and ran again program by program (reasons above, on stderr)\n", n)
	}
	for _, c := range cfgs {
		fmt.Fprintf(stdout, "smith:   %6d programs  %s\n", ran[c.Name], c.Name)
	}
	if unlowerable > 0 {
		fmt.Fprintf(stdout, "smith: %d outputs of deallocating configurations not compared: MLIR 22 cannot lower them\n", unlowerable)
	}
	if outsideABI > 0 {
		fmt.Fprintf(stdout, "smith: %d outputs of deallocating configurations print differently on programs outside the deallocation ABI (a function returns a view of its argument): not failures; their allocations were counted\n", outsideABI)
	}
	if len(failures) == 0 {
		fmt.Fprintf(stdout, "smith: no failures\n")
		return 0
	}
	byKey := map[string][]int64{}
	for _, f := range failures {
		k := fmt.Sprintf("%s: %s", f.Config, f.Kind)
		byKey[k] = append(byKey[k], f.Seed)
	}
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(stdout, "smith: %d failing programs, %d failures:\n", len(failed), len(failures))
	for _, k := range keys {
		s := byKey[k]
		sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
		fmt.Fprintf(stdout, "  %s: %d (seeds %s)\n", k, len(s), seedList(s))
	}
	return 1
}

func seedList(s []int64) string {
	var parts []string
	for i, x := range s {
		if i == 10 {
			parts = append(parts, "...")
			break
		}
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, " ")
}

var unsafeName = regexp.MustCompile(`[^a-zA-Z0-9]+`)

// reduce reduces seed's failure f and writes the lit test into dir.
func reduce(ctx context.Context, r *difftest.Runner, seed int64, f difftest.Failure, dir string, stdout io.Writer) {
	p := r.Generate(seed)
	red := r.Reduce(ctx, p, f, nil)
	var cfg difftest.Config
	for _, c := range r.Configs {
		if c.Name == f.Config {
			cfg = c
		}
	}
	name := fmt.Sprintf("seed%d_%s.mlir", seed, strings.Trim(unsafeName.ReplaceAllString(cfg.Name, "_"), "_"))
	path := filepath.Join(dir, name)
	file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		fmt.Fprintf(stdout, "smith: seed %d: reduced to %d lines in %d tests; not written: %v\n", seed, strings.Count(red.Text, "\n"), red.Tests, err)
		return
	}
	defer file.Close()
	io.WriteString(file, difftest.LitTest(f, cfg, red, ""))
	fmt.Fprintf(stdout, "smith: seed %d: reduced to %d lines in %d tests: %s\n", seed, strings.Count(red.Text, "\n"), red.Tests, path)
}
