package ir

// ForceBufferedPrint exposes forceBufferedPrint to the external tests.
var ForceBufferedPrint = &forceBufferedPrint

// LinalgWindowMapSpecs exposes linalgWindowMapSpecs to the external tests.
var LinalgWindowMapSpecs = linalgWindowMapSpecs
