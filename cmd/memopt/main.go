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
package main

import (
	"os"

	"github.com/memopt/memopt/cmd/memopt/optmain"
)

// tool is memopt itself.
var tool = &optmain.Tool{Name: "memopt"}

func main() {
	os.Exit(tool.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
