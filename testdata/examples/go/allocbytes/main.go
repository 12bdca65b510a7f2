// Command allocbytes-opt is memopt with one more pass, count-alloc-bytes:
// an example of a custom opt tool built on memopt's optmain package, the
// way MLIR projects build their own xxx-opt on MlirOptMain. It takes every
// memopt flag and pass, and its own pass, which remarks how many bytes each
// function allocates. Run it around merge-alloc to see what merging saves:
//
//	go build -o allocbytes-opt ./testdata/examples/go/allocbytes
//	allocbytes-opt --pass-pipeline='builtin.module(func.func(count-alloc-bytes,merge-alloc,count-alloc-bytes))' \
//	    testdata/examples/go/allocbytes/example.mlir
//
// docs/GUIDE.md walks through this program.
package main

import (
	"os"

	"github.com/memopt/memopt/cmd/memopt/optmain"
)

func main() {
	os.Exit(optmain.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, CountAllocBytes))
}
