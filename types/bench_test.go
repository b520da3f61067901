package types

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chespel/chespel/parser"
	"github.com/stretchr/testify/require"
)

// script500 returns a script of about 500 lines: the library bot's rules
// repeated under new names until the evaluation module is long enough.
func script500(tb testing.TB) []byte {
	src, err := os.ReadFile("testdata/library.chs")
	require.NoError(tb, err)
	_, rest, ok := strings.Cut(string(src), "module evaluation\n")
	require.True(tb, ok)
	const marker = "\n// Declarations of the evaluation module"
	rules, decls, ok := strings.Cut(rest, marker)
	require.True(tb, ok)
	decls = marker + decls
	var b strings.Builder
	b.WriteString("module search\nmaxTime = 2\n\nmodule evaluation\n" + decls) // the declarations once
	for i := 0; strings.Count(b.String(), "\n") < 500; i++ {
		b.WriteString(strings.NewReplacer("rule globals", fmt.Sprintf("rule globals%d", i),
			"rule player", fmt.Sprintf("rule player%d", i), "rule pieces", fmt.Sprintf("rule pieces%d", i),
			"rule pawns", fmt.Sprintf("rule pawns%d", i), "rule cells", fmt.Sprintf("rule cells%d", i),
			"rule text", fmt.Sprintf("rule text%d", i)).Replace(rules))
	}
	return []byte(b.String())
}

// BenchmarkLoad500 lexes, parses and checks a script of about 500 lines.
func BenchmarkLoad500(b *testing.B) {
	src := script500(b)
	prog, errs := Load("bench.chs", src)
	require.NotNil(b, prog, "%s", errs)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Load("bench.chs", src)
	}
}

// BenchmarkLoadSample loads the project's sample bot when it is present
// (it lives outside the repository).
func BenchmarkLoadSample(b *testing.B) {
	src, err := os.ReadFile("../../shared/examples/sample.chs")
	if err != nil {
		b.Skip("../../shared/examples/sample.chs is absent")
	}
	b.ReportAllocs()
	for b.Loop() {
		Load("sample.chs", src)
	}
}

// TestScript500 checks that the benchmark's script is clean and as long as
// it claims.
func TestScript500(t *testing.T) {
	src := script500(t)
	_, errs := Load("bench.chs", src)
	require.Empty(t, errs)
	require.GreaterOrEqual(t, strings.Count(string(src), "\n"), 500)
}

// BenchmarkCheck500 checks the parsed 500-line script: the checker's share
// of BenchmarkLoad500.
func BenchmarkCheck500(b *testing.B) {
	src := script500(b)
	f, err := parser.ParseFile("bench.chs", src)
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, errs := Check(f); errs.Errors() > 0 {
			b.Fatal(errs)
		}
	}
}
