package passes

import "reflect"

// Sinks are how passes hand results to whoever runs them, without the pass
// framework knowing what those results are: the driver provides a sink of
// some Go type before the run (ProvideSink; memopt provides a
// *report.Collector for --memory-report), and a pass that produces such
// results asks for it (SinkOf). A pass must work, and skip the work of
// building results, when no sink of its type was provided.
type sinks map[reflect.Type]any

// ProvideSink gives m's passes the sink v, found by its type T (one sink per
// type; a later call replaces an earlier one). Call it before Run.
func ProvideSink[T any](m *Manager, v T) {
	if m.sinks == nil {
		m.sinks = sinks{}
	}
	m.sinks[reflect.TypeFor[T]()] = v
}

// SinkOf returns the sink of type T that the driver running c's pass
// provided, and whether there was one (the zero T when not).
func SinkOf[T any](c *Context) (T, bool) {
	v, ok := c.run.m.sinks[reflect.TypeFor[T]()].(T)
	return v, ok
}
