package lexer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dump formats tokens one a line: position, kind, and the decoded value of
// a literal.
func dump(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		fmt.Fprintf(&b, "%s %s", t.Pos, t.Kind)
		switch t.Kind {
		case IDENT:
			fmt.Fprintf(&b, " %s", t.Text)
		case NUM:
			fmt.Fprintf(&b, " %s =%d integral=%v", t.Text, t.Num, t.Integral)
		case ROWLIT, COLLIT, CELLLIT:
			fmt.Fprintf(&b, " %s col=%d row=%d", t.Text, t.Col, t.Row)
		case STRING:
			fmt.Fprintf(&b, " %q", t.Text)
		case POSITION:
			fmt.Fprintf(&b, " '%s'", t.Text)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestScanGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.chs")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		toks, errs := Scan(file, src)
		assert.Empty(t, errs, "%s: lexer errors", file)
		checkGolden(t, strings.TrimSuffix(file, ".chs")+".tokens", dump(toks))
	}
}

func TestCRLFGivesTheSameTokens(t *testing.T) {
	src, err := os.ReadFile("testdata/bot.chs")
	require.NoError(t, err)
	lf, _ := Scan("bot.chs", src)
	crlf, errs := Scan("bot.chs", []byte(strings.ReplaceAll(string(src), "\n", "\r\n")))
	assert.Empty(t, errs)
	assert.Equal(t, dump(lf), dump(crlf))
}

func TestErrorColumns(t *testing.T) {
	tests := []struct{ src, want string }{
		{"x = $d17", "1:7: row must be 1-16, got 17"},
		{"x = $q4", "1:6: col must be a-p, got q"},
		{"x = $", `1:6: want a row ($4), col ($d) or cell ($d4) after $, got end of file`},
		{"x = $d4e", `1:8: unexpected 'e' after $d4: rows are $1-$16, cols $a-$p, cells $a1-$p16`},
		{"x = \"a\\tb\"", `1:7: unknown escape \t in string: want \" or \\`},
		{"x = \"ab", `1:5: unterminated string: want a closing " on the same line`},
		{"x = 'ab\ny", `1:5: unterminated position: want a closing ' on the same line`},
		{"x /* never\n closed", `1:3: unterminated comment: want */ to close the /* opened here`},
		{"x = 10000.0005", "1:5: number 10000.0005 is out of range: want at most 10000"},
		{"x = 99999999999999999999999", "1:5: number 99999999999999999999999 is out of range: want at most 10000"},
		{"x ! y", "1:3: unexpected !; want != (write not for negation)"},
		{"é = x @ y", "1:7: unexpected character '@'"},
		{"a:\n\tb\n  c", "3:1: indentation mixes tabs and spaces: got spaces, want tabs as on line 2"},
		{"a:\n    b\n      c\n  d", "4:3: unindent does not match any enclosing block: got 2 columns of indentation, want one of 0, 4"},
	}
	for _, tt := range tests {
		_, errs := Scan("", []byte(tt.src))
		require.NotEmpty(t, errs, "%q", tt.src)
		assert.Equal(t, tt.want, errs[0].Error(), "%q", tt.src)
		assert.True(t, InSource([]byte(tt.src), errs[0].Pos), "%q: position %s outside the source", tt.src, errs[0].Pos)
	}
}

func TestNums(t *testing.T) {
	tests := []struct {
		src      string
		num      int64
		integral bool
	}{
		{"0", 0, true},
		{"4", 4000, true},
		{"4.0", 4000, false},
		{"0.2", 200, false},
		{"0.25", 250, false},
		{"2.125", 2125, false},
		{"0.0005", 1, false},
		{"0.0004", 0, false},
		{"0.9995", 1000, false},
		{"1.23456", 1235, false},
		{"10000", 10000000, true},
		{"9999.9999", 10000000, false},
		{"007", 7000, true},
	}
	for _, tt := range tests {
		toks, errs := Scan("", []byte(tt.src))
		require.Empty(t, errs, "%s", tt.src)
		assert.Equal(t, NUM, toks[0].Kind, "%s", tt.src)
		assert.Equal(t, tt.num, toks[0].Num, "%s", tt.src)
		assert.Equal(t, tt.integral, toks[0].Integral, "%s", tt.src)
	}
}

func TestBoardLiterals(t *testing.T) {
	tests := []struct {
		src      string
		kind     Kind
		col, row int
	}{
		{"$1", ROWLIT, 0, 1},
		{"$8", ROWLIT, 0, 8},
		{"$a", COLLIT, 1, 0},
		{"$h", COLLIT, 8, 0},
		{"$a1", CELLLIT, 1, 1},
		{"$d4", CELLLIT, 4, 4},
		{"$h8", CELLLIT, 8, 8},
	}
	for _, tt := range tests {
		toks, errs := Scan("", []byte(tt.src))
		require.Empty(t, errs, "%s", tt.src)
		got := toks[0]
		assert.Equal(t, []any{tt.kind, tt.col, tt.row, tt.src}, []any{got.Kind, got.Col, got.Row, got.Text}, "%s", tt.src)
	}
}

// kinds returns the kinds of the tokens of src, as a string.
func kinds(src string) string {
	toks, _ := Scan("", []byte(src))
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.Kind.String()
	}
	return strings.Join(parts, " ")
}

func TestLineStructure(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"empty", "", "EOF"},
		{"blank lines only", "\n\n  \n// c\n/* c */\n", "EOF"},
		{"no final newline", "a", "IDENT NEWLINE EOF"},
		{"block", "a:\n\tb\nc\n", "IDENT : NEWLINE INDENT IDENT NEWLINE DEDENT IDENT NEWLINE EOF"},
		{"blocks closed at the end", "a:\n b:\n  c", "IDENT : NEWLINE INDENT IDENT : NEWLINE INDENT IDENT NEWLINE DEDENT DEDENT EOF"},
		{"two dedents at once", "a:\n b:\n  c\nd", "IDENT : NEWLINE INDENT IDENT : NEWLINE INDENT IDENT NEWLINE DEDENT DEDENT IDENT NEWLINE EOF"},
		{"blank and comment lines keep the block", "a:\n\tb\n\n// x\n  \t\n\tc", "IDENT : NEWLINE INDENT IDENT NEWLINE IDENT NEWLINE DEDENT EOF"},
		{"parentheses join lines", "a(b,\nc\n)\nd", "IDENT ( IDENT , IDENT ) NEWLINE IDENT NEWLINE EOF"},
		{"brackets join lines", "[\n]", "[ ] NEWLINE EOF"},
		{"comma continues", "a,\n\t\t\tb", "IDENT , IDENT NEWLINE EOF"},
		{"arrow continues", "'x' ->\n\t'y';", "POSITION -> POSITION ; NEWLINE EOF"},
		{"operator continues", "a and\n b ++\nc", "IDENT and IDENT ++ IDENT NEWLINE EOF"},
		{"comment after a continuation", "a + // c\n\n  b", "IDENT + IDENT NEWLINE EOF"},
		{"semicolon ends nothing by itself", "a; b\n", "IDENT ; IDENT NEWLINE EOF"},
		{"keyword after dot is a name", "p.cell.piece", "IDENT . IDENT . IDENT NEWLINE EOF"},
		{"keywords", "cell piece with in not", "cell piece with in not NEWLINE EOF"},
		{"block comment across lines is space", "a /* x\ny */ b", "IDENT IDENT NEWLINE EOF"},
		{"operators", "( ) [ ] , : ; . = -> + - * / ++ == != < <= > >=",
			"( ) [ ] , : ; . = -> + - * / ++ == != < <= > >= NEWLINE EOF"},
		{"number then dot", "4.x", "NUM . IDENT NEWLINE EOF"},
		{"a statement keyword ends an open bracket", "a(b\n\tscore", "IDENT ( IDENT NEWLINE INDENT score NEWLINE DEDENT EOF"},
		{"a statement keyword ends a continuation", "a +\nrule", "IDENT + NEWLINE rule NEWLINE EOF"},
		{"other words continue", "a(b\nscored)\n", "IDENT ( IDENT IDENT ) NEWLINE EOF"},
		{"keywords of expressions continue", "a(b\nnot c)\n", "IDENT ( IDENT not IDENT ) NEWLINE EOF"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, kinds(tt.src), tt.name)
	}
}

func TestPositions(t *testing.T) {
	toks, errs := Scan("", []byte("\tscore é \"x\"\r\nlet"))
	require.Empty(t, errs)
	var got []string
	for _, tok := range toks {
		got = append(got, tok.Kind.String()+"@"+tok.Pos.String())
	}
	want := []string{"INDENT@1:2", "score@1:2", "IDENT@1:8", "STRING@1:10", "NEWLINE@1:13",
		"DEDENT@2:1", "let@2:1", "NEWLINE@2:4", "EOF@2:4"}
	assert.Equal(t, want, got)
}
