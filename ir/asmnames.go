package ir

import (
	"sort"
	"strconv"
	"sync"
	"unsafe"

	"github.com/memopt/memopt/ir/decimal"
)

// SSA value and block names as mlir-opt 22 prints them (MLIR's
// SSANameState):
//
//   - Names are assigned before printing, for the whole tree under the
//     printed (root) op. A region is numbered completely (block arguments,
//     then the results of its ops, in order) before the regions nested in
//     its ops; each nested region starts from the counters the enclosing
//     region ended with, so sibling regions reuse the same numbers
//     (`%1` in both branches of an scf.if).
//   - Op results take the op's name hint (OpDef.ResultNames or
//     AsmResultNames) unless printing in generic form; results without a
//     hint get the next number %N. Entry block arguments are %argN (or the
//     op's AsmBlockArgNames), other block arguments are numbered.
//   - A hint already used in the current or an enclosing region gets the
//     suffix `_K`, K from one conflict counter that, like the numbers,
//     continues into nested regions and restarts for siblings.
//   - Blocks are ^bb0, ^bb1, ... per region.
//   - In generic form there are no hints and every value gets a unique
//     number (nameTreeUnique).
//
// The names live in the values themselves (Value.printNum, valid while
// Value.printGen is the namer's generation), so the printer looks them up
// without maps. The namer's own tables hold no pointers where it stores
// per value (names, the used-name sets and their undo list refer to base
// names by index): naming a function while the garbage collector marks
// costs no write barriers, and the collector does not scan them.

// namer assigns printed names; see above.
type namer struct {
	gen     uint32
	generic bool
	// names holds the textual names; a named value has printNum -(i+1).
	names []asmName
	// sets holds, per base name (an asmName's base indexes it), the
	// suffixes of that base in use in the current region and the
	// enclosing ones; ids finds a base name's index. undo lists the names
	// used in insertion order, to leave a region.
	sets []suffixSet
	ids  map[string]int32
	undo []usedName
	// last is the base looked up last (names of one kind come in runs:
	// %alloc, %alloc_0, ...).
	last int32
	// hint is the name hint met last and hintName its sanitized, split
	// form (valid when hintOK): ops of one kind come in runs too.
	hint     string
	hintName asmName
	hintOK   bool
	// args holds the base index+1 of "argN" at N (0: not looked up).
	args []int32
	// groups holds, for ops whose results form several named groups, the
	// index of the first result of each group (ascending).
	groups map[*Operation][]int32
	// blocks numbers the blocks for the printer (nil: block names are not
	// wanted, only value names).
	blocks map[*Block]int32

	nextValue, nextArg, nextConflict int32

	// The op whose results AsmResultNames names (set only around that
	// call), the group starts found so far and set, the callback handed
	// to AsmResultNames (allocated once).
	cur    *Operation
	starts []int32
	set    func(int, string)
	buf    []byte

	// nested holds the ops with regions that nameRegion met, in order,
	// for the walk into their regions (no second pass over the ops).
	nested []*Operation

	// match, when set, selects the ops whose results are collected in
	// matched while naming (AsmNamesWhere).
	match   func(*Operation) bool
	matched []*Value
	// entries holds the table entries of matched, made as their ops are
	// named (the values are in the cache then), for the table of
	// generation tableGen; the values are stamped with it at once.
	// matched and entries become the table's own (no copies); sizeHint,
	// the number of values the last table held, sizes the next ones.
	entries  AsmNameList
	tableGen uint32
	sizeHint int
	// tableBase holds the index+1 in entries.bases of each base (0: not
	// there yet).
	tableBase []int32
}

// asmName is a value name: base, or base_k when k >= 0, base the index
// of the base name in the namer's sets. Names that end in `_digits` are
// always stored split, so equal names have equal asmNames and
// de-duplication suffixes need no string allocation.
type asmName struct {
	base int32
	k    int32
}

// splitName splits the sanitized name s into a base name and a suffix
// (-1: none), as asmName stores it.
func splitName(s string) (string, int32) {
	i := len(s)
	for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
		i--
	}
	if i == len(s) || i < 2 || s[i-1] != '_' || len(s)-i > 9 || (s[i] == '0' && len(s)-i > 1) {
		return s, -1
	}
	k, _ := strconv.Atoi(s[i:])
	return s[:i-1], int32(k)
}

// appendSuffixed appends base, then `_k` when k >= 0, to b.
func appendSuffixed(b []byte, base string, k int32) []byte {
	b = append(b, base...)
	if k >= 0 {
		b = append(b, '_')
		b = decimal.AppendInt(b, int64(k))
	}
	return b
}

// baseOf returns the index of base name s in n.sets, adding it.
func (n *namer) baseOf(s string) int32 {
	if l := n.last; l >= 0 && n.sets[l].base == s {
		return l
	}
	id, ok := n.ids[s]
	if !ok {
		id = int32(len(n.sets))
		if len(n.sets) < cap(n.sets) {
			// Reuse the room of a set of an earlier use of the namer.
			n.sets = n.sets[:id+1]
			set := &n.sets[id]
			clear(set.low)
			set.base, set.bare, set.low, set.high = s, false, set.low[:0], nil
		} else {
			n.sets = append(n.sets, suffixSet{base: s})
		}
		n.ids[s] = id
	}
	n.last = id
	return id
}

// argNames caches "arg0", "arg1", ...
var argNames []string

func argName(i int32) string {
	if int(i) < len(argNames) {
		return argNames[i]
	}
	return "arg" + strconv.Itoa(int(i))
}

func init() {
	argNames = make([]string, 256)
	for i := range argNames {
		argNames[i] = "arg" + strconv.Itoa(i)
	}
}

func newNamer(generic bool) *namer {
	n := &namer{
		gen:     printGeneration.Add(1),
		generic: generic,
		ids:     map[string]int32{},
		blocks:  map[*Block]int32{},
		last:    -1,
	}
	n.set = n.setResult
	return n
}

// nameTree names everything under root (root's own results included).
func (n *namer) nameTree(root *Operation) {
	if n.generic {
		n.nameTreeUnique(root)
		return
	}
	v, a, c := n.nextValue, n.nextArg, n.nextConflict
	n.nameOp(root)
	mark := len(n.undo)
	for _, r := range root.regs() {
		n.nextValue, n.nextArg, n.nextConflict = v, a, c
		n.nameRegionTree(r)
		n.popNames(mark)
	}
}

// nameTreeUnique numbers the tree for the generic form, where mlir-opt
// gives every value a unique number (its printUniqueSSAIDs mode): the
// counters never restart, and regions are numbered from a stack, so the
// regions of sibling ops are numbered last to first.
func (n *namer) nameTreeUnique(root *Operation) {
	n.nameOp(root)
	stack := append([]*Region(nil), root.regs()...)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n.nameRegion(r)
		for _, o := range n.nested {
			stack = append(stack, o.regs()...)
		}
		clear(n.nested)
		n.nested = n.nested[:0]
	}
}

// nameRegionTree names region r, then the regions nested in its ops.
func (n *namer) nameRegionTree(r *Region) {
	first := len(n.nested)
	n.nameRegion(r)
	n.nameNested(first)
}

// nameNested names the regions of the ops nameRegion kept from index
// first of n.nested on (those of the region just named), then forgets
// them.
func (n *namer) nameNested(first int) {
	last := len(n.nested)
	v, a, c := n.nextValue, n.nextArg, n.nextConflict
	mark := len(n.undo)
	// The ops of r that have regions, as nameRegion found them (the
	// nested calls append theirs after last and take them off again).
	for i := first; i < last; i++ {
		for _, rr := range n.nested[i].regs() {
			n.nextValue, n.nextArg, n.nextConflict = v, a, c
			n.nameRegionTree(rr)
			n.popNames(mark)
		}
	}
	clear(n.nested[first:])
	n.nested = n.nested[:first]
}

func (n *namer) popNames(mark int) {
	for _, u := range n.undo[mark:] {
		n.sets[u.base].remove(u.k)
	}
	n.undo = n.undo[:mark]
}

func (n *namer) nameRegion(r *Region) {
	n.regionStart(r)
	for bi, b := range r.blocks {
		n.nameBlockArgs(b, bi)
		for o := b.first; o != nil; o = o.next {
			// nameRegionOp, with the tests inline (most ops have
			// neither results nor regions).
			if len(o.results) != 0 {
				n.nameOp(o)
			}
			if o.ext != nil && len(o.ext.regions) > 0 {
				n.keepNested(o)
			}
		}
	}
}

// regionStart does what naming region r does before its blocks: builds
// an implied body in generic form, and names the entry block's arguments
// the parent op asks for (AsmBlockArgNames).
func (n *namer) regionStart(r *Region) {
	if n.generic {
		// The generic form prints every region, implied bodies included
		// (the custom forms of the ops that have them print none).
		r.bl()
	}
	if !n.generic && len(r.blocks) > 0 {
		if op := r.parent; op != nil && op.info.def != nil && op.info.def.AsmBlockArgNames != nil {
			args := r.blocks[0].args
			op.info.def.AsmBlockArgNames(op, r, func(i int, name string) {
				if i >= 0 && i < len(args) && args[i].printGen != n.gen {
					n.setName(args[i], name)
				}
			})
		}
	}
}

// nameBlockArgs names the arguments of b, block bi of its region.
func (n *namer) nameBlockArgs(b *Block, bi int) {
	if n.blocks != nil {
		n.blocks[b] = int32(bi)
	}
	entry := bi == 0
	for _, a := range b.args {
		if a.printGen == n.gen {
			continue
		}
		if entry {
			n.setArgName(a, n.nextArg)
			n.nextArg++
		} else {
			n.number(a)
		}
	}
}

// nameRegionOp names the results of o, an op of the region being named,
// and keeps o for the walk into its regions when it has some.
func (n *namer) nameRegionOp(o *Operation) {
	if len(o.results) != 0 {
		n.nameOp(o)
	}
	if o.ext != nil && len(o.ext.regions) > 0 {
		n.keepNested(o)
	}
}

// keepNested keeps o, an op with regions, for the walk into them.
func (n *namer) keepNested(o *Operation) {
	if n.generic || hasBlocks(o.ext.regions) {
		n.nested = append(n.nested, o)
	}
}

// hasBlocks reports whether one of rs has a block. The custom form names
// nothing in the others (implied bodies not built yet: linalg's named
// ops), so it need not walk into them; the generic form builds them.
func hasBlocks(rs []*Region) bool {
	for _, r := range rs {
		if len(r.blocks) > 0 {
			return true
		}
	}
	return false
}

// nameOp names op's results (and collects them when n.match accepts op).
func (n *namer) nameOp(op *Operation) {
	if len(op.results) == 0 {
		return
	}
	matched := n.match != nil && n.match(op)
	d := op.info.def
	if d != nil && !n.generic && d.AsmResultNames == nil && len(d.ResultNames) == 1 && len(op.results) == 1 {
		// The common case (memref.alloc): one result, one hint.
		if v := &op.results[0]; d.ResultNames[0] != "" && v.printGen != n.gen {
			name := n.uniqueName(d.ResultNames[0])
			if matched {
				// Straight into the table.
				n.collectNamed(v, name)
				return
			}
			n.addName(v, name)
		}
	} else if d != nil && !n.generic && (d.AsmResultNames != nil || len(d.ResultNames) > 0) {
		n.starts = n.starts[:0]
		if d.AsmResultNames != nil {
			n.cur = op
			d.AsmResultNames(op, n.set)
			n.cur = nil
		} else {
			for i, name := range d.ResultNames {
				n.setResultOf(op, i, name)
			}
		}
		if len(n.starts) > 0 {
			starts := append([]int32{0}, n.starts...)
			sort.Slice(starts, func(i, j int) bool { return starts[i] < starts[j] })
			if n.groups == nil {
				n.groups = map[*Operation][]int32{}
			}
			n.groups[op] = starts
		}
	}
	if op.results[0].printGen != n.gen {
		n.number(&op.results[0])
	}
	if matched {
		n.collect(op)
	}
}

// collect adds op's results, named, to the values matched: their table
// entries are made now, then the values are stamped with the table's
// generation, their printNum the index of their entry (their names are
// final once their op is named; the namer reads them no more).
func (n *namer) collect(op *Operation) {
	if n.matched == nil {
		n.startTable()
	}
	if len(op.results) == 1 {
		// A single result is its own group: stamped at once.
		v := &op.results[0]
		n.entries.names = append(n.entries.names, n.tableEntry(v, -1))
		v.printNum, v.printGen = int32(len(n.matched)), n.tableGen
		n.matched = append(n.matched, v)
		return
	}
	first := len(n.matched)
	for i := range op.results {
		v := &op.results[i]
		n.matched = append(n.matched, v)
		head, sub := n.groupOf(v)
		n.entries.names = append(n.entries.names, n.tableEntry(head, sub))
	}
	for i := range op.results {
		op.results[i].printNum, op.results[i].printGen = int32(first+i), n.tableGen
	}
}

// collectNamed adds v, the single result of a matched op, to the table
// with the name (reserved), as naming v then collect(v's op) would.
func (n *namer) collectNamed(v *Value, name asmName) {
	if n.matched == nil {
		n.startTable()
	}
	var tn tableName
	if base := n.tableBaseOf(name.base); base < maxTableBase {
		tn = tableName{namedCode - base, name.k}
	} else {
		n.entries.grouped = append(n.entries.grouped, groupedName{base, name.k, -1})
		tn = tableName{groupedCode, int32(len(n.entries.grouped) - 1)}
	}
	n.entries.names = append(n.entries.names, tn)
	v.printNum, v.printGen = int32(len(n.matched)), n.tableGen
	n.matched = append(n.matched, v)
}

// startTable starts the table of the values collected: a generation to
// stamp them with, room for as many as the last table held (the table
// takes the slices; those of a released table when there are some).
func (n *namer) startTable() {
	n.tableGen = printGeneration.Add(1)
	size := max(n.sizeHint, 8)
	if p, _ := freeValSlices.Get().(*[]*Value); p != nil && cap(*p) >= size {
		n.matched = (*p)[:0]
	} else {
		n.matched = make([]*Value, 0, size)
	}
	n.entries.names = make([]tableName, 0, size)
}

// tableEntry returns the table entry of member sub (-1: none) of the
// group of head, as named by n.
func (n *namer) tableEntry(head *Value, sub int) tableName {
	code := head.printNum
	switch {
	case head.printGen != n.gen:
		return tableName{code: unknownName}
	case code >= 0:
		return tableName{code, int32(sub)}
	case code <= argCode0:
		return tableName{code: code} // block arguments are no group
	}
	name := n.names[-code-1]
	base := n.tableBaseOf(name.base)
	if sub < 0 && base < maxTableBase {
		return tableName{namedCode - base, name.k}
	}
	n.entries.grouped = append(n.entries.grouped, groupedName{base, name.k, int32(sub)})
	return tableName{groupedCode, int32(len(n.entries.grouped) - 1)}
}

// freeValSlices holds the value slices of released tables
// (AsmNameTable.Release), for the next tables.
var freeValSlices sync.Pool

// tableBaseOf returns the index in n.entries.bases of base (an index in
// n.sets), adding it.
func (n *namer) tableBaseOf(base int32) int32 {
	if int(base) < len(n.tableBase) {
		if j := n.tableBase[base]; j > 0 {
			return j - 1
		}
	} else {
		n.tableBase = append(n.tableBase, make([]int32, int(base)+1-len(n.tableBase))...)
	}
	n.entries.bases = append(n.entries.bases, n.sets[base].base)
	j := int32(len(n.entries.bases))
	n.tableBase[base] = j
	return j - 1
}

// setResult names result i of the op being named (the AsmResultNames
// callback).
func (n *namer) setResult(i int, name string) { n.setResultOf(n.cur, i, name) }

// setResultOf names result i of op with the hint name.
func (n *namer) setResultOf(op *Operation, i int, name string) {
	if op == nil || i < 0 || i >= len(op.results) || name == "" || op.results[i].printGen == n.gen {
		return
	}
	n.setName(&op.results[i], name)
	if i > 0 {
		n.starts = append(n.starts, int32(i))
	}
}

func (n *namer) number(v *Value) {
	v.printNum, v.printGen = n.nextValue, n.gen
	n.nextValue++
}

// setName gives v the name hint s, sanitized and made unique.
func (n *namer) setName(v *Value, s string) { n.addName(v, n.uniqueName(s)) }

// addName gives v the name (reserved).
func (n *namer) addName(v *Value, name asmName) {
	n.names = append(n.names, name)
	v.printNum, v.printGen = -int32(len(n.names)), n.gen
}

// uniqueName returns the name hint s, sanitized and made unique, and
// reserves it.
func (n *namer) uniqueName(s string) asmName {
	var name asmName
	if n.hintOK && s == n.hint {
		name = n.hintName
	} else {
		name = n.nameOfHint(s)
	}
	if !n.reserve(name) {
		name = n.probe(name)
	}
	return name
}

// nameOfHint returns the asmName of the name hint s, sanitized, and keeps
// it for the next hint.
func (n *namer) nameOfHint(s string) asmName {
	t := s
	if !validName(t) {
		n.buf = sanitizeName(append(n.buf[:0], t...))
		t = string(n.buf)
	}
	base, k := splitName(t)
	name := asmName{n.baseOf(base), k}
	n.hint, n.hintName, n.hintOK = s, name, true
	return name
}

// probe returns the first free name s_K, s the (used) name, K from the
// scope's conflict counter, and reserves it.
func (n *namer) probe(name asmName) asmName {
	var s string
	if name.k >= 0 {
		s = string(appendSuffixed(nil, n.sets[name.base].base, name.k))
		name = asmName{n.baseOf(s), -1}
	}
	for {
		name.k = n.nextConflict
		n.nextConflict++
		if name.k < 0 {
			// Counter overflow (never in practice): fall back to a
			// name of its own.
			if s == "" {
				s = n.sets[name.base].base
			}
			name = asmName{n.baseOf(s + "_" + strconv.Itoa(int(n.nextConflict))), -1}
		}
		if n.reserve(name) {
			return name
		}
	}
}

// suffixSet is the set of used names of one base: the base itself (bare)
// and base_K for the K in low (K < 64*len(low)) or high.
type suffixSet struct {
	base string
	bare bool
	low  []uint64
	high map[int32]struct{}
}

// usedName is a name in use: a suffix (-1: none) of a base (its index in
// the namer's sets).
type usedName struct {
	base, k int32
}

// lowSuffixes bounds the suffixes kept in a set's bit vector (the
// conflict counter makes them small and dense); larger ones go to a map.
const lowSuffixes = 1 << 16

// add adds suffix k (-1: the bare base) and reports whether it was free.
func (s *suffixSet) add(k int32) bool {
	switch {
	case k < 0:
		if s.bare {
			return false
		}
		s.bare = true
	case k < lowSuffixes:
		w, bit := int(k>>6), uint64(1)<<(k&63)
		for w >= len(s.low) {
			s.low = append(s.low, 0)
		}
		if s.low[w]&bit != 0 {
			return false
		}
		s.low[w] |= bit
	default:
		if _, dup := s.high[k]; dup {
			return false
		}
		if s.high == nil {
			s.high = map[int32]struct{}{}
		}
		s.high[k] = struct{}{}
	}
	return true
}

// remove removes suffix k.
func (s *suffixSet) remove(k int32) {
	switch {
	case k < 0:
		s.bare = false
	case k < lowSuffixes:
		s.low[k>>6] &^= uint64(1) << (k & 63)
	default:
		delete(s.high, k)
	}
}

// reserve marks name used and reports whether it was free; the name is
// recorded for popNames.
func (n *namer) reserve(name asmName) bool {
	if !n.sets[name.base].add(name.k) {
		return false
	}
	n.undo = append(n.undo, usedName{name.base, name.k})
	return true
}

// argCode0 is the printNum of %arg0; %argN is argCode0-N (codes between
// argCode0 and 0 index names).
const argCode0 = -1 << 29

// setArgName names the entry block argument v %argN. The name is reserved
// like any other, but needs no entry in names.
func (n *namer) setArgName(v *Value, i int32) {
	if i >= 1<<28 || !n.reserve(asmName{n.argBase(i), -1}) {
		n.setName(v, argName(i))
		return
	}
	v.printNum, v.printGen = argCode0-i, n.gen
}

// argBase returns the base index of "argN", N = i.
func (n *namer) argBase(i int32) int32 {
	if int(i) < len(n.args) {
		if j := n.args[i]; j > 0 {
			return j - 1
		}
	} else if i < 1024 {
		n.args = append(n.args, make([]int32, int(i)+1-len(n.args))...)
	} else {
		return n.baseOf(argName(i))
	}
	j := n.baseOf(argName(i))
	n.args[i] = j + 1
	return j
}

// validName reports whether s needs no sanitizing.
func validName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !nameChar(s[i]) {
			return false
		}
	}
	return true
}

// sanitizeName makes b a valid SSA identifier the way MLIR does: a leading
// digit gets a '_' prefix, spaces become '_' and other characters outside
// [A-Za-z0-9$._-] their hex code.
func sanitizeName(b []byte) []byte {
	var out []byte
	if len(b) > 0 && b[0] >= '0' && b[0] <= '9' {
		out = append(out, '_')
	}
	const hex = "0123456789ABCDEF"
	for _, c := range b {
		switch {
		case nameChar(c):
			out = append(out, c)
		case c == ' ':
			out = append(out, '_')
		case c < 16:
			out = append(out, hex[c])
		default:
			out = append(out, hex[c>>4], hex[c&15])
		}
	}
	return out
}

func nameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '$' || c == '.' || c == '_' || c == '-'
}

// groupOf returns the head of the result group that holds v (v itself for
// block arguments and single results) and v's position in the group, or -1
// when the group has one value (no `#k` suffix).
func (n *namer) groupOf(v *Value) (head *Value, sub int) {
	op := v.owner
	if op == nil || len(op.results) == 1 {
		return v, -1
	}
	starts, ok := n.groups[op]
	if !ok {
		return &op.results[0], v.index
	}
	g := sort.Search(len(starts), func(i int) bool { return starts[i] > int32(v.index) }) - 1
	end := int32(len(op.results))
	if g+1 < len(starts) {
		end = starts[g+1]
	}
	if end-starts[g] == 1 {
		return &op.results[starts[g]], -1
	}
	return &op.results[starts[g]], v.index - int(starts[g])
}

// appendName appends the name of the value with code (printNum) and group
// position sub to b; withResultNo adds the `#k` suffix.
func (n *namer) appendName(b []byte, code int32, sub int, withResultNo bool) []byte {
	var base string
	var k int32
	if code < 0 && code > argCode0 {
		name := n.names[-code-1]
		base, k = n.sets[name.base].base, name.k
	}
	if !withResultNo {
		sub = -1
	}
	return appendCodeName(b, code, base, k, sub)
}

// appendCodeName appends '%' and the name of code: a number (code >= 0),
// %argN (code <= argCode0) or base_k (otherwise; base when k < 0), then
// `#sub` when sub >= 0.
func appendCodeName(b []byte, code int32, base string, k int32, sub int) []byte {
	b = append(b, '%')
	switch {
	case code >= 0:
		b = decimal.AppendInt(b, int64(code))
	case code <= argCode0:
		b = append(b, "arg"...)
		b = decimal.AppendInt(b, int64(argCode0-code))
	default:
		b = appendSuffixed(b, base, k)
	}
	if sub >= 0 {
		b = append(b, '#')
		b = decimal.AppendInt(b, int64(sub))
	}
	return b
}

// appendValueName appends v's printed name ("%alloc", "%0#1", "%arg2") to
// b, as used in operand position.
func (n *namer) appendValueName(b []byte, v *Value) []byte {
	if v == nil {
		return append(b, "%<<NULL VALUE>>"...)
	}
	head, sub := n.groupOf(v)
	if head.printGen != n.gen {
		return append(b, "%<<UNKNOWN SSA VALUE>>"...)
	}
	return n.appendName(b, head.printNum, sub, true)
}

// resultGroups returns the first result index of each of op's result
// groups as printed on the left of `=` (`%a, %b:2 = ...`).
func (n *namer) resultGroups(op *Operation) []int32 {
	if starts, ok := n.groups[op]; ok {
		return starts
	}
	return []int32{0}
}

// AsmNames holds the names the printer gives the values under a root op,
// for tools that refer to values the way printed IR does (reports,
// diagnostics).
type AsmNames struct {
	n     *namer
	codes map[*Value]int32
}

// NewAsmNames names the values under root exactly as printing root in
// custom form does (Module.Print for a module's op, PrintOp otherwise).
// Changing the IR afterwards does not update the names.
func NewAsmNames(root *Operation) *AsmNames {
	n := newNamer(false)
	n.nameTree(root)
	a := &AsmNames{n: n, codes: map[*Value]int32{}}
	record := func(v *Value) {
		if v.printGen == n.gen {
			a.codes[v] = v.printNum
		}
	}
	var walk func(op *Operation)
	walk = func(op *Operation) {
		for i := range op.results {
			record(&op.results[i])
		}
		for _, r := range op.regs() {
			for _, b := range r.blocks {
				for _, arg := range b.args {
					record(arg)
				}
				for o := b.first; o != nil; o = o.next {
					walk(o)
				}
			}
		}
	}
	walk(root)
	return a
}

// Name returns v's name as the printer prints it where v is used, e.g.
// "%alloc_0", "%arg0", "%c0", "%0#1"; values outside the root print as
// "%<<UNKNOWN SSA VALUE>>".
func (a *AsmNames) Name(v *Value) string {
	if v == nil {
		return "%<<NULL VALUE>>"
	}
	head, sub := a.n.groupOf(v)
	code, ok := a.codes[head]
	if !ok {
		return "%<<UNKNOWN SSA VALUE>>"
	}
	return string(a.n.appendName(nil, code, sub, true))
}

// AsmNamesOf returns the printed names of vals, as NewAsmNames(root).Name
// returns them, without keeping the names of every other value: for tools
// that need the names of a few values of a large tree (memory reports name
// the allocations of every function). Its tables are reused from call to
// call, and the names share one string.
func AsmNamesOf(root *Operation, vals []*Value) []string {
	n := reusedNamer()
	defer n.reuse()
	n.nameTree(root)
	return n.namesOf(vals)
}

// AsmNamesWhere names the tree under root as the printer does and returns
// the results of the ops under root (root included, the ops of implied
// bodies not built yet excluded) that match accepts, with their printed
// names: the ops are collected by the walk that names the tree, not by a
// walk of their own, and the names are kept in a small table (no string
// per name, no map) from which AsmNameTable.AppendName appends them. The
// values come in the order the namer visits their ops (each region before
// the regions nested in its ops).
func AsmNamesWhere(root *Operation, match func(*Operation) bool) *AsmNameTable {
	n := reusedNamer()
	defer n.reuse()
	n.match = match
	n.nameTree(root)
	return n.matchedTable()
}

// matchedTable returns the table of the values n collected (n.match) and
// stops collecting.
func (n *namer) matchedTable() *AsmNameTable {
	gen := n.tableGen
	if gen == 0 {
		gen = printGeneration.Add(1) // nothing matched
	}
	// The table takes the collected slices (the next table gets new
	// ones, sized as these).
	t := &AsmNameTable{gen: gen, vals: n.matched, list: n.entries}
	if len(t.vals) == 0 {
		t.vals, t.list.names = []*Value{}, []tableName{}
	}
	n.sizeHint = len(t.vals)
	clear(n.tableBase)
	n.match, n.matched, n.tableGen = nil, nil, 0
	n.entries = AsmNameList{}
	return t
}

// AsmNamesBuilder names a tree as AsmNamesWhere does, fed by a walk of
// the tree that its caller makes anyway (merge-alloc's first walk of a
// function): the ops of root's first region are named as the walk visits
// them, while they are in the cache, instead of by a walk of their own.
// mlir-opt's names depend on every value named before (one counter of
// conflict suffixes per region tree), so the builder accepts the ops in
// the namer's order only: Visit names an op when it is the next one of
// that region and ignores every other op (the root, ops of nested
// regions, ops out of order); Finish names what the walk left, in order,
// then the nested regions. The names are the same whatever the walk
// visited: with no Visit at all, Finish is AsmNamesWhere.
//
//	nb := ir.NewAsmNamesBuilder(fn, match)
//	ir.WalkExplicit(fn, func(op *ir.Operation) ir.WalkResult { nb.Visit(op); ...; return ir.WalkAdvance })
//	names := nb.Finish()
//
// Nothing may change the IR between NewAsmNamesBuilder and Finish. A
// builder is not safe for concurrent use.
type AsmNamesBuilder struct {
	n    *namer
	root *Operation
	// region is root's first region, whose ops the walk names; next is
	// the address of the next op to name there (0: none left) and block
	// the index of its block. Visit compares every op of the walk with
	// next and moves it on: a number, it costs no write barrier.
	region *Region
	next   uintptr
	block  int
	// v, a and c are the counters root's regions start from; mark is
	// the undo mark of the region.
	v, a, c int32
	mark    int
	table   *AsmNameTable
}

// NewAsmNamesBuilder starts naming the tree under root, collecting the
// results of the ops that match accepts (see AsmNamesWhere).
func NewAsmNamesBuilder(root *Operation, match func(*Operation) bool) *AsmNamesBuilder {
	n := reusedNamer()
	n.match = match
	b := &AsmNamesBuilder{n: n, root: root}
	// As nameTree: the root's results, then its regions from the
	// counters before them.
	b.v, b.a, b.c = n.nextValue, n.nextArg, n.nextConflict
	n.nameOp(root)
	b.mark = len(n.undo)
	if regs := root.regs(); len(regs) > 0 {
		b.region = regs[0]
		n.nextValue, n.nextArg, n.nextConflict = b.v, b.a, b.c
		n.regionStart(b.region)
		b.block = -1
		b.enterBlock()
	}
	return b
}

// enterBlock names the arguments of the blocks after b.block up to the
// first one with ops, and makes its first op the next one (nil when the
// region has no more blocks).
func (b *AsmNamesBuilder) enterBlock() {
	blocks := b.region.blocks
	for b.block+1 < len(blocks) {
		b.block++
		blk := blocks[b.block]
		b.n.nameBlockArgs(blk, b.block)
		if blk.first != nil {
			b.next = addrOf(blk.first)
			return
		}
	}
	b.next = 0
}

// addrOf returns op's address (ops do not move while they live).
func addrOf(op *Operation) uintptr { return uintptr(unsafe.Pointer(op)) }

// Visit names op's results when op is the next op of root's first region
// in the namer's order; any other op is left to Finish.
func (b *AsmNamesBuilder) Visit(op *Operation) {
	if op == nil || addrOf(op) != b.next {
		return
	}
	// nameRegionOp, with the tests inline (most ops have neither results
	// nor regions).
	if len(op.results) != 0 {
		b.n.nameOp(op)
	}
	if op.ext != nil && len(op.ext.regions) > 0 {
		b.n.keepNested(op)
	}
	if op.next != nil {
		b.next = addrOf(op.next)
	} else {
		b.enterBlock()
	}
}

// nextOp returns the next op to name (nil when none is left): the op of
// block b.block at address b.next.
func (b *AsmNamesBuilder) nextOp() *Operation {
	if b.next == 0 {
		return nil
	}
	for o := b.region.blocks[b.block].first; o != nil; o = o.next {
		if addrOf(o) == b.next {
			return o
		}
	}
	return nil // the IR changed under the builder
}

// Finish names what the walk did not (the rest of root's first region,
// the nested regions, root's other regions) and returns the table of the
// collected values, as AsmNamesWhere(root, match) does. Later calls
// return the same table.
func (b *AsmNamesBuilder) Finish() *AsmNameTable {
	if b.table != nil {
		return b.table
	}
	n := b.n
	if b.region != nil {
		for op := b.nextOp(); op != nil; {
			n.nameRegionOp(op)
			if op = op.next; op == nil {
				b.enterBlock()
				if b.next != 0 {
					op = b.region.blocks[b.block].first
				}
			}
		}
		b.next = 0
		n.nameNested(0)
		for _, r := range b.root.regs()[1:] {
			n.popNames(b.mark)
			n.nextValue, n.nextArg, n.nextConflict = b.v, b.a, b.c
			n.nameRegionTree(r)
		}
	}
	b.table = n.matchedTable()
	n.reuse()
	b.n = nil
	return b.table
}

// AsmNameTable holds the printed names of the values AsmNamesWhere
// collected.
type AsmNameTable struct {
	gen  uint32
	vals []*Value
	list AsmNameList
	// index finds a value whose stamp another naming overwrote (built on
	// the first such lookup).
	index map[*Value]int32
}

// AsmNameList holds the names of an AsmNameTable's values by position,
// without the values (AsmNameTable.NameList): it keeps no IR alive.
type AsmNameList struct {
	names []tableName
	// bases holds the base names of the named values (few: names come in
	// runs of one base, %alloc, %alloc_0, ...).
	bases []string
	// grouped holds the names that tableName cannot hold in place.
	grouped []groupedName
}

// NameList returns the names of t's values by position (AppendNameAt),
// without the values: what a memory report keeps until it is written.
func (t *AsmNameTable) NameList() *AsmNameList {
	l := t.list
	return &l
}

// tableName is a collected value's name for appendCodeName, in 8 bytes
// (no pointers): by code,
//
//   - code >= 0: the number code, aux the position in a result group
//     (-1: none);
//   - code <= argCode0: %argN as in printNum;
//   - unknownName: not named;
//   - groupedCode: grouped[aux] (a name with a `#sub`);
//   - otherwise bases[namedCode-code] with suffix aux (as asmName.k).
type tableName struct {
	code, aux int32
}

// groupedName is a name of a result group's member: bases[base], suffix k
// as in asmName, position sub in the group.
type groupedName struct {
	base, k, sub int32
}

// Codes of tableName besides those of printNum; bases up to maxTableBase
// are coded in place, between namedCode and groupedCode.
const (
	namedCode    = -1
	unknownName  = argCode0 + 1
	groupedCode  = argCode0 + 2
	maxTableBase = 1 << 28
)

// Release gives the room of t's values to the next tables AsmNamesWhere
// and AsmNamesBuilder make, when t is no longer needed (merge-alloc
// releases a function's table once the memory report has its names):
// t must not be used afterwards. The AsmNameList of t's NameList stays
// valid.
func (t *AsmNameTable) Release() {
	if t == nil {
		return
	}
	vals := t.vals
	t.vals, t.index, t.list = nil, nil, AsmNameList{}
	if cap(vals) == 0 || cap(vals) > 1<<16 {
		return
	}
	clear(vals)
	freeValSlices.Put(&vals)
}

// Values returns the values collected, in the order the namer visited
// their ops.
func (t *AsmNameTable) Values() []*Value { return t.vals }

// AppendName appends the name the printer gives v where v is used
// ("%alloc_0", "%0#1") to b, or "%<<UNKNOWN SSA VALUE>>" when v is not
// one of the collected values. It stays valid when the IR changes
// afterwards (v erased, the tree named again). A table is not safe for
// concurrent use, nor while another goroutine names the same values.
func (t *AsmNameTable) AppendName(b []byte, v *Value) []byte {
	return t.AppendNameAt(b, t.Index(v))
}

// Index returns the position of v in Values (-1 when v is not one of
// them). Like AppendName, it is not safe for concurrent use.
func (t *AsmNameTable) Index(v *Value) int {
	if v == nil {
		return -1
	}
	if v.printGen == t.gen {
		return int(v.printNum)
	}
	if t.index == nil {
		t.index = make(map[*Value]int32, len(t.vals))
		for j, w := range t.vals {
			t.index[w] = int32(j)
		}
	}
	if j, ok := t.index[v]; ok {
		return int(j)
	}
	return -1
}

// AppendNameAt appends the name of Values()[i] to b, as AppendName does
// ("%<<UNKNOWN SSA VALUE>>" when i is out of range). It only reads the
// table: calls may run concurrently (a memory report's writers use it).
func (t *AsmNameTable) AppendNameAt(b []byte, i int) []byte { return t.list.AppendNameAt(b, i) }

// AppendNameAt appends name i (that of the table's Values()[i]) to b, as
// AsmNameTable.AppendNameAt does; calls may run concurrently.
func (l *AsmNameList) AppendNameAt(b []byte, i int) []byte {
	if i < 0 || i >= len(l.names) || l.names[i].code == unknownName {
		return append(b, "%<<UNKNOWN SSA VALUE>>"...)
	}
	switch tn := l.names[i]; {
	case tn.code >= 0:
		return appendCodeName(b, tn.code, "", -1, int(tn.aux))
	case tn.code <= argCode0:
		return appendCodeName(b, tn.code, "", -1, -1)
	case tn.code == groupedCode:
		g := l.grouped[tn.aux]
		return appendCodeName(b, namedCode, l.bases[g.base], g.k, int(g.sub))
	default:
		return appendCodeName(b, namedCode, l.bases[namedCode-tn.code], tn.aux, -1)
	}
}

// Name returns AppendName's text as a string.
func (t *AsmNameTable) Name(v *Value) string { return string(t.AppendName(nil, v)) }

// namesOf returns the names of vals (named by n), sharing one string.
func (n *namer) namesOf(vals []*Value) []string {
	var b []byte
	ends := make([]int, len(vals))
	for i, v := range vals {
		b = n.appendValueName(b, v)
		ends[i] = len(b)
	}
	all := string(b)
	out := make([]string, len(vals))
	start := 0
	for i, end := range ends {
		out[i] = all[start:end]
		start = end
	}
	return out
}

// namers keeps the tables of the namers AsmNamesOf used, for the next
// call (memory reports name every function of a module in turn, on
// several threads).
var namers sync.Pool

// reusedNamer returns a custom-form namer of values only (no block
// names), with the tables of one used before when there is one.
func reusedNamer() *namer {
	n, _ := namers.Get().(*namer)
	if n == nil {
		n = newNamer(false)
		n.blocks = nil
		return n
	}
	n.gen = printGeneration.Add(1)
	return n
}

// reuse empties n's tables, keeping their room, and keeps n for the next
// reusedNamer (unless the tables grew large: those go).
func (n *namer) reuse() {
	if len(n.names) > 1<<16 || len(n.undo) > 1<<16 || len(n.sets) > 1<<12 || cap(n.matched) > 1<<16 || cap(n.entries.names) > 1<<16 {
		return
	}
	clear(n.ids)
	clear(n.args)
	n.last, n.hint, n.hintOK = -1, "", false
	n.groups = nil
	n.names, n.undo, n.starts, n.sets = n.names[:0], n.undo[:0], n.starts[:0], n.sets[:0]
	n.nextValue, n.nextArg, n.nextConflict = 0, 0, 0
	n.cur = nil
	if n.match != nil {
		// Left by a panic while collecting.
		clear(n.tableBase)
		n.match, n.matched, n.tableGen, n.entries = nil, nil, 0, AsmNameList{}
	}
	namers.Put(n)
}
