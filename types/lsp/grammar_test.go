package lsp

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/lexer/errtest"
)

// The TextMate grammar of docs/editor is tested by a small TextMate
// tokenizer written here: it runs the grammar's rules (match with captures,
// begin/end with inner patterns, includes from the repository) line by
// line, with Go's regexp, which reads every regexp of the grammar (the
// grammar keeps to RE2: no lookbehind or lookahead), and reports the scope
// of each byte. At each position the rule whose match starts first wins,
// the first listed on a tie, as in TextMate.

// tmRule is one rule of a TextMate grammar.
type tmRule struct {
	Name     string                           `json:"name"`
	Match    string                           `json:"match"`
	Begin    string                           `json:"begin"`
	End      string                           `json:"end"`
	Include  string                           `json:"include"`
	Captures map[string]struct{ Name string } `json:"captures"`
	Patterns []*tmRule                        `json:"patterns"`

	match, begin, end *regexp.Regexp
}

// tmGrammar is a TextMate grammar.
type tmGrammar struct {
	ScopeName  string             `json:"scopeName"`
	Patterns   []*tmRule          `json:"patterns"`
	Repository map[string]*tmRule `json:"repository"`
}

// loadGrammar reads and compiles the grammar.
func loadGrammar(t *testing.T) *tmGrammar {
	data, err := os.ReadFile("../../docs/editor/vscode/syntaxes/chespel.tmLanguage.json")
	require.NoError(t, err)
	var g tmGrammar
	require.NoError(t, json.Unmarshal(data, &g))
	g.Patterns = g.expand(t, g.Patterns)
	return &g
}

// expand resolves includes and compiles the regexps of rules.
func (g *tmGrammar) expand(t *testing.T, rules []*tmRule) []*tmRule {
	var out []*tmRule
	for _, r := range rules {
		if r.Include != "" {
			inc, ok := g.Repository[strings.TrimPrefix(r.Include, "#")]
			require.True(t, ok, "include %s", r.Include)
			r = inc
		}
		if r.Match == "" && r.Begin == "" {
			out = append(out, g.expand(t, r.Patterns)...)
			continue
		}
		compile := func(src string) *regexp.Regexp {
			if src == "" {
				return nil
			}
			re, err := regexp.Compile(src)
			require.NoError(t, err, "rule %s: Go's regexp reads %q", r.Name, src)
			return re
		}
		r.match, r.begin, r.end = compile(r.Match), compile(r.Begin), compile(r.End)
		r.Patterns = g.expand(t, r.Patterns)
		out = append(out, r)
	}
	return out
}

// firstMatch returns the first match of re in line that starts at i or
// later (matching the whole line, so that ^ and \b see the text before i).
func firstMatch(re *regexp.Regexp, line string, i int) []int {
	for _, loc := range re.FindAllStringSubmatchIndex(line, -1) {
		if loc[0] >= i {
			return loc
		}
	}
	return nil
}

// earliest returns the rule of rules whose match (or begin) comes first at
// or after i, with the match.
func earliest(rules []*tmRule, line string, i int) (*tmRule, []int) {
	var best *tmRule
	var bestLoc []int
	for _, r := range rules {
		re := r.match
		if re == nil {
			re = r.begin
		}
		if loc := firstMatch(re, line, i); loc != nil && (best == nil || loc[0] < bestLoc[0]) {
			best, bestLoc = r, loc
		}
	}
	return best, bestLoc
}

// scopes returns the scope of each byte of each line ("" for none).
func (g *tmGrammar) scopes(lines []string) [][]string {
	var out [][]string
	var open *tmRule // the begin/end rule the line starts in
	for _, line := range lines {
		sc := make([]string, len(line))
		fill := func(a, b int, name string) {
			for k := a; k < b && k < len(sc); k++ {
				if name != "" {
					sc[k] = name
				}
			}
		}
		for i := 0; i <= len(line); {
			if open != nil {
				end := firstMatch(open.end, line, i)
				inner, loc := earliest(open.Patterns, line, i)
				if inner != nil && (end == nil || loc[0] < end[0]) {
					fill(i, loc[1], open.Name)
					fill(loc[0], loc[1], inner.Name)
					i = max(loc[1], loc[0]+1)
					continue
				}
				if end == nil {
					fill(i, len(line), open.Name)
					break
				}
				fill(i, end[1], open.Name)
				open, i = nil, end[1]
				continue
			}
			r, loc := earliest(g.Patterns, line, i)
			if r == nil {
				break
			}
			fill(loc[0], loc[1], r.Name)
			if r.begin != nil {
				open = r
				i = loc[1]
				continue
			}
			for k, c := range r.Captures {
				var n int
				fmt.Sscan(k, &n)
				if 2*n+1 < len(loc) && loc[2*n] >= 0 {
					fill(loc[2*n], loc[2*n+1], c.Name)
				}
			}
			i = max(loc[1], loc[0]+1)
		}
		out = append(out, sc)
	}
	return out
}

// wantScope returns the scope prefix that a token of kind k must get, or
// "" for a token that needs none (names, line structure).
func wantScope(k lexer.Kind) string {
	switch k {
	case lexer.NUM:
		return "constant.numeric"
	case lexer.ROWLIT, lexer.COLLIT, lexer.CELLLIT:
		return "constant.other.board"
	case lexer.STRING:
		return "string.quoted.double"
	case lexer.POSITION:
		return "string.quoted.single"
	case lexer.TRUE, lexer.FALSE:
		return "constant.language"
	case lexer.LPAREN, lexer.RPAREN, lexer.LBRACK, lexer.RBRACK, lexer.COMMA, lexer.COLON, lexer.SEMI, lexer.DOT:
		return "punctuation"
	case lexer.ASSIGN, lexer.ARROW, lexer.PLUS, lexer.MINUS, lexer.STAR, lexer.SLASH, lexer.CONCAT,
		lexer.EQ, lexer.NE, lexer.LT, lexer.LE, lexer.GT, lexer.GE:
		return "keyword.operator"
	}
	if k.IsKeyword() {
		return "keyword"
	}
	return ""
}

// byteCol returns the byte offset in line of the 1-based rune column col.
func byteCol(line string, col int) int {
	off := 0
	for c := 1; c < col && off < len(line); c++ {
		_, w := utf8.DecodeRuneInString(line[off:])
		off += w
	}
	return off
}

// TestGrammarCoversTheLexer runs the grammar and the lexer over every
// script of the project and the docs' examples: every keyword, literal,
// operator and comment that the lexer finds gets a scope of its kind, on
// its first and last character.
func TestGrammarCoversTheLexer(t *testing.T) {
	g := loadGrammar(t)
	assert.Equal(t, "source.chespel", g.ScopeName)
	kinds := map[string]bool{}
	checked := 0
	for _, s := range grammarScripts(t) {
		lines := strings.Split(string(s.src), "\n")
		scopes := g.scopes(lines)
		scopeAt := func(p lexer.Pos) string {
			if p.Line < 1 || p.Line > len(lines) {
				return ""
			}
			off := byteCol(lines[p.Line-1], p.Col)
			if off >= len(scopes[p.Line-1]) {
				return ""
			}
			return scopes[p.Line-1][off]
		}
		var errs lexer.ErrorList
		l := lexer.New(s.name, s.src, &errs)
		for tok := l.Next(); tok.Kind != lexer.EOF; tok = l.Next() {
			want := wantScope(tok.Kind)
			if want == "" || tok.End.Line != tok.Pos.Line {
				continue
			}
			last := lexer.Pos{Line: tok.Pos.Line, Col: tok.End.Col - 1}
			for _, p := range []lexer.Pos{tok.Pos, last} {
				got := scopeAt(p)
				if !assert.True(t, strings.HasPrefix(got, want), "%s:%s: %s %q: scope %q, want %s...", s.name, p, tok.Kind, tok.Text, got, want) {
					break
				}
			}
			kinds[tok.Kind.String()] = true
			checked++
		}
		for _, c := range l.Comments() {
			got := scopeAt(c.Pos)
			assert.True(t, strings.HasPrefix(got, "comment."), "%s:%s: comment %q: scope %q", s.name, c.Pos, c.Text, got)
			kinds["comment"] = true
			checked++
		}
	}
	for k := lexer.Kind(0); k < 255; k++ {
		if wantScope(k) != "" && k != lexer.SEMI || k.IsKeyword() {
			assert.True(t, kinds[k.String()], "the project's scripts hold a token %s, so that the test sees it", k)
		}
	}
	assert.True(t, kinds["comment"], "comments seen")
	assert.Greater(t, checked, 1000, "tokens checked")
}

// grammarScript is a script of the project.
type grammarScript struct {
	name string
	src  []byte
}

// grammarScripts returns the .chs files of the project and the ```chespel
// blocks of its markdown pages.
func grammarScripts(t *testing.T) []grammarScript {
	var out []grammarScript
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "fuzz") {
			return filepath.SkipDir
		}
		switch {
		case strings.HasSuffix(path, ".chs"):
			src, err := os.ReadFile(path)
			out = append(out, grammarScript{path, src})
			return err
		case strings.HasSuffix(path, ".md"):
			page, err := os.ReadFile(path)
			for _, b := range errtest.ChespelBlocks(string(page)) {
				out = append(out, grammarScript{fmt.Sprintf("%s:%d", path, b.Line), []byte(b.Src)})
			}
			return err
		}
		return nil
	})
	require.NoError(t, err)
	return out
}
