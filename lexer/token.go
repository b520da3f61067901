package lexer

import "fmt"

// Kind is the kind of a token: a small integer indexing the names table.
type Kind uint8

// The token kinds.
const (
	EOF     Kind = iota
	ILLEGAL      // a character the lexer rejected (the error is already reported)
	NEWLINE      // the end of a logical line
	INDENT       // a line indented deeper than the one before: a block opens
	DEDENT       // a line indented less: a block closes

	IDENT    // maxTime, p, abs, me
	NUM      // 4, 0.25
	ROWLIT   // $4
	COLLIT   // $d
	CELLLIT  // $d4
	STRING   // "text"
	POSITION // 'rnbqkbnr/... w KQkq - 0 1' or 'KQk'

	LPAREN // (
	RPAREN // )
	LBRACK // [
	RBRACK // ]
	COMMA  // ,
	COLON  // :
	SEMI   // ;
	DOT    // .
	ASSIGN // =
	ARROW  // ->
	PLUS   // +
	MINUS  // -
	STAR   // *
	SLASH  // /
	CONCAT // ++
	EQ     // ==
	NE     // !=
	LT     // <
	LE     // <=
	GT     // >
	GE     // >=

	keywordStart
	MODULE // module
	RULE   // rule
	SYM    // sym
	SCORE  // score
	IF     // if
	ELSE   // else
	LET    // let
	PIECE  // piece
	CELL   // cell
	WITH   // with
	AND    // and
	OR     // or
	NOT    // not
	IN     // in
	TRUE   // true
	FALSE  // false
	keywordEnd
)

// names is the one table of token names: the spelling of operators and
// keywords, and an upper-case name for the other kinds.
var names = [...]string{
	EOF:      "EOF",
	ILLEGAL:  "ILLEGAL",
	NEWLINE:  "NEWLINE",
	INDENT:   "INDENT",
	DEDENT:   "DEDENT",
	IDENT:    "IDENT",
	NUM:      "NUM",
	ROWLIT:   "ROWLIT",
	COLLIT:   "COLLIT",
	CELLLIT:  "CELLLIT",
	STRING:   "STRING",
	POSITION: "POSITION",
	LPAREN:   "(",
	RPAREN:   ")",
	LBRACK:   "[",
	RBRACK:   "]",
	COMMA:    ",",
	COLON:    ":",
	SEMI:     ";",
	DOT:      ".",
	ASSIGN:   "=",
	ARROW:    "->",
	PLUS:     "+",
	MINUS:    "-",
	STAR:     "*",
	SLASH:    "/",
	CONCAT:   "++",
	EQ:       "==",
	NE:       "!=",
	LT:       "<",
	LE:       "<=",
	GT:       ">",
	GE:       ">=",

	keywordStart: "keywordStart",
	MODULE:       "module",
	RULE:         "rule",
	SYM:          "sym",
	SCORE:        "score",
	IF:           "if",
	ELSE:         "else",
	LET:          "let",
	PIECE:        "piece",
	CELL:         "cell",
	WITH:         "with",
	AND:          "and",
	OR:           "or",
	NOT:          "not",
	IN:           "in",
	TRUE:         "true",
	FALSE:        "false",
	keywordEnd:   "keywordEnd",
}

// String returns the kind's name: the spelling of an operator or keyword,
// an upper-case name (IDENT, NEWLINE, ...) otherwise.
func (k Kind) String() string {
	if int(k) < len(names) {
		return names[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// IsKeyword reports whether k is a keyword.
func (k Kind) IsKeyword() bool { return k > keywordStart && k < keywordEnd }

// keywords maps each keyword's spelling to its kind.
var keywords = func() map[string]Kind {
	m := make(map[string]Kind)
	for k := keywordStart + 1; k < keywordEnd; k++ {
		m[names[k]] = k
	}
	return m
}()

// Lookup returns the kind of the word: its keyword kind, or IDENT.
func Lookup(word string) Kind {
	if k, ok := keywords[word]; ok {
		return k
	}
	return IDENT
}

// continues holds the kinds after which a line break does not end the
// statement: the next line continues it (its indentation is ignored).
var continues = [keywordEnd]bool{
	COMMA: true, ARROW: true, ASSIGN: true, DOT: true,
	PLUS: true, MINUS: true, STAR: true, SLASH: true, CONCAT: true,
	EQ: true, NE: true, LT: true, LE: true, GT: true, GE: true,
	AND: true, OR: true, NOT: true, IN: true, WITH: true,
}

// Continues reports whether a line that ends with a token of kind k goes on
// to the next line.
func (k Kind) Continues() bool { return int(k) < len(continues) && continues[k] }

// Token is one token with its position and, for literals, its decoded value.
type Token struct {
	Kind Kind
	Pos  Pos
	// End is the position just after the token's last rune (the start of
	// the next line for a NEWLINE; Pos for INDENT, DEDENT and EOF).
	End Pos
	// Text is the identifier's name or the keyword's spelling, the decoded
	// string, the text of a position literal (without quotes), or a
	// literal's source spelling (for NUM, ROWLIT, COLLIT and CELLLIT, "$"
	// included).
	Text string
	// Num is a NUM's value in thousandths (4.25 is 4250).
	Num int64
	// Integral reports whether a NUM was written without a decimal point.
	Integral bool
	// Row and Col are the row (1-16) and column (1-16, a is 1) of a ROWLIT,
	// COLLIT or CELLLIT literal, as written (the checker tests them against
	// the game's board); the other one is 0 for a ROWLIT or a COLLIT.
	Row, Col int
}

// String describes the token for error messages: `"score"` for keywords
// and operators, `identifier p`, `number 4.5`, `end of line`, ...
func (t Token) String() string {
	switch t.Kind {
	case EOF:
		return "end of file"
	case ILLEGAL:
		return "invalid character"
	case NEWLINE:
		return "end of line"
	case INDENT:
		return "indented line"
	case DEDENT:
		return "end of block"
	case IDENT:
		return "identifier " + t.Text
	case NUM:
		return "number " + t.Text
	case ROWLIT:
		return "row " + t.Text
	case COLLIT:
		return "col " + t.Text
	case CELLLIT:
		return "cell " + t.Text
	case STRING:
		return fmt.Sprintf("string %q", t.Text)
	case POSITION:
		return "position '" + t.Text + "'"
	}
	return fmt.Sprintf("%q", t.Kind.String())
}
