// Package report is memopt's one model of a memory plan, shared by every
// planning pass (merge-alloc, static-memory-plan, multi-buffer notes) and by
// memplan, and read by the renderers (text table, versioned JSON, HTML
// timeline).
//
// A Report holds Scopes: one per allocation scope (merge-alloc: a scope op
// and memory space) or pool (static-memory-plan, memplan). A Scope holds the
// Buffers placed in it, each with its name as mlir-opt prints it (or a
// symbol / CSV id), type, size, alignment, live range in ticks, offset and
// source location; and the buffers left alone with the reason. The arena
// size, the liveness lower bound and the planner's name and run time
// describe the plan as a whole. Producers of many buffers (merge-alloc)
// keep a scope's buffers packed (Packed: records without pointers, whose
// names and locations become text only when written); Scope.NumBuffers,
// Scope.Buffer and Report.Unpack read both forms alike.
//
// The package knows nothing of the IR: passes fill it through a Collector
// (safe for concurrent use, so function passes running in parallel may add
// scopes), which sorts what it received into a deterministic order.
// Package render writes a Report as text, JSON or HTML; Decode reads the
// JSON form back (docs/MEMORY_REPORT.md, docs/memory-report.schema.json);
// package jsonschema validates it against the schema.
package report
