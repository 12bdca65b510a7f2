// Package optmain is memopt's command line as a library, like MLIR's
// MlirOptMain: every flag, pass pipeline, --help, --version, diagnostic and
// exit code of the memopt command, for a tool that adds its own passes.
//
// A custom tool is a main package that links memopt's passes (through this
// package) and its own:
//
//	package main
//
//	import (
//		"os"
//
//		"github.com/memopt/memopt/cmd/memopt/optmain"
//		"example.com/mypasses"
//	)
//
//	func main() {
//		os.Exit(optmain.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, mypasses.CountAllocBytes))
//	}
//
// The tool then takes --count-alloc-bytes and count-alloc-bytes{...} in
// --pass-pipeline next to --merge-alloc, lists it in --help, and names
// itself after its executable in messages ("myopt: Unknown command line
// argument '--x'.  Try: 'myopt --help'"), as LLVM tools do; a Tool value
// sets another name, overview and version. Passes registered with
// passes.Register from an init function of a linked package work as well
// as the extra arguments of Run.
//
// The memopt command (cmd/memopt) is Tool{Name: "memopt"}.Run. docs/GUIDE.md
// shows how to write the passes, planners and ops such a tool adds;
// testdata/examples/go holds two complete tools, which this package's tests
// build and run, also through memopt's own command-line lit suite.
package optmain
