package ir

// ForceBufferedPrint exposes forceBufferedPrint to the external tests.
var ForceBufferedPrint = &forceBufferedPrint
