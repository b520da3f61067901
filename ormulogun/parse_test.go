package ormulogun

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSeedExamplesPrintBack(t *testing.T) {
	for _, src := range seedExamples {
		s, err := Parse(src)
		require.NoError(t, err, src)
		assert.Equal(t, src, s.String(), "String of %s", src)
		again, err := Parse(s.String())
		require.NoError(t, err, src)
		assert.Equal(t, s, again, "reparse of %s", src)
	}
}

func TestParseStructure(t *testing.T) {
	s, err := Parse("P{*|12345}p{FP|RP+1RP+2}")
	require.NoError(t, err)
	require.Len(t, s.Pieces, 2)
	assert.Equal(t, byte('P'), s.Pieces[0].Letter)
	assert.Len(t, s.Pieces[0].Filters[0].Ranks.Items, 5)
	p := s.Pieces[1]
	assert.Equal(t, 11, p.Col)
	assert.Equal(t, Term{Kind: FileOf, Letter: 'P', Ref: 0, Col: 13}, p.Filters[0].Files.Items[0].First)
	ranks := p.Filters[0].Ranks.Items
	require.Len(t, ranks, 2)
	assert.Equal(t, Term{Kind: RankOf, Letter: 'P', Ref: 0, Col: 16}, ranks[0].First)
	assert.Equal(t, []Modifier{{Term: Term{Kind: Number, Value: 1, Col: 19}}}, ranks[0].Mods)
	assert.Equal(t, 1, s.Count('P'))
	assert.Equal(t, 0, s.Count('K'))
}

func TestParseModifiers(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want string // items of the rank list, one a field
	}{
		{"B{*|@@+2@+4}", "@ @+2 @+4"},
		{"B{*|7-@}", "7-@"},
		{"B{*|@+1+2-3}", "@+1+2-3"},
		{"B{*|9-2@8}", "9-2 @ 8"},
		{"KB{*|FK-RK+@}", "FK-RK+@"},
	} {
		s, err := Parse(tc.src)
		require.NoError(t, err, tc.src)
		last := s.Pieces[len(s.Pieces)-1]
		var items []string
		for _, it := range last.Filters[0].Ranks.Items {
			items = append(items, Coords{Items: []Item{it}}.String())
		}
		assert.Equal(t, tc.want, strings.Join(items, " "), tc.src)
	}
}

func TestParseReferencesMostRecentPiece(t *testing.T) {
	s, err := Parse("PKPp{FP|RK}P{FP|*}")
	require.NoError(t, err)
	p := s.Pieces[3].Filters[0]
	assert.Equal(t, 2, p.Files.Items[0].First.Ref, "FP in p: the second P")
	assert.Equal(t, 1, p.Ranks.Items[0].First.Ref, "RK in p")
	assert.Equal(t, 2, s.Pieces[4].Filters[0].Files.Items[0].First.Ref, "FP in the third P: the second P, not itself")
}

// badSpecs are malformed specs; their errors are in testdata/parse_errors.golden.
var badSpecs = []string{
	"",
	"{07|*,*|07}",
	"{34|34}",
	"{x",
	"1",
	" K",
	"K ",
	"K1",
	"K{",
	"K{}",
	"K{x|*}",
	"Kk{x|*}",
	"K{0x|*}",
	"K{*0|*}",
	"K{0|}",
	"K{0|*",
	"K{0|*x",
	"K{0|**}",
	"K{*|*}1",
	"K{*|*}}",
	"K{0+|*}",
	"K{0+x|*}",
	"K{0-*|*}",
	"K{F|*}",
	"K{Fx|*}",
	"K{FK|*}",
	"Kk{FQ|*}",
	"Kk{FK|RQ}",
	"Kk{0|*,}",
	"K{0,1}",
	"K{0|1|2}",
	"Ké",
	"K{07|*,*|07",
	"KQk{Fk|*}",
}

func TestParseErrorsGolden(t *testing.T) {
	var b strings.Builder
	for _, src := range badSpecs {
		_, err := Parse(src)
		require.Error(t, err, "%q", src)
		var perr *Error
		require.ErrorAs(t, err, &perr, "%q", src)
		fmt.Fprintf(&b, "%q\n\t%v\n", src, err)
	}
	checkGolden(t, "parse_errors.golden", b.String())
}

// TestParseAnyLetters: the pieces of any game have letters, so a spec
// reads any ASCII letter; CheckRules tells whether a game has it.
func TestParseAnyLetters(t *testing.T) {
	for _, spec := range []string{"KAk", "KCCkr", "KA{345|012}k", "KRk{FR|*}", "KMkm{FM|RM+1}"} {
		s, err := Parse(spec)
		if assert.NoError(t, err, spec) {
			assert.Equal(t, spec, s.String(), spec)
		}
	}
}

func TestParseErrorFromBrief(t *testing.T) {
	_, err := Parse("Kk{x|*}")
	assert.EqualError(t, err, `ormulogun: col 4: expected a file or rank (0-9, @, F or R) or "*", got "x"`)
	_, err = Parse("Kk{FK-2|RK}")
	assert.NoError(t, err)
	_, err = Parse("k{FK-2|RK}K")
	assert.EqualError(t, err, `ormulogun: col 3: FK refers to K, which is not placed before this piece`)
	_, err = Parse("{07|*,*|07}")
	assert.EqualError(t, err, `ormulogun: col 1: a filter fragment needs a piece letter before it, e.g. K{07|*,*|07}`)
}
