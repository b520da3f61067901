package lsp

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// bigScript returns a script of about n lines: the default bot's rules,
// renamed, repeated.
func bigScript(t testing.TB, n int) string {
	src, err := os.ReadFile("../../eval/default.chs")
	require.NoError(t, err)
	_, rules, ok := strings.Cut(string(src), "module evaluation\n")
	require.True(t, ok)
	var b strings.Builder
	b.WriteString("module evaluation\n")
	for i := 0; strings.Count(b.String(), "\n") < n; i++ {
		b.WriteString(strings.NewReplacer("rule ", fmt.Sprintf("rule r%d_", i)).Replace(rules))
	}
	return b.String()
}

// BenchmarkAnalyze500 parses, checks and converts the diagnostics of a
// 500-line script: the work the server does on each change.
func BenchmarkAnalyze500(b *testing.B) {
	text := bigScript(b, 500)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		a := analyze("big.chs", text)
		_ = a.diagnostics()
	}
}

// BenchmarkChangeToDiagnostics500 measures, over JSON-RPC in-process, the
// time from a change of a 500-line script to its diagnostics.
func BenchmarkChangeToDiagnostics500(b *testing.B) {
	text := bigScript(b, 500)
	c := newClient(b)
	c.open(uri, text)
	edit := Range{Start: Position{3, 8}, End: Position{3, 8}}
	version := 1
	for b.Loop() {
		version++
		c.notify("textDocument/didChange", DidChangeTextDocumentParams{
			TextDocument:   VersionedTextDocumentIdentifier{URI: uri, Version: version},
			ContentChanges: []TextDocumentContentChangeEvent{{Range: &edit, Text: " "}},
		})
		if d := c.diagnostics(); d.Version != version {
			b.Fatalf("diagnostics of version %d, want %d", d.Version, version)
		}
	}
}
