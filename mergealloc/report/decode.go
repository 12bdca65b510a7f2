package report

import (
	"encoding/json"
	"fmt"
	"io"
)

// Decode reads a report in its JSON form (as render.WriteJSON or
// encoding/json write it). Members it does not know (such as the derived
// "ratio") are ignored, so newer writers may add optional members within a
// schema version; a report of another Version is an error.
func Decode(r io.Reader) (*Report, error) {
	var rep Report
	dec := json.NewDecoder(r)
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("memory report: %v", err)
	}
	if rep.Version != SchemaVersion {
		return nil, fmt.Errorf("memory report: schema version %d, this reader knows version %d", rep.Version, SchemaVersion)
	}
	if rep.Scopes == nil {
		rep.Scopes = []*Scope{}
	}
	for i, s := range rep.Scopes {
		if s == nil {
			return nil, fmt.Errorf("memory report: scope %d is null", i)
		}
		if s.Buffers == nil {
			s.Buffers = []Buffer{}
		}
	}
	return &rep, nil
}
