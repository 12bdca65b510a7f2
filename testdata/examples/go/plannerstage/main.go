// Command plannerstage-opt is memopt with a planner algorithm and a
// merge-alloc stage of its own: an example of extending merge-alloc
// without forking it.
//
//   - planner.go registers the algorithm longest-first with the planner
//     library, so planner-options=longest-first selects it in merge-alloc
//     (and in every pass that uses the library by name);
//   - stage.go swaps merge-alloc's trace collector for one that leaves
//     allocations marked {example.keep} alone, and registers the result as
//     the pass merge-alloc-keep, with merge-alloc's options.
//
// Build and run it:
//
//	go build -o plannerstage-opt ./testdata/examples/go/plannerstage
//	plannerstage-opt --merge-alloc-keep="planner-options=longest-first" \
//	    testdata/examples/go/plannerstage/example.mlir
//
// docs/GUIDE.md walks through this program.
package main

import (
	"os"

	"github.com/memopt/memopt/cmd/memopt/optmain"
)

func main() {
	os.Exit(optmain.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, MergeAllocKeep))
}
