package bufferize

import (
	"fmt"
	"strings"

	"github.com/memopt/memopt/ir"
)

// LayoutMap says which layout the memref types bufferization invents get
// (mlir-opt's LayoutMapOption).
type LayoutMap int

// Layout map options, spelled as on mlir-opt's command line.
const (
	InferLayoutMap LayoutMap = iota
	IdentityLayoutMap
	FullyDynamicLayoutMap
)

var layoutMapNames = []string{"infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"}

func (l LayoutMap) String() string { return layoutMapNames[l] }

// ParseLayoutMap reads a layout map option value.
func ParseLayoutMap(s string) (LayoutMap, error) {
	for i, n := range layoutMapNames {
		if n == s {
			return LayoutMap(i), nil
		}
	}
	return 0, fmt.Errorf("unknown layout map option '%s' (want %s)", s, strings.Join(layoutMapNames, ", "))
}

// Heuristic is the order in which the analysis visits ops.
type Heuristic int

// Analysis heuristics (analysis-heuristic=...).
const (
	BottomUp Heuristic = iota
	TopDown
	BottomUpFromTerminators
	Fuzzer
)

var heuristicNames = []string{"bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer"}

func (h Heuristic) String() string { return heuristicNames[h] }

// Options are One-Shot Bufferize's options, with mlir-opt's names and
// defaults (see DefaultOptions).
type Options struct {
	// BufferizeFunctionBoundaries bufferizes func.func signatures,
	// func.call and func.return, with a module-level analysis of callees.
	BufferizeFunctionBoundaries bool
	// FunctionBoundaryTypeConversion picks the layout of function argument
	// and result memrefs; InferLayoutMap infers result layouts from the
	// returned buffers (arguments get fully dynamic layouts).
	FunctionBoundaryTypeConversion LayoutMap
	// UnknownTypeConversion picks the layout of memrefs whose layout cannot
	// be inferred (values of unknown ops, block arguments).
	UnknownTypeConversion LayoutMap
	// AllowUnknownOps keeps ops without a bufferization model, with
	// bufferization.to_tensor/to_buffer around them.
	AllowUnknownOps bool
	// AllowReturnAllocsFromLoops lets loops yield buffers that are not
	// equivalent to their iteration arguments (new allocations).
	AllowReturnAllocsFromLoops bool
	// CopyBeforeWrite skips the analysis and copies every buffer before it
	// is written.
	CopyBeforeWrite bool
	// TestAnalysisOnly only runs the analysis and annotates the IR.
	TestAnalysisOnly bool
	// PrintConflicts annotates read-after-write conflicts (with
	// TestAnalysisOnly).
	PrintConflicts bool
	// DumpAliasSets annotates every tensor value with its alias set.
	DumpAliasSets bool
	// Heuristic is the op order of the analysis.
	Heuristic Heuristic
	// FuzzerSeed shuffles the op order (Heuristic Fuzzer).
	FuzzerSeed uint64
	// CheckParallelRegions makes writes in a parallel region (scf.forall)
	// to buffers defined outside of it bufferize out of place.
	CheckParallelRegions bool
	// DialectFilter, when not empty, restricts bufferization to ops of
	// these dialects.
	DialectFilter []string
	// NoAnalysisFuncFilter lists functions that are not analyzed; they are
	// bufferized with a copy before every write.
	NoAnalysisFuncFilter []string
	// MustInferMemorySpace makes allocations whose memory space cannot be
	// inferred an error instead of using the default memory space.
	MustInferMemorySpace bool
	// UseEncodingForMemorySpace takes the memory space of new allocations
	// from the tensor type's encoding.
	UseEncodingForMemorySpace bool
	// BufferAlignment is the alignment attribute of new memref.alloc ops (0:
	// none).
	BufferAlignment int64
}

// DefaultOptions returns mlir-opt 22's defaults.
func DefaultOptions() Options {
	return Options{
		FunctionBoundaryTypeConversion: InferLayoutMap,
		UnknownTypeConversion:          FullyDynamicLayoutMap,
		Heuristic:                      BottomUp,
		CheckParallelRegions:           true,
		BufferAlignment:                64,
	}
}

// OptionError is an invalid combination of options. mlir-opt reports some
// of them without a location (when the pass is set up) and others at the
// module (when it runs); AtModule says which.
type OptionError struct {
	Msg      string
	AtModule bool
}

func (e *OptionError) Error() string { return e.Msg }

// Validate checks option combinations the way mlir-opt's pass does, in
// its order: the memory space options (at the module), then the layout of
// unknown types and the test-only options.
func (o *Options) Validate() error {
	if o.MustInferMemorySpace && o.UseEncodingForMemorySpace {
		return &OptionError{Msg: "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize", AtModule: true}
	}
	if o.UnknownTypeConversion == InferLayoutMap {
		return &OptionError{Msg: "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'"}
	}
	if o.PrintConflicts && !o.TestAnalysisOnly {
		return &OptionError{Msg: "Invalid option: 'print-conflicts' requires 'test-analysis-only'"}
	}
	if o.DumpAliasSets && !o.TestAnalysisOnly {
		return &OptionError{Msg: "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'"}
	}
	if o.CopyBeforeWrite && o.TestAnalysisOnly {
		return &OptionError{Msg: "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'"}
	}
	if len(o.NoAnalysisFuncFilter) > 0 && !o.BufferizeFunctionBoundaries {
		return &OptionError{Msg: "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'"}
	}
	return nil
}

// opAllowed is the op filter (BufferizationOptions::isOpAllowed): without
// function boundary bufferization func ops are not bufferized; a dialect
// filter allows only ops of its dialects.
func (o *Options) opAllowed(op *ir.Operation) bool {
	if !o.BufferizeFunctionBoundaries && op.Dialect() == "func" {
		return false
	}
	if len(o.DialectFilter) == 0 {
		return true
	}
	d := op.Dialect()
	for _, f := range o.DialectFilter {
		if f == d {
			return true
		}
	}
	return false
}
