package optmain

// The pass packages linked into every tool built on optmain (memopt
// included). Each registers its passes with passes.Register from an init
// function; importing it here is all it takes to get its flags, its --help
// entry and its pipeline name.
import (
	_ "github.com/memopt/memopt/bufferize"              // one-shot-bufferize
	_ "github.com/memopt/memopt/bufferize/dealloc"      // ownership-based-buffer-deallocation and the deallocation passes
	_ "github.com/memopt/memopt/bufferize/placement"    // buffer placement passes
	_ "github.com/memopt/memopt/mergealloc"             // merge-alloc
	_ "github.com/memopt/memopt/mergealloc/multibuffer" // multi-buffer
	_ "github.com/memopt/memopt/mergealloc/reorder"     // reorder-for-memory
	_ "github.com/memopt/memopt/mergealloc/staticplan"  // static-memory-plan
	_ "github.com/memopt/memopt/passes"                 // strip-debuginfo, print-op-stats
	_ "github.com/memopt/memopt/passes/testpasses"      // test-pass-failure
	_ "github.com/memopt/memopt/passes/transforms"      // canonicalize, cse
)
