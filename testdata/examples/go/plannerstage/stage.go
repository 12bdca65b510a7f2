package main

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
)

// KeepAttr marks an allocation that merge-alloc-keep leaves alone:
// `%a = memref.alloc() {example.keep} : memref<64xf32>`.
const KeepAttr = "example.keep"

// MergeAllocKeep is merge-alloc with the trace collector swapped for
// collectExceptKept; every other stage, every option and every diagnostic
// are merge-alloc's.
var MergeAllocKeep = mergealloc.NewPass("merge-alloc-keep",
	"Merge allocations like merge-alloc, except those marked {example.keep}",
	func() mergealloc.Pipeline {
		stages := mergealloc.DefaultPipeline()
		stages.Collect = collectExceptKept
		return stages
	}())

// collectExceptKept is a mergealloc.TraceCollectorFunc: the default
// collector's traces without the buffers whose alloc carries KeepAttr
// (and without traces left empty). The kept allocations are reported as
// not mergeable, with the reason, to analysis-only.
func collectExceptKept(root *ir.Operation, vf *mergealloc.ViewFlow, opts mergealloc.Options) (*mergealloc.MemoryTraceScopes, error) {
	scopes, err := mergealloc.CollectTickTraces(root, vf, opts)
	if err != nil {
		return nil, err
	}
	kept := func(op *ir.Operation) bool { return op.Attr(KeepAttr) != nil }
	var traces []mergealloc.LifetimeTrace
	for _, tr := range scopes.Traces {
		tt, ok := tr.(*mergealloc.TickTrace)
		if !ok {
			traces = append(traces, tr)
			continue
		}
		var bufs []*mergealloc.TickBuffer
		for _, b := range tt.Buffers {
			if !kept(b.Alloc) {
				bufs = append(bufs, b)
			}
		}
		if len(bufs) > 0 {
			tt.Buffers = bufs
			traces = append(traces, tt)
		}
	}
	scopes.Traces = traces
	for _, lt := range scopes.Lifetimes {
		if lt.Mergeable && kept(lt.Alloc) {
			lt.Mergeable, lt.Reason = false, "marked "+KeepAttr
		}
	}
	return scopes, nil
}
