package carn

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// badTexts are CARN texts that must fail, each with the entry it is compiled
// as: "move", "capture", or "castle" (the castling piece's move entry). The
// board is 8×8 with one zone, Palace.
var badTexts = []struct{ entry, text string }{
	{"move", ""},
	{"move", "Rank"},
	{"move", "Rank 1|Rank |"},
	{"move", "Rank +"},
	{"move", "Rank + 1"},
	{"move", "Rank +-1"},
	{"move", "Rank ~"},
	{"move", "Rank ~ 2"},
	{"move", "Rank 3~1"},
	{"move", "Rank 1~2~3"},
	{"move", "Rank 1-1"},
	{"move", "Rank +1+1"},
	{"move", "Rank 2*3"},
	{"move", "Rank (1)"},
	{"move", "Rank $"},
	{"move", "Rank $ n"},
	{"move", "Rank $1"},
	{"move", "Rank ($n"},
	{"move", "Rank ($n )"},
	{"move", "Rank $n *2"},
	{"move", "Rank $n+"},
	{"move", "Rank 2*"},
	{"move", "Rank $n$m"},
	{"move", "Rank ((((((((((((((((((($n)))))))))))))))))))"},
	{"move", "Rank $a File $b*$c*$d*$e"},
	{"move", "Rank 256"},
	{"move", "Rank 1;File 1"},
	{"move", `Rank 1 \ File 1`},
	{"move", "# 1"},
	{"move", "Rank 1 *#1 #"},
	{"move", "* 1"},
	{"move", "***"},
	{"move", "**1"},
	{"move", "Rank 1 @Leg*# 1"},
	{"move", "Foo 1"},
	{"move", "rank 1"},
	{"move", "Rank 1 Rank 2"},
	{"move", "*# 1 *# 1 *# 1"},
	{"move", "File 1 Rank 1 ** 1"},
	{"move", "*# 1 *# 1 **# 1"},
	{"move", "** 1 **# 1"},
	{"move", "Rank 1 |"},
	{"move", "| Rank 1"},
	{"move", "Rank 1,"},
	{"move", "Rank 1,,File 1"},
	{"move", "Rank 1 )"},
	{"move", "Rank 1 é"},
	{"move", "@Leg"},
	{"move", "Rank 1 | @Leg @Empty"},
	{"move", "Rank 1 @"},
	{"move", "Rank 1 @1"},
	{"move", "Rank 1 @Foo"},
	{"move", "Rank 1 @jumpover(0)"},
	{"move", "Rank 1 @JumpOver"},
	{"move", "Rank 1 @JumpOver()"},
	{"move", "Rank 1 @JumpOver(x)"},
	{"move", "Rank 1 @JumpOver(+1)"},
	{"move", "Rank 1 @JumpOver(1~)"},
	{"move", "Rank 1 @JumpOver($n)"},
	{"move", "Rank 1 @JumpOver(0) @JumpOver(1)"},
	{"move", "Rank 1 @JumpOver(0 1)"},
	{"move", "Rank 1 @JumpOver(0, 1)"},
	{"move", "Rank 1 @JumpOver(0"},
	{"move", "Rank 1 @JumpOver(,)"},
	{"move", "Rank 1 @Leg(1)"},
	{"move", "*# 1 *# 1 @Leg"},
	{"move", "Rank 1 @OnRank(0)"},
	{"move", "Rank 1 @OnRank(9)"},
	{"move", "Rank 1 @InZone(Castle)"},
	{"move", "Rank 1 @InZone(1)"},
	{"move", "Rank 1 @FromZone"},
	{"move", "Rank 1 @Opponent"},
	{"capture", "Rank 1 @Empty"},
	{"capture", "Rank 1 @NoOpponent"},
	{"move", "Rank +1 File 1 @EnPassant"},
	{"move", "Rank * @JumpOver(0) @TargetRoyal"},
	{"move", "@CanShortCastle File +2"},
	{"capture", "@CanLongCastle File -2"},
	{"castle", "@CanShortCastle @CanLongCastle File 2"},
	{"castle", "@CanShortCastle File +2 @JumpOver(0)"},
}

// compileAs compiles text for one of badTexts' entries.
func compileAs(entry, text string) error {
	env := Env{Files: 8, Ranks: 8, Zones: map[string]Zone{"Palace": {Name: "Palace"}}}
	switch entry {
	case "capture":
		env.Entry = CaptureEntry
	case "castle":
		env.Castling = true
	}
	_, err := Compile(text, env)
	return err
}

// TestBadTexts pins the error of every bad text (testdata/bad_carn.golden):
// each is an *Error whose column points into the text.
func TestBadTexts(t *testing.T) {
	var b strings.Builder
	for _, tc := range badTexts {
		err := compileAs(tc.entry, tc.text)
		if !assert.Error(t, err, "%s %q", tc.entry, tc.text) {
			continue
		}
		var carnErr *Error
		require.True(t, errors.As(err, &carnErr), "%q: error type %T", tc.text, err)
		assert.LessOrEqual(t, carnErr.Offset, len(tc.text), tc.text)
		fmt.Fprintf(&b, "%s: %s\n%s   %s^\n\t%s\n", tc.entry, tc.text, strings.Repeat(" ", len(tc.entry)), strings.Repeat(" ", carnErr.Col-1), err)
	}
	golden(t, "bad_carn.golden", b.String())
}

// TestErrorExample pins the message format that docs/carn.md shows.
func TestErrorExample(t *testing.T) {
	_, err := Compile("Rank 1|Rank |", Env{Files: 8, Ranks: 8})
	assert.EqualError(t, err, `carn: col 13: expected a count after axis "Rank", got "|"`)
	assert.Equal(t, &Error{Offset: 12, Col: 13, Msg: `expected a count after axis "Rank", got "|"`}, err)
}

// TestBadBoard rejects boards that Env cannot describe.
func TestBadBoard(t *testing.T) {
	_, err := Compile("Rank 1", Env{Files: 17, Ranks: 8})
	assert.EqualError(t, err, "carn: col 1: board 17×8: want files and ranks from 1 to 16")
}
