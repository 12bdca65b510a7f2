package progen

// Blocks returns every block of the program (function bodies and the
// blocks nested in them), outermost first.
func (p *Program) Blocks() []*Block {
	var out []*Block
	var rec func(b *Block)
	rec = func(b *Block) {
		out = append(out, b)
		for _, s := range b.Stmts {
			for _, nb := range s.Blocks {
				rec(nb)
			}
			if s.Callee != nil {
				rec(s.Callee.Body)
			}
		}
	}
	rec(p.Main.Body)
	return out
}

// Candidates returns the one-step reductions of ed, biggest first: drop
// halves, quarters, ... of each block's statements, replace loops and ifs
// by their body, drop single statements, run loops once, make allocations
// plain, halve allocation shapes. The reducer tries them in order and keeps
// those after which the program still fails.
func Candidates(p *Program, ed *Edits) []*Edits {
	var out []*Edits
	blocks := p.Blocks()
	live := func(b *Block) []*Stmt {
		var ss []*Stmt
		for _, s := range b.Stmts {
			if !ed.Drop[s.ID] {
				ss = append(ss, s)
			}
		}
		return ss
	}
	// Chunks of every block, from halves down to pairs.
	for _, b := range blocks {
		ss := live(b)
		for n := len(ss) / 2; n >= 2; n /= 2 {
			for i := 0; i+n <= len(ss); i += n {
				c := ed.Clone()
				for _, s := range ss[i : i+n] {
					c.Drop[s.ID] = true
				}
				out = append(out, c)
			}
		}
	}
	var all []*Stmt
	for _, b := range blocks {
		all = append(all, live(b)...)
	}
	for _, s := range all {
		if len(s.Blocks) > 0 && s.Kind != KForall && !ed.Inline[s.ID] {
			c := ed.Clone()
			c.Inline[s.ID] = true
			out = append(out, c)
		}
	}
	for _, s := range all {
		c := ed.Clone()
		c.Drop[s.ID] = true
		out = append(out, c)
	}
	for _, s := range all {
		if (s.Kind == KFor || s.Kind == KWhile) && s.Trip > 1 && ed.Trip[s.ID] != 1 {
			c := ed.Clone()
			c.Trip[s.ID] = 1
			out = append(out, c)
		}
		if s.Kind == KAlloc && !ed.Plain[s.ID] && (s.Flags != 0 || s.Align != 0) {
			c := ed.Clone()
			c.Plain[s.ID] = true
			out = append(out, c)
		}
	}
	for _, s := range all {
		if s.Kind != KAlloc && s.Flags&FlagAllocDst == 0 {
			continue
		}
		shape := s.Shape
		if sh, ok := ed.Shape[s.ID]; ok {
			shape = sh
		}
		for i, d := range shape {
			if d > 1 {
				c := ed.Clone()
				ns := append([]int64(nil), shape...)
				ns[i] = d / 2
				c.Shape[s.ID] = ns
				out = append(out, c)
			}
		}
	}
	return out
}
