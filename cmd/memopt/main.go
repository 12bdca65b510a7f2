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
// --verify-each, --list-passes, --help. It exits with 0 on success and 1 on
// any error.
//
// Everything is in package optmain, which a custom tool uses to link
// memopt's passes with its own.
//
// For profiling, MEMOPT_CPUPROFILE=file writes a CPU profile of the run
// and MEMOPT_MEMPROFILE=file an allocation profile at its end (go tool
// pprof reads both; see docs/BENCHMARKS.md).
//
// Garbage collection: memopt is a batch tool whose heap is mostly the IR it
// keeps to the end, so it collects less often than Go's default (GOGC=200:
// the heap may grow to three times what was live after a collection),
// under a soft limit of 3/4 of the machine's memory. GOGC and GOMEMLIMIT
// in the environment override both.
package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
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
	debug.SetGCPercent(200)
	if total := physicalMemory(); total > 0 {
		debug.SetMemoryLimit(total / 4 * 3)
	}
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
