package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// eventLog records a Rewriter's notifications as "kind name" strings.
type eventLog struct{ events []string }

func (l *eventLog) OperationInserted(op *Operation) {
	l.events = append(l.events, "insert "+op.Name())
}
func (l *eventLog) BlockInserted(*Block) { l.events = append(l.events, "block-insert") }
func (l *eventLog) OperationModified(op *Operation) {
	l.events = append(l.events, "modify "+op.Name())
}
func (l *eventLog) OperationReplaced(op *Operation, _ []*Value) {
	l.events = append(l.events, "replace "+op.Name())
}
func (l *eventLog) OperationErased(op *Operation) { l.events = append(l.events, "erase "+op.Name()) }
func (l *eventLog) BlockErased(*Block)            { l.events = append(l.events, "block-erase") }
func (l *eventLog) MatchFailure(op *Operation, reason string) {
	l.events = append(l.events, "fail "+op.Name()+": "+reason)
}

func TestRewriterNotifiesEveryChange(t *testing.T) {
	blk := NewBlock(I32)
	b := NewBuilder()
	b.SetInsertionPointToEnd(blk)
	c := b.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{I32}, Props: []NamedAttr{{"value", IntAttr(0, I32)}}})
	add := b.CreateOp("arith.addi", []*Value{blk.Arg(0), c.Result(0)}, []Type{I32})
	ret := b.CreateOp("func.return", []*Value{add.Result(0)}, nil)

	log := &eventLog{}
	r := NewRewriter(log)
	r.SetInsertionPointBefore(add)
	mul := r.CreateOp("arith.muli", []*Value{blk.Arg(0), blk.Arg(0)}, []Type{I32})
	r.ReplaceOp(add, mul.Result(0))
	require.False(t, r.NotifyMatchFailure(mul, "no reason"))
	r.EraseOp(c)
	require.Equal(t, []string{"insert arith.muli", "replace arith.addi", "modify func.return", "erase arith.addi",
		"fail arith.muli: no reason", "erase arith.constant"}, log.events)
	require.Equal(t, mul.Result(0), ret.Operand(0))
	require.Equal(t, []*Operation{mul, ret}, blk.Ops())
	require.False(t, blk.Arg(0).HasOneUse(), "muli uses the argument twice")
}

func TestRewriterInlineBlockAndErase(t *testing.T) {
	dest := NewBlock(I32)
	src := NewBlock(I32)
	b := NewBuilder()
	b.SetInsertionPointToEnd(src)
	neg := b.CreateOp("arith.subi", []*Value{src.Arg(0), src.Arg(0)}, []Type{I32})
	b.SetInsertionPointToEnd(dest)
	ret := b.CreateOp("func.return", nil, nil)
	reg := NewRegion()
	reg.AppendBlock(dest)
	reg.AppendBlock(src)

	log := &eventLog{}
	r := NewRewriter(log)
	r.InlineBlockBefore(src, dest, ret, []*Value{dest.Arg(0)})
	require.Equal(t, []*Operation{neg, ret}, dest.Ops())
	require.Equal(t, dest.Arg(0), neg.Operand(0))
	require.Equal(t, []*Block{dest}, reg.Blocks())
	require.Equal(t, []string{"modify arith.subi", "modify arith.subi", "insert arith.subi", "block-erase"}, log.events)
}

func TestFrozenPatternSetOrdersByBenefit(t *testing.T) {
	var tried []string
	mk := func(name, root string, benefit int, ok bool) *Pattern {
		return &Pattern{Name: name, Root: root, Benefit: benefit, MatchAndRewrite: func(*Operation, *Rewriter) bool {
			tried = append(tried, name)
			return ok
		}}
	}
	set := NewPatternSet(mk("low", "arith.addi", 1, false), mk("any", "", 2, false), mk("high", "arith.addi", 3, false),
		mk("also-low", "arith.addi", 1, true), mk("never", "arith.muli", 9, true),
		&Pattern{Name: "pure", RootTraits: Pure, Benefit: 2, MatchAndRewrite: func(*Operation, *Rewriter) bool {
			tried = append(tried, "pure")
			return false
		}})
	op := NewOperation(&OperationState{Name: "arith.addi", ResultTypes: []Type{I32}})
	require.True(t, set.Freeze(nil).MatchAndRewrite(op, NewRewriter(nil)))
	require.Equal(t, []string{"high", "pure", "any", "low", "also-low"}, tried)

	tried = nil
	frozen := set.Freeze(func(p *Pattern) bool { return !p.HasLabel("also-low") })
	require.False(t, frozen.MatchAndRewrite(op, NewRewriter(nil)))
	require.Equal(t, []string{"high", "pure", "any", "low"}, tried)
}

func TestFoldArith(t *testing.T) {
	blk := NewBlock(I8)
	b := NewBuilder()
	b.SetInsertionPointToEnd(blk)
	c := func(v int64) *Value {
		return b.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{I8}, Props: []NamedAttr{{"value", IntAttr(v, I8)}}}).Result(0)
	}
	add := b.CreateOp("arith.addi", []*Value{c(100), c(100)}, []Type{I8})
	res, ok := Fold(add)
	require.True(t, ok)
	require.Equal(t, "-56 : i8", res[0].Attr.String(), "i8 arithmetic wraps")

	zero := c(0)
	sub := b.CreateOp("arith.subi", []*Value{blk.Arg(0), zero}, []Type{I8})
	res, ok = Fold(sub)
	require.True(t, ok)
	require.Equal(t, blk.Arg(0), res[0].Value)

	// A commutative op with a constant first moves it last, in place.
	mul := b.CreateOp("arith.muli", []*Value{c(3), blk.Arg(0)}, []Type{I8})
	res, ok = Fold(mul)
	require.True(t, ok)
	require.Empty(t, res)
	require.Equal(t, blk.Arg(0), mul.Operand(0))
	_, ok = Fold(mul)
	require.False(t, ok, "nothing left to fold")

	require.True(t, IsOpTriviallyDead(add))
	ret := b.CreateOp("func.return", nil, nil)
	require.False(t, IsOpTriviallyDead(ret), "terminators stay")
	unknown := b.CreateOp("test.unknown", nil, nil)
	require.False(t, IsOpTriviallyDead(unknown), "ops of unknown effects stay")
}
