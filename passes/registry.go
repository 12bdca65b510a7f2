package passes

import (
	"fmt"
	"regexp"
	"sort"
	"sync"
)

var (
	regMu    sync.RWMutex
	regPass  = map[string]*Pass{}
	regOrder []*Pass
)

// Register adds a pass to the global registry; call it from an init
// function of the package that defines the pass. Registering a name twice
// panics (a programming error); Validate checks everything else.
func Register(p *Pass) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := regPass[p.Name]; dup {
		panic(fmt.Sprintf("passes: pass %q registered twice", p.Name))
	}
	regPass[p.Name] = p
	regOrder = append(regOrder, p)
}

// Lookup returns the registered pass called name, or nil.
func Lookup(name string) *Pass {
	regMu.RLock()
	defer regMu.RUnlock()
	return regPass[name]
}

// All returns every registered pass sorted by name.
func All() []*Pass {
	regMu.RLock()
	defer regMu.RUnlock()
	out := append([]*Pass(nil), regOrder...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

var (
	passNameRE = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	anchorRE   = regexp.MustCompile(`^([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*|any)$`)
)

// reservedFlags are memopt command-line flags a pass name must not shadow.
var reservedFlags = map[string]bool{
	"help": true, "version": true, "list-passes": true, "o": true,
	"pass-pipeline": true, "split-input-file": true, "verify-diagnostics": true,
	"verify-each": true, "allow-unregistered-dialect": true, "output-split-marker": true,
	"dump-pass-pipeline": true, "h": true,
}

// ValidatePass checks one pass definition: a well-formed unique-looking name,
// a summary, a Run function, a valid anchor, well-formed unique option
// names with help and parseable defaults, and analyses with names and Run.
func ValidatePass(p *Pass) error {
	if !passNameRE.MatchString(p.Name) {
		return fmt.Errorf("pass %q: name must be lower-case words joined by '-'", p.Name)
	}
	if reservedFlags[p.Name] || len(p.Name) >= 5 && p.Name[:5] == "mlir-" {
		return fmt.Errorf("pass %q: name clashes with a memopt flag", p.Name)
	}
	if p.Summary == "" {
		return fmt.Errorf("pass %q: missing Summary", p.Name)
	}
	if p.Run == nil && p.Expand == nil {
		return fmt.Errorf("pass %q: missing Run (or Expand, for a named pipeline)", p.Name)
	}
	if p.Run != nil && p.Expand != nil {
		return fmt.Errorf("pass %q: has both Run and Expand", p.Name)
	}
	if p.Expand != nil {
		if _, err := expandPipeline(p, NewValues(p), p.AnchorName()); err != nil {
			return fmt.Errorf("pass %q: %v", p.Name, err)
		}
	}
	if p.Anchor != "" && !anchorRE.MatchString(p.Anchor) {
		return fmt.Errorf("pass %q: bad anchor %q (want an op name like func.func, or any)", p.Name, p.Anchor)
	}
	seen := map[string]bool{}
	for _, o := range p.Options {
		if o == nil || !passNameRE.MatchString(o.Name) {
			return fmt.Errorf("pass %q: bad option name", p.Name)
		}
		if seen[o.Name] {
			return fmt.Errorf("pass %q: option %q declared twice", p.Name, o.Name)
		}
		seen[o.Name] = true
		if o.Help == "" {
			return fmt.Errorf("pass %q: option %q has no Help", p.Name, o.Name)
		}
		if (len(o.Values) > 0 || o.ValuesFunc != nil) && o.Kind != String && o.Kind != List {
			return fmt.Errorf("pass %q: option %q: Values only apply to string and list options", p.Name, o.Name)
		}
		if _, err := o.Parse(o.defaultText()); err != nil {
			return fmt.Errorf("pass %q: default of option %q: %v", p.Name, o.Name, err)
		}
	}
	for _, a := range p.Requires {
		if err := validateAnalysis(a, map[*Analysis]bool{}); err != nil {
			return fmt.Errorf("pass %q: %v", p.Name, err)
		}
	}
	return nil
}

func validateAnalysis(a *Analysis, stack map[*Analysis]bool) error {
	if a == nil || a.Name == "" || a.Run == nil {
		return fmt.Errorf("analysis without Name or Run")
	}
	if stack[a] {
		return fmt.Errorf("analysis %q requires itself", a.Name)
	}
	stack[a] = true
	defer delete(stack, a)
	for _, r := range a.Requires {
		if err := validateAnalysis(r, stack); err != nil {
			return err
		}
	}
	return nil
}

// Validate checks every registered pass with ValidatePass. A test in this
// package (and in cmd/memopt, with every pass package linked in) calls it.
func Validate() error {
	for _, p := range All() {
		if err := ValidatePass(p); err != nil {
			return err
		}
	}
	return nil
}
