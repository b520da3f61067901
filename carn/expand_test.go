package carn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vectorText prints vectors as "file,rank" words, the form the tables use.
func vectorText(vs []Vector) string {
	words := make([]string, len(vs))
	for i, v := range vs {
		words[i] = fmt.Sprintf("%d,%d", v.File, v.Rank)
	}
	return strings.Join(words, " ")
}

// altTexts prints each alternative's vectors, alternatives split by " | ".
func altTexts(r Rule) string {
	parts := make([]string, len(r.Alternatives))
	for i, a := range r.Alternatives {
		parts[i] = vectorText(a.Vectors)
	}
	return strings.Join(parts, " | ")
}

const (
	king8   = "-1,-1 0,-1 1,-1 -1,0 1,0 -1,1 0,1 1,1"
	knight8 = "-1,-2 1,-2 -2,-1 2,-1 -2,1 2,1 -1,2 1,2"
	// on a 4×4 board
	bishop4 = "-3,-3 3,-3 -2,-2 2,-2 -1,-1 1,-1 -1,1 1,1 -2,2 2,2 -3,3 3,3"
	rook4   = "0,-3 0,-2 0,-1 -3,0 -2,0 -1,0 1,0 2,0 3,0 0,1 0,2 0,3"
	queen4  = "-3,-3 0,-3 3,-3 -2,-2 0,-2 2,-2 -1,-1 0,-1 1,-1 -3,0 -2,0 -1,0 1,0 2,0 3,0 -1,1 0,1 1,1 -2,2 0,2 2,2 -3,3 0,3 3,3"
)

// TestExpand checks the vectors of every construct, exactly, on an 8×8
// board unless the case says otherwise.
func TestExpand(t *testing.T) {
	tests := []struct {
		name, text   string
		files, ranks int
		want         string
	}{
		// the king three ways (table row 6)
		{"king **# 1", "**# 1", 8, 8, king8},
		{"king seed *# 1 ** ~1", "*# 1 ** ~1", 8, 8, king8},
		{"king File ~1 Rank ~1", "File ~1 Rank ~1", 8, 8, king8},
		{"seed king ** 1 is only the diagonals (D27)", "** 1", 8, 8, "-1,-1 1,-1 -1,1 1,1"},
		// leapers (rows 2-5)
		{"wazir", "*# 1", 8, 8, "0,-1 -1,0 1,0 0,1"},
		{"dabbaba", "*# 2", 8, 8, "0,-2 -2,0 2,0 0,2"},
		{"fers", "*# 1 *# 1", 8, 8, "-1,-1 1,-1 -1,1 1,1"},
		{"alfil", "*# 2 *# 2", 8, 8, "-2,-2 2,-2 -2,2 2,2"},
		{"knight", "*# 2 *# 1", 8, 8, knight8},
		{"knight by axes", "File 1 Rank 2 | File 2 Rank 1", 8, 8, "-1,-2 1,-2 -1,2 1,2 | -2,-1 2,-1 -2,1 2,1"},
		{"camel", "*# 3 *# 1", 8, 8, "-1,-3 1,-3 -3,-1 3,-1 -3,1 3,1 -1,3 1,3"},
		{"(4,1) leaper", "*# 4 *# 1", 8, 8, "-1,-4 1,-4 -4,-1 4,-1 -4,1 4,1 -1,4 1,4"},
		// riders (row 9) on 4×4
		{"rook", "*# * @JumpOver(0)", 4, 4, rook4},
		{"bishop", "*# $n *# $n @JumpOver(0)", 4, 4, bishop4},
		{"queen", "**# $n @JumpOver(0)", 4, 4, queen4},
		{"seed bishop *# * *# * is any two-axis jump", "*# * *# *", 3, 3,
			"-2,-2 -1,-2 0,-2 1,-2 2,-2 -2,-1 -1,-1 0,-1 1,-1 2,-1 -2,0 -1,0 1,0 2,0 -2,1 -1,1 0,1 1,1 2,1 -2,2 -1,2 0,2 1,2 2,2"},
		{"**# 1~2 adds knight leaps (D16)", "**# 1~2", 8, 8,
			"-2,-2 -1,-2 0,-2 1,-2 2,-2 -2,-1 -1,-1 0,-1 1,-1 2,-1 -2,0 -1,0 1,0 2,0 -2,1 -1,1 0,1 1,1 2,1 -2,2 -1,2 0,2 1,2 2,2"},
		// section 1, rows 10, 11, 16, 17, 33 and shogi's promoted pieces
		{"R4", "*# 1~4 @JumpOver(0)", 8, 8, "0,-4 0,-3 0,-2 0,-1 -4,0 -3,0 -2,0 -1,0 1,0 2,0 3,0 4,0 0,1 0,2 0,3 0,4"},
		{"B2 as a union", "*# 1 *# 1 | *# 2 *# 2 @JumpOver(0)", 8, 8, "-1,-1 1,-1 -1,1 1,1 | -2,-2 2,-2 -2,2 2,2"},
		{"forward right", "Rank +1 File +1", 8, 8, "1,1"},
		{"forward pair", "Rank +1 File 1", 8, 8, "-1,1 1,1"},
		{"backward pair", "Rank -1 File 1", 8, 8, "-1,-1 1,-1"},
		{"wide forward knight", "Rank +1 File 2", 8, 8, "-2,1 2,1"},
		{"teleport along the rank", "File *", 3, 3, "-2,0 -1,0 1,0 2,0"},
		{"shogi horse", "*# $n *# $n @JumpOver(0) | *# 1", 3, 3, "-2,-2 2,-2 -1,-1 1,-1 -1,1 1,1 -2,2 2,2 | 0,-1 -1,0 1,0 0,1"},
		{"shogi dragon", "*# * @JumpOver(0) | *# 1 *# 1", 3, 3, "0,-2 0,-1 -2,0 -1,0 1,0 2,0 0,1 0,2 | -1,-1 1,-1 -1,1 1,1"},
		// multi-range (row 8), range-limited (row 10)
		{"WD range", "*# 1~2", 8, 8, "0,-2 0,-1 -2,0 -1,0 1,0 2,0 0,1 0,2"},
		{"WD union", "*# 1 2", 8, 8, "0,-2 0,-1 -2,0 -1,0 1,0 2,0 0,1 0,2"},
		{"union with a blank (D5): 1 ~2", "Rank 1 ~2", 8, 8, "0,-2 0,-1 0,1 0,2"},
		{"range ~2", "Rank ~2", 8, 8, "0,-2 0,-1 0,1 0,2"},
		{"open range 5~", "Rank 5~", 8, 8, "0,-7 0,-6 0,-5 0,5 0,6 0,7"},
		{"union of ranges", "File 1 3~4", 8, 8, "-4,0 -3,0 -1,0 1,0 3,0 4,0"},
		// signs (D10, D13)
		{"forward", "Rank +1", 8, 8, "0,1"},
		{"backward", "Rank -2", 8, 8, "0,-2"},
		{"sign covers the range", "Rank +1~2", 8, 8, "0,1 0,2"},
		{"negative star", "File -*", 4, 4, "-3,0 -2,0 -1,0"},
		{"mixed signs by union", "Rank -1 +1~2", 8, 8, "0,-1 0,1 0,2"},
		{"lance", "Rank +* @JumpOver(0)", 4, 4, "0,1 0,2 0,3"},
		{"shogi knight", "Rank +2 File 1", 8, 8, "-1,2 1,2"},
		{"silver (seed, correct)", "Rank +1 File ~1 | Rank -1 File 1", 8, 8, "-1,1 0,1 1,1 | -1,-1 1,-1"},
		{"gold", "*# 1 | Rank +1 File 1", 8, 8, "0,-1 -1,0 1,0 0,1 | -1,1 1,1"},
		{"seed pawn Rank 1 also goes back (D27)", "Rank 1", 8, 8, "0,-1 0,1"},
		// variables (D8, D17)
		{"nightrider", "*# 2*$n *# $n @JumpOver(0)", 8, 8,
			"-3,-6 3,-6 -2,-4 2,-4 -6,-3 6,-3 -4,-2 -1,-2 1,-2 4,-2 -2,-1 2,-1 -2,1 2,1 -4,2 -1,2 1,2 4,2 -6,3 6,3 -2,4 2,4 -3,6 3,6"},
		{"variable with a sign", "Rank +$n File $n", 4, 4, "-1,1 1,1 -2,2 2,2 -3,3 3,3"},
		{"expression with subtraction", "Rank +$n-2", 5, 5, "0,1 0,2 0,3 0,4"},
		{"negative values give nothing", "Rank +($n-9)*2", 4, 4, "0,2"},
		{"parentheses", "File +($n+1) Rank +$n", 8, 8, "1,0 2,1 3,2 4,3 5,4 6,5 7,6"},
		{"two variables", "File +$a Rank +$b*2", 3, 3, "1,0 2,0 0,2 1,2 2,2"},
		{"variables are per alternative", "File +$n Rank +$n | Rank +$n", 3, 3, "1,1 2,2 | 0,1 0,2"},
		// axes left over
		{"** after a named axis", "Rank +1 ** 1", 8, 8, "-1,1 1,1"},
		{"**# after *#", "*# 2 **# 1", 8, 8, knight8},
		{"*# never takes a named axis", "Rank 0 *# 3", 8, 8, "-3,0 3,0"},
		// board edges
		{"off the board is dropped (D36)", "Rank 9", 8, 8, ""},
		{"wide board", "File +* @JumpOver(0)", 10, 8, "1,0 2,0 3,0 4,0 5,0 6,0 7,0 8,0 9,0"},
		{"rectangle per axis", "Rank * @JumpOver(0)", 10, 3, "0,-2 0,-1 0,1 0,2"},
		{"zero is never a move (D12)", "File 0 Rank 0", 8, 8, ""},
		// syntax variants
		{"commas are optional (D4)", "Rank +1, File ~1", 8, 8, "-1,1 0,1 1,1"},
		{"no blank before a reserved symbol", "Rank+1|File-1", 8, 8, "0,1 | -1,0"},
		{"# ends a word", "*#1 *#*", 3, 3, "-1,-2 1,-2 -2,-1 -1,-1 0,-1 1,-1 2,-1 -1,0 1,0 -2,1 -1,1 0,1 1,1 2,1 -1,2 1,2"},
		{"calls end at a reserved symbol", "@JumpOver(0)Rank+*", 3, 3, "0,1 0,2"},
		{"duplicates merged (D19)", "*# 1 *# 1 | File 1 Rank 1", 8, 8, "-1,-1 1,-1 -1,1 1,1 | -1,-1 1,-1 -1,1 1,1"},
	}
	for _, tc := range tests {
		rule, err := Compile(tc.text, Env{Files: tc.files, Ranks: tc.ranks})
		if !assert.NoError(t, err, tc.name) {
			continue
		}
		assert.Equal(t, tc.want, altTexts(rule), tc.name)
		assert.Equal(t, tc.text, rule.Text, tc.name)
	}
}

// TestExpandCounts pins the sizes of the riders on chess's board.
func TestExpandCounts(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int
	}{
		{"*# * @JumpOver(0)", 28},
		{"*# $n *# $n @JumpOver(0)", 28},
		{"**# $n @JumpOver(0)", 56},
		{"**# $n @JumpOver(0) | *# 2 *# 1", 56},
		{"*# * *# *", 15*15 - 1},
	} {
		rule, err := Compile(tc.text, Env{Files: 8, Ranks: 8})
		require.NoError(t, err, tc.text)
		assert.Len(t, rule.Alternatives[0].Vectors, tc.want, tc.text)
	}
}

// TestExpandBigBoard expands the heaviest forms on the largest board.
func TestExpandBigBoard(t *testing.T) {
	rule, err := Compile("*# * *# * | **# * | File $a*$b Rank $c-$a", Env{Files: 16, Ranks: 16})
	require.NoError(t, err)
	assert.Len(t, rule.Alternatives[0].Vectors, 31*31-1)
	assert.Len(t, rule.Alternatives[1].Vectors, 31*31-1)
}

// BenchmarkCompileWorst compiles the costliest kind of text allowed: three
// variables on the largest board, then a second alternative over budget.
func BenchmarkCompileWorst(b *testing.B) {
	env := Env{Files: 16, Ranks: 16}
	for b.Loop() {
		if _, err := Compile("File $a*$b-$c Rank $c", env); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadChess loads the chess document.
func BenchmarkLoadChess(b *testing.B) {
	data, err := Document("chess")
	require.NoError(b, err)
	for b.Loop() {
		if _, err := Load(data); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBlanksMatter pins the documented difference that one blank makes.
func TestBlanksMatter(t *testing.T) {
	env := Env{Files: 8, Ranks: 8}
	one, err := Compile("Rank +2*$n", env)
	require.NoError(t, err)
	three, err := Compile("Rank +2 * $n", env)
	require.NoError(t, err)
	assert.Equal(t, "0,2 0,4 0,6", vectorText(one.Alternatives[0].Vectors))
	assert.Len(t, three.Alternatives[0].Vectors, 14, "{+2} ∪ {*} ∪ {$n}: every rank move")
}
