// Command mlirrt parses an MLIR file, verifies it and prints it: the
// parser's round-trip and benchmark driver (not a user tool; see cmd/memopt).
//
//	mlirrt [-generic] [-debuginfo] [-noverify] [-cpuprofile f] file.mlir
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

func main() {
	generic := flag.Bool("generic", false, "print every op in generic form")
	debug := flag.Bool("debuginfo", false, "print locations")
	noVerify := flag.Bool("noverify", false, "skip the verifier")
	prof := flag.String("cpuprofile", "", "write a CPU profile")
	memprof := flag.String("memprofile", "", "write an allocation profile")
	out := flag.String("o", "-", "output file")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: mlirrt [flags] file.mlir")
		os.Exit(2)
	}
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		_ = pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	name := flag.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(os.Stdin)
		name = "<stdin>"
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	m, err := parser.Parse(name, src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
	if !*noVerify {
		if err := ir.Verify(m.Op); err != nil {
			fmt.Fprintln(os.Stderr, err)
			pprof.StopCPUProfile()
			os.Exit(1)
		}
	}
	var w io.Writer = os.Stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	if err := m.Print(bw, ir.PrintOptions{Generic: *generic, DebugInfo: *debug}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bw.Flush()
	if *memprof != "" {
		f, err := os.Create(*memprof)
		if err == nil {
			_ = pprof.Lookup("allocs").WriteTo(f, 0)
			f.Close()
		}
	}
}
