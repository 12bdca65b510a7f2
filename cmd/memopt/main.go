// Command memopt is an mlir-opt look-alike whose main job is static memory
// planning: `memopt --merge-alloc file.mlir` packs the memref.alloc buffers
// of each allocation scope into one buffer at planned offsets.
//
// It reads MLIR text (a file, or stdin for '-' or no argument), runs the
// passes given as flags in command-line order (or --pass-pipeline), verifies
// the IR after each pass and prints the result to stdout or -o FILE. It
// follows mlir-opt's conventions: --split-input-file, --verify-diagnostics,
// --mlir-print-ir-before/after(-all), --mlir-print-ir-after-change,
// --mlir-timing, --mlir-print-op-generic, --mlir-print-debuginfo,
// --verify-each, --no-implicit-module, --list-passes, --help. It exits with 0
// on success and 1 on any error.
//
// Everything is in package optmain, which a custom tool uses to link
// memopt's passes with its own.
//
// For profiling, MEMOPT_CPUPROFILE=file writes a CPU profile of the run
// and MEMOPT_MEMPROFILE=file an allocation profile at its end (go tool
// pprof reads both; see docs/BENCHMARKS.md).
//
// Garbage collection: memopt is a batch tool whose heap is mostly the IR it
// keeps to the end, so it collects less often than Go's default while the
// heap is small (GOGC=200: the heap may grow to three times what was live
// after a collection), but bounds the growth of a large heap: after each
// collection the heap may grow by at most max(128 MiB, half of what is
// live), so that a module of hundreds of MB does not take three times its
// size (see gcPercentFor). A soft limit of 3/4 of the machine's memory
// caps everything. GOGC or GOMEMLIMIT in the environment replace the
// policy.
package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"

	"github.com/memopt/memopt/cmd/memopt/optmain"
)

// tool is memopt itself.
var tool = &optmain.Tool{Name: "memopt"}

func main() {
	tuneGC()
	if path := os.Getenv("MEMOPT_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			fmt.Fprintf(os.Stderr, "memopt: MEMOPT_CPUPROFILE: %v\n", err)
			os.Exit(1)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(os.Stderr, "memopt: MEMOPT_CPUPROFILE: %v\n", err)
			os.Exit(1)
		}
		code := tool.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		pprof.StopCPUProfile()
		f.Close()
		writeMemProfile()
		os.Exit(code)
	}
	code := tool.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	writeMemProfile()
	os.Exit(code)
}

// writeMemProfile writes the allocation profile MEMOPT_MEMPROFILE asks for.
func writeMemProfile() {
	path := os.Getenv("MEMOPT_MEMPROFILE")
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "memopt: MEMOPT_MEMPROFILE: %v\n", err)
		return
	}
	defer f.Close()
	runtime.GC() // the profile is as of the last collection
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		fmt.Fprintf(os.Stderr, "memopt: MEMOPT_MEMPROFILE: %v\n", err)
	}
}

// tuneGC sets the collector's policy (see the package comment) unless the
// environment sets one.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(gcPercentFor(0))
	if total := physicalMemory(); total > 0 {
		debug.SetMemoryLimit(total / 4 * 3)
	}
	watchHeap(gcPercentFor(0))
}

// gcPercentFor returns the GOGC percentage for a live heap of live bytes:
// the heap may grow by twice what is live, but by no more than
// max(128 MiB, half of what is live). Small heaps get GOGC=200 (fewer
// collections); from 64 MiB live on the percentage falls (to 50 from
// 256 MiB on), so the peak of a large heap stays near 1.5 times what is
// live.
func gcPercentFor(live uint64) int {
	const floor = 128 << 20
	if live == 0 {
		return 200
	}
	grow := max(uint64(floor), live/2)
	return int(min(200, grow*100/live))
}

// gcSentinel is an object no one references: its finalizer runs after the
// collection that finds it, which is how watchHeap learns of each one.
type gcSentinel struct{ _ *int }

// watchHeap sets GOGC to gcPercentFor the live heap after every
// collection (percent is the current setting).
func watchHeap(percent int) {
	runtime.SetFinalizer(&gcSentinel{}, func(*gcSentinel) {
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(sample)
		p := percent
		if sample[0].Value.Kind() == metrics.KindUint64 {
			p = gcPercentFor(sample[0].Value.Uint64())
		}
		if p != percent {
			debug.SetGCPercent(p)
		}
		watchHeap(p)
	})
}

// physicalMemory returns the machine's memory in bytes from
// /proc/meminfo, 0 when unknown.
func physicalMemory() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "MemTotal:"); ok {
			f := strings.Fields(rest)
			if len(f) == 2 && f[1] == "kB" {
				if n, err := strconv.ParseInt(f[0], 10, 64); err == nil {
					return n << 10
				}
			}
		}
	}
	return 0
}
