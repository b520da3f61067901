package lsp

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const uri = "file:///tmp/bot.chs"

// bot is a small script; line 3 (0-based) holds p.isPassed.
const bot = `module evaluation
sym rule pawns:
	piece p with player == me, type == pawn:
		if (p.isPassed) score 0.5 "passed"
		let bonus = 0.25 * 2
		score bonus * p.rank
`

// TestDiagnosticsOpenChangeFix opens a document with an error, gets the
// diagnostic with the range of the misspelt function, fixes it with an
// incremental change and gets no diagnostic.
func TestDiagnosticsOpenChangeFix(t *testing.T) {
	c := newClient(t)
	broken := strings.Replace(bot, "p.isPassed", "p.isPased", 1)
	d := c.open(uri, broken)
	require.Len(t, d.Diagnostics, 1, "one error: %+v", d.Diagnostics)
	got := d.Diagnostics[0]
	assert.Equal(t, "piece has no function isPased; did you mean isPassed?", got.Message)
	assert.Equal(t, SeverityError, got.Severity)
	assert.Equal(t, Range{Start: Position{3, 8}, End: Position{3, 15}}, got.Range, "the range of isPased")

	var actions []CodeAction
	c.call("textDocument/codeAction", CodeActionParams{TextDocument: TextDocumentIdentifier{URI: uri}, Range: got.Range}, &actions)
	require.Len(t, actions, 1, "a quick fix")
	assert.Equal(t, "Change to isPassed", actions[0].Title)
	edit := actions[0].Edit.Changes[uri]
	require.Len(t, edit, 1)
	assert.Equal(t, TextEdit{Range: got.Range, NewText: "isPassed"}, edit[0], "the fix replaces the name")

	c.notify("textDocument/didChange", DidChangeTextDocumentParams{
		TextDocument:   VersionedTextDocumentIdentifier{URI: uri, Version: 2},
		ContentChanges: []TextDocumentContentChangeEvent{{Range: &edit[0].Range, Text: "isPassed"}},
	})
	d = c.diagnostics()
	assert.Equal(t, 2, d.Version)
	assert.Empty(t, d.Diagnostics, "fixed")
}

// TestDiagnosticsWithSyntaxErrors checks that the checker still runs when
// the parser found errors: the type error of another line is reported too.
func TestDiagnosticsWithSyntaxErrors(t *testing.T) {
	c := newClient(t)
	d := c.open(uri, "module evaluation\nrule a:\n\tscore 1 +\nrule b:\n\tscore me.materal\n")
	var msgs []string
	for _, x := range d.Diagnostics {
		msgs = append(msgs, x.Message)
	}
	require.Len(t, msgs, 2, "%q", msgs)
	assert.Contains(t, msgs[0], "want an expression")
	assert.Equal(t, "player has no function materal; did you mean material?", msgs[1])
}

// TestHover hovers on p.isPassed, a let and a loop variable.
func TestHover(t *testing.T) {
	c := newClient(t)
	c.open(uri, bot)
	var h Hover
	c.call("textDocument/hover", at(uri, 3, 10), &h)
	assert.Contains(t, h.Contents.Value, "piece.isPassed bool", "signature")
	assert.Contains(t, h.Contents.Value, "with no opposing pawn ahead of it", "doc")
	assert.Contains(t, h.Contents.Value, "Example:\n```chespel\nif (p.isPassed) score 0.5", "example")
	assert.Equal(t, &Range{Start: Position{3, 8}, End: Position{3, 16}}, h.Range)

	c.call("textDocument/hover", at(uri, 5, 9), &h)
	assert.Equal(t, "```chespel\nlet bonus: num = 0.25 * 2\n```\n`bonus = 0.5`, declared on line 5", h.Contents.Value, "a constant let: its value")

	c.call("textDocument/hover", at(uri, 3, 7), &h)
	assert.Equal(t, "```chespel\nloop variable p: piece\n```\ndeclared on line 3", h.Contents.Value, "a loop variable")
}

// TestCompletion completes after "p." and at the start of a statement.
func TestCompletion(t *testing.T) {
	c := newClient(t)
	text := strings.Replace(bot, "\t\tlet bonus", "\t\tscore p.\n\t\tlet bonus", 1)
	c.open(uri, text)
	var list CompletionList
	c.call("textDocument/completion", at(uri, 4, 10), &list)
	labels := map[string]CompletionItemKind{}
	for _, it := range list.Items {
		labels[it.Label] = it.Kind
	}
	assert.Equal(t, KindMethod, labels["isPassed"], "a piece function")
	assert.Equal(t, KindMethod, labels["value"], "a piece function")
	assert.NotContains(t, labels, "inCenter", "a cell function is not offered on a piece")
	assert.NotContains(t, labels, "score", "no keyword after a dot")

	c.call("textDocument/completion", at(uri, 6, 9), &list)
	labels = map[string]CompletionItemKind{}
	for _, it := range list.Items {
		labels[it.Label] = it.Kind
	}
	assert.Equal(t, KindVariable, labels["p"], "the loop variable")
	assert.Equal(t, KindVariable, labels["bonus"], "the let before")
	assert.Equal(t, KindKeyword, labels["score"], "a keyword")
	assert.Equal(t, KindConstant, labels["knight"], "a piece type")
	assert.Equal(t, KindConstant, labels["foe"], "a player")
	assert.Equal(t, KindFunction, labels["abs"], "a global function")
}

// TestDefinitionAndReferences goes from a use of a let to its declaration
// and lists its uses.
func TestDefinitionAndReferences(t *testing.T) {
	c := newClient(t)
	c.open(uri, bot)
	var locs []Location
	c.call("textDocument/definition", at(uri, 5, 9), &locs)
	assert.Equal(t, []Location{{URI: uri, Range: Range{Start: Position{4, 6}, End: Position{4, 11}}}}, locs, "the let's name")

	params := ReferenceParams{TextDocumentPositionParams: at(uri, 4, 7)}
	params.Context.IncludeDeclaration = true
	c.call("textDocument/references", params, &locs)
	require.Len(t, locs, 2)
	assert.Equal(t, Position{5, 8}, locs[1].Range.Start, "the use")

	c.call("textDocument/definition", at(uri, 5, 16), &locs)
	assert.Equal(t, Position{2, 7}, locs[0].Range.Start, "p's loop")
}

// TestFormatting formats a document as chespel fmt does.
func TestFormatting(t *testing.T) {
	c := newClient(t)
	c.open(uri, "module evaluation\nrule a:\n    score 1+2;\n")
	var edits []TextEdit
	c.call("textDocument/formatting", DocumentFormattingParams{TextDocument: TextDocumentIdentifier{URI: uri}}, &edits)
	require.Len(t, edits, 1)
	assert.Equal(t, "module evaluation\nrule a:\n\tscore 1 + 2\n", edits[0].NewText)
	assert.Equal(t, Range{End: Position{3, 0}}, edits[0].Range, "the whole text")
}

// TestDocumentSymbols lists the modules, the endgame blocks and the rules.
func TestDocumentSymbols(t *testing.T) {
	c := newClient(t)
	c.open(uri, "module endgame\nendgame 'KQk':\n\trule mate:\n\t\tscore 1\n\nmodule evaluation\nrule a:\n\tscore 1\n")
	var syms []DocumentSymbol
	c.call("textDocument/documentSymbol", DocumentSymbolParams{TextDocument: TextDocumentIdentifier{URI: uri}}, &syms)
	require.Len(t, syms, 2)
	assert.Equal(t, "module endgame", syms[0].Name)
	require.Len(t, syms[0].Children, 1)
	assert.Equal(t, "endgame 'KQk'", syms[0].Children[0].Name)
	assert.Equal(t, "mate", syms[0].Children[0].Children[0].Name)
	assert.Equal(t, "a", syms[1].Children[0].Name)
	assert.Equal(t, Range{Start: Position{6, 0}, End: Position{7, 8}}, syms[1].Children[0].Range, "the rule's range")
}

// TestCompletionOfTheGamesPieces offers the piece types of the bot's game:
// xiangqi's, not chess's.
func TestCompletionOfTheGamesPieces(t *testing.T) {
	c := newClient(t)
	c.open(uri, "module search\ngame = \"xiangqi\"\n\nmodule evaluation\nrule a:\n\tpiece p with type == \n")
	var list CompletionList
	c.call("textDocument/completion", at(uri, 6, 22), &list)
	labels := map[string]CompletionItemKind{}
	for _, it := range list.Items {
		labels[it.Label] = it.Kind
	}
	assert.Equal(t, KindConstant, labels["cannon"], "a xiangqi piece")
	assert.NotContains(t, labels, "queen", "no chess piece in xiangqi")

	var h Hover
	c.open("file:///tmp/x.chs", "module search\ngame = \"xiangqi\"\n\nmodule evaluation\nrule a:\n\tpiece p with type == cannon:\n\t\tscore 1\n")
	c.call("textDocument/hover", at("file:///tmp/x.chs", 5, 24), &h)
	assert.Equal(t, "```chespel\ncannon: type\n```\na piece type of the game", h.Contents.Value)
}

// TestCompletionOfModulesAndSettings completes a module's name and a
// setting of the search module.
func TestCompletionOfModulesAndSettings(t *testing.T) {
	c := newClient(t)
	c.open(uri, "module search\nma\n\nmodule ev\n")
	var list CompletionList
	c.call("textDocument/completion", at(uri, 1, 2), &list)
	var labels []string
	for _, it := range list.Items {
		labels = append(labels, it.Label)
	}
	assert.Equal(t, []string{"game", "maxDepth", "maxTime"}, labels, "the settings")
	c.call("textDocument/completion", at(uri, 3, 9), &list)
	labels = nil
	for _, it := range list.Items {
		labels = append(labels, it.Label)
	}
	assert.Equal(t, []string{"endgame", "evaluation", "opening", "search"}, labels, "the modules")
}

// TestHandlerRecovers: a panic while answering a request (here a document
// without its analysis, which the server never leaves) is answered as an
// internal error instead of ending the server, as jsonrpc2 lets it.
func TestHandlerRecovers(t *testing.T) {
	s := &server{docs: map[string]*document{uri: {uri: uri}}}
	params := json.RawMessage(`{"textDocument":{"uri":"` + uri + `"},"position":{"line":0,"character":0}}`)
	_, err := s.handle(context.Background(), nil, &jsonrpc2.Request{Method: "textDocument/hover", Params: &params})
	var rpcErr *jsonrpc2.Error
	require.ErrorAs(t, err, &rpcErr)
	assert.Equal(t, int64(jsonrpc2.CodeInternalError), rpcErr.Code)
	assert.Equal(t, "internal error in textDocument/hover: runtime error: invalid memory address or nil pointer dereference; please report it", rpcErr.Message)
}

// TestCompletionOfDeclarations offers the evaluation module's tables and
// module-level lets in a rule, a counting expression's variable in its
// conditions, and a table's functions after its name and a dot.
func TestCompletionOfDeclarations(t *testing.T) {
	c := newClient(t)
	c.open(uri, "module evaluation\nlet pawns = 1\ntable pst = ["+strings.Repeat("0, ", 63)+"0]\nrule a:\n\tscore count(piece q with q.isPassed, q) + pst.\n")
	var list CompletionList
	c.call("textDocument/completion", at(uri, 4, 39), &list)
	labels := map[string]string{}
	for _, it := range list.Items {
		labels[it.Label] = it.Detail
	}
	assert.Equal(t, "num", labels["pawns"], "a module-level let")
	assert.Equal(t, "table", labels["pst"], "a table")
	assert.Equal(t, "piece", labels["q"], "the count's variable")
	c.call("textDocument/completion", at(uri, 4, 47), &list)
	var methods []string
	for _, it := range list.Items {
		methods = append(methods, it.Label)
	}
	assert.Equal(t, []string{"at", "of"}, methods, "a table's functions")
}
