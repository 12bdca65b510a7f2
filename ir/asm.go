package ir

// UnresolvedOperand is an SSA use read by a custom parser before it is
// resolved to a Value: `%name` or `%name#3`.
type UnresolvedOperand struct {
	Name   string // without '%'
	Number int    // result number after '#', 0 if none
	Pos    Pos
}

// Argument is a region entry argument declared in custom syntax, such as
// scf.for's induction variable or func.func's parameters.
type Argument struct {
	Name  UnresolvedOperand
	Type  Type
	Attrs []NamedAttr // argument attributes, e.g. {bufferization.writable = true}
	Loc   Location
}

// Delimiter selects the brackets around a list in OpAsmParser list methods.
type Delimiter int

// List delimiters.
const (
	DelimNone Delimiter = iota
	DelimParen
	DelimSquare
	DelimBrace
	DelimLessGreater
	DelimOptionalParen
	DelimOptionalSquare
)

// OpAsmParser is what custom parse hooks (OpDef.Parse) and the declarative
// format engine use to read an op's custom form. It mirrors MLIR's
// OpAsmParser. Parse* methods report an error diagnostic at the current
// token on failure; ParseOptional* methods return ok == false without
// consuming input when the next token does not match.
type OpAsmParser interface {
	// Pos returns the position of the next token.
	Pos() Pos
	// Errorf returns an error diagnostic at the next token.
	Errorf(format string, args ...any) error
	// ResultCount returns how many results the op is being parsed with
	// (the number of names on the left of '=').
	ResultCount() int

	// ParseKeyword reads the bare identifier kw.
	ParseKeyword(kw string) error
	// ParseOptionalKeyword reads kw if it is next.
	ParseOptionalKeyword(kw string) bool
	// ParseOptionalKeywordOf reads any of the given keywords and returns it.
	ParseOptionalKeywordOf(kws ...string) (string, bool)
	// ParseKeywordOrString reads a bare identifier or a string literal.
	ParseKeywordOrString() (string, error)
	// ParsePunct reads a punctuation token: "(", ")", "[", "]", "{", "}",
	// "<", ">", ",", ":", "=", "->", "?", "*", "+", "-", "...", "|", "::".
	ParsePunct(p string) error
	// ParseOptionalPunct reads punctuation p if it is next.
	ParseOptionalPunct(p string) bool
	// PeekPunct reports whether punctuation p is next, without reading it.
	PeekPunct(p string) bool

	// ParseInteger reads a (possibly negative) integer literal.
	ParseInteger() (int64, error)
	// ParseOptionalInteger reads an integer literal if one is next.
	ParseOptionalInteger() (int64, bool, error)
	// ParseString reads a string literal.
	ParseString() (string, error)
	// ParseSymbolName reads `@name` and returns name.
	ParseSymbolName() (string, error)
	// ParseOptionalSymbolName reads `@name` if it is next.
	ParseOptionalSymbolName() (string, bool)

	// ParseOperand reads `%name` or `%name#N`.
	ParseOperand() (UnresolvedOperand, error)
	// ParseOptionalOperand reads an operand if one is next.
	ParseOptionalOperand() (UnresolvedOperand, bool, error)
	// ParseOperandList reads a comma-separated operand list in the given
	// delimiters (possibly empty).
	ParseOperandList(d Delimiter) ([]UnresolvedOperand, error)
	// ResolveOperand turns an unresolved operand of type t into a value
	// (forward references get a placeholder that is fixed up later).
	ResolveOperand(o UnresolvedOperand, t Type) (*Value, error)
	// ResolveOperands resolves a list against a list of types (or one type
	// repeated when len(ts) == 1 and len(os) > 1).
	ResolveOperands(os []UnresolvedOperand, ts []Type) ([]*Value, error)

	// ParseType reads a type (aliases allowed).
	ParseType() (Type, error)
	// ParseOptionalType reads a type if one can start here.
	ParseOptionalType() (Type, bool, error)
	// ParseTypeList reads a comma-separated type list (no delimiters).
	ParseTypeList() ([]Type, error)
	// ParseColonType reads `: type`.
	ParseColonType() (Type, error)
	// ParseColonTypeList reads `: t1, t2`.
	ParseColonTypeList() ([]Type, error)
	// ParseArrowTypeList reads `-> t` or `-> (t1, t2)`.
	ParseArrowTypeList() ([]Type, error)
	// ParseOptionalArrowTypeList reads an arrow type list if '->' is next.
	ParseOptionalArrowTypeList() ([]Type, bool, error)
	// ParseFunctionType reads `(t1, t2) -> (r1)`.
	ParseFunctionType() (*FunctionType, error)

	// ParseAttribute reads an attribute; if t is not nil it is the type
	// implied for untyped literals (e.g. `42` in an index context).
	ParseAttribute(t Type) (Attribute, error)
	// ParseOptionalAttribute reads an attribute if one can start here.
	ParseOptionalAttribute(t Type) (Attribute, bool, error)
	// ParseOptionalAttrDict reads `{...}` into st.Attrs (moving inherent
	// attribute names into st.Props) if a '{' is next.
	ParseOptionalAttrDict(st *OperationState) error
	// ParseOptionalAttrDictWithKeyword reads `attributes {...}` if present.
	ParseOptionalAttrDictWithKeyword(st *OperationState) error
	// ParseProperties reads `<{...}>` into st.Props if present.
	ParseOptionalProperties(st *OperationState) error
	// ParseAffineMapOfSSAIds reads `[%a, %b + 1]`-style affine expressions
	// over SSA ids (affine.load/store/for bounds), returning the map and the
	// operands it uses (dims first, then symbols).
	ParseAffineMapOfSSAIds(d Delimiter) (*AffineMap, []UnresolvedOperand, error)
	// ParseAffineMinMaxBounds reads a parenthesized list of bounds over SSA
	// ids, each an expression or `keyword(expr, ...)` (affine.parallel's
	// `(max(%a, 0), %b)`), into one map over shared operands (dims first,
	// then symbols); groups[i] is the number of results of bound i.
	ParseAffineMinMaxBounds(keyword string) (m *AffineMap, groups []int, operands []UnresolvedOperand, err error)

	// ParseArgument reads `%name` optionally followed by `: type` (when
	// withType) and argument attributes (when withAttrs).
	ParseArgument(withType, withAttrs bool) (Argument, error)
	// ParseArgumentList reads a delimited list of arguments.
	ParseArgumentList(d Delimiter, withType, withAttrs bool) ([]Argument, error)
	// ParseRegion reads `{ ... }` into r; args are the entry block's
	// arguments when the syntax declares them outside the region (may be
	// nil). With args given, the entry block has no label of its own.
	ParseRegion(r *Region, args []Argument) error
	// ParseOptionalRegion reads a region if '{' is next.
	ParseOptionalRegion(r *Region, args []Argument) (bool, error)
	// ParseSuccessor reads `^bb3` and returns the block (forward
	// references allowed).
	ParseSuccessor() (*Block, error)
	// ParseOptionalSuccessor reads a successor if one is next.
	ParseOptionalSuccessor() (*Block, bool, error)
	// ParseOptionalLocation reads a trailing `loc(...)` if present.
	ParseOptionalLocation() (Attribute, bool, error)

	// PeekKeyword reports whether a bare identifier is next.
	PeekKeyword() bool
	// ParseOptionalString reads a string literal if one is next.
	ParseOptionalString() (string, bool)
	// ParseOptionalAngleBody reads a balanced `<...>` if '<' is next and
	// returns its text including the brackets (used for dialect attributes
	// printed without their `#dialect.name` prefix, e.g. `<fast>`).
	ParseOptionalAngleBody() (string, bool, error)
	// Def returns the definition of the op being parsed (nil if unknown).
	Def() *OpDef
}

// OpAsmPrinter is what custom print hooks (OpDef.Print) and the declarative
// format engine use to write an op's custom form. It mirrors MLIR's
// OpAsmPrinter. The printer has already written `%results = op.name`; hooks
// write what follows, starting with the leading space where needed.
type OpAsmPrinter interface {
	// WriteString writes raw text.
	WriteString(s string)
	// PrintOperand writes the SSA name of v (e.g. `%alloc_0`).
	PrintOperand(v *Value)
	// PrintOperands writes a comma-separated list of SSA names.
	PrintOperands(vs []*Value)
	// PrintType writes a type (using aliases where defined).
	PrintType(t Type)
	// PrintTypes writes a comma-separated type list.
	PrintTypes(ts []Type)
	// PrintArrowTypeList writes `-> t` or `-> (t1, t2)`; nothing when empty.
	PrintArrowTypeList(ts []Type)
	// PrintFunctionalType writes `(operand types) -> result types` for op.
	PrintFunctionalType(op *Operation)
	// PrintAttribute writes an attribute (using aliases where defined).
	PrintAttribute(a Attribute)
	// PrintAttributeWithoutType writes an attribute eliding its type
	// (`42` for `42 : index`).
	PrintAttributeWithoutType(a Attribute)
	// PrintOptionalAttrDict writes ` {a = 1}` for op's discardable attrs and
	// the inherent ones not in elided, skipping the names in elided.
	PrintOptionalAttrDict(op *Operation, elided ...string)
	// PrintOptionalAttrDictWithKeyword writes ` attributes {...}`.
	PrintOptionalAttrDictWithKeyword(op *Operation, elided ...string)
	// PrintSymbolName writes `@name` (quoted if needed).
	PrintSymbolName(name string)
	// PrintArgument writes a region argument: `%arg0: memref<4xf32> {attrs}`.
	PrintArgument(v *Value, withType bool, attrs []NamedAttr)
	// PrintRegion writes `{` region `}`. printEntryArgs prints the entry
	// block's label and arguments; printEmptyTerminator prints a
	// terminator without operands, results and attributes.
	PrintRegion(r *Region, printEntryArgs, printEmptyTerminator bool)
	// PrintSuccessor writes a block label `^bb1`.
	PrintSuccessor(b *Block)
	// PrintSuccessorAndUseList writes `^bb1(%a, %b : i32, i32)`.
	PrintSuccessorAndUseList(b *Block, operands []*Value)
	// PrintAffineMapOfSSAIds writes `[%a + 1, %b]`-style expressions.
	PrintAffineMapOfSSAIds(m *AffineMap, operands []*Value)
	// PrintNewline starts a new line at the current indentation (MLIR's
	// printNewline; the `\n` literal of a declarative format).
	PrintNewline()
	// IncreaseIndent and DecreaseIndent change the indentation of the
	// lines that PrintNewline and PrintRegion start, by one level.
	IncreaseIndent()
	DecreaseIndent()
	// PrintCustomOrGenericOp writes op inline, without its results (MLIR's
	// printCustomOrGenericOp: the masked op of vector.mask).
	PrintCustomOrGenericOp(op *Operation)
}

// PrintOptions control the printer.
type PrintOptions struct {
	// Generic prints every op in generic form (--mlir-print-op-generic).
	Generic bool
	// DebugInfo prints locations (--mlir-print-debuginfo).
	DebugInfo bool
	// ElideElementsAttrs prints a dense or sparse elements attribute of
	// more than ElideElementsLimit elements as `dense_resource<__elided__>`,
	// its type kept (--mlir-elide-elementsattrs-if-larger); splats, which
	// print as one element, are never elided (as in mlir-opt). For a
	// sparse attribute its indices and its values are counted apart.
	ElideElementsAttrs bool
	ElideElementsLimit int64
}
