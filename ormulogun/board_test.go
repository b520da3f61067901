package ormulogun

import (
	"testing"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chess returns the compiled chess rules.
func chess(t testing.TB) *board.Rules {
	t.Helper()
	rules, err := board.Chess()
	require.NoError(t, err)
	return rules
}

// boardGenerator parses spec and prepares a chess generator with board
// checks.
func boardGenerator(t testing.TB, spec string, seed uint64) (*Spec, *BoardGenerator) {
	t.Helper()
	s, err := Parse(spec)
	require.NoError(t, err, spec)
	g, err := NewBoardGenerator(s, chess(t), newRand(seed))
	require.NoError(t, err, spec)
	return s, g
}

func TestBoardGenerationIsLegalQuietAndCoversTheFilters(t *testing.T) {
	for _, tc := range placementCases {
		s, g := boardGenerator(t, tc.spec, 1)
		want, enumerated := reachable(t, s, 40000)
		if !enumerated {
			want = map[byte]Mask{}
			for i, p := range s.Pieces {
				want[p.Letter] = want[p.Letter].Or(tc.cover[i])
			}
		}
		seen := map[byte]Mask{}
		colours := [2]int{}
		n := 0
		// 1000 positions, then more until every square is seen: the rarest
		// squares (their king on our bishop's diagonal, our king between)
		// come once in a few thousand.
		for ; n < 1000 || n < 50000 && !covers(seen, want); n++ {
			pos, err := g.Next()
			require.NoError(t, err, tc.spec)
			fen := pos.FEN()
			assertPlayable(t, fen, tc.spec)
			assert.True(t, Match(s, pos, pos.SideToMove()), "%s: %s does not match from the side to move", tc.spec, fen)
			colours[pos.SideToMove()]++
			for _, pc := range piecesOf(pos, pos.SideToMove()) {
				seen[pc.Letter] = seen[pc.Letter].Or(MaskOf(pc.Square))
			}
		}
		t.Logf("%s: %d positions, enumerated %v", tc.spec, n, enumerated)
		for letter, m := range want {
			assert.Equal(t, m.String(), seen[letter].String(), "%s: squares of %c (enumerated: %v)", tc.spec, letter, enumerated)
		}
		assert.Greater(t, colours[board.White], 300, "%s: white to move", tc.spec)
		assert.Greater(t, colours[board.Black], 300, "%s: black to move", tc.spec)
	}
}

// covers reports whether seen holds every square of want, letter by letter.
func covers(seen, want map[byte]Mask) bool {
	for letter, m := range want {
		if !m.AndNot(seen[letter]).Empty() {
			return false
		}
	}
	return true
}

// reachable enumerates every placement of s that its filters allow, with
// pawns off the back ranks, and returns for each letter the squares that
// stand in some placement the board finds playable with either colour to
// move. It gives up (false) when s has more than limit placements.
func reachable(t *testing.T, s *Spec, limit int) (map[byte]Mask, bool) {
	placements := 1
	for i := range s.Pieces {
		placements *= s.Allowed(i, nil).Count()
		if s.Pieces[i].dynamic {
			placements *= 2 // a rough allowance for the squares a reference gives
		}
		if placements > limit {
			return nil, false
		}
	}
	out := map[byte]Mask{}
	placed := make([]Square, 0, len(s.Pieces))
	var walk func(occupied Mask)
	walk = func(occupied Mask) {
		i := len(placed)
		if i == len(s.Pieces) {
			pieces := make([]Piece, len(placed))
			for j, sq := range placed {
				pieces[j] = Piece{Letter: s.Pieces[j].Letter, Square: sq}
			}
			for _, black := range []bool{false, true} {
				if playableFEN(t, Position{Pieces: pieces, Black: black}.FEN()) {
					for _, pc := range pieces {
						out[pc.Letter] = out[pc.Letter].Or(MaskOf(pc.Square))
					}
				}
			}
			return
		}
		m := s.Allowed(i, placed).AndNot(occupied)
		if l := s.Pieces[i].Letter; l == 'P' || l == 'p' {
			m = m.AndNot(rankMask(Chess8x8, 0).Or(rankMask(Chess8x8, 7)))
		}
		for _, sq := range m.Squares() {
			placed = append(placed, sq)
			walk(occupied.Or(MaskOf(sq)))
			placed = placed[:i]
		}
	}
	walk(Mask{})
	return out, true
}

// playableFEN reports whether the board reads fen and finds it legal, quiet
// and not over, by the same tests as assertPlayable.
func playableFEN(t *testing.T, fen string) bool {
	pos, err := chess(t).ParseFEN(fen)
	if err != nil || pos.InCheck() {
		return false
	}
	for _, k := range pos.Royals(pos.SideToMove().Other(), nil) {
		if pos.IsAttacked(k, pos.SideToMove()) {
			return false
		}
	}
	moves := pos.LegalMoves(nil)
	for _, m := range moves {
		if m.IsCapture() {
			return false
		}
	}
	return len(moves) > 0
}

// assertPlayable reads fen back with the board and checks, with the board's
// own tests, what generation promises: no castling or en passant, no pawn on
// a back rank, kings apart, the side not to move not in check, the side to
// move not in check, with a legal move and no capture.
func assertPlayable(t *testing.T, fen, name string) {
	t.Helper()
	rules := chess(t)
	pos, err := rules.ParseFEN(fen)
	require.NoError(t, err, "%s: %s", name, fen)
	assert.Regexp(t, ` [wb] - - 0 1$`, fen, name)
	side := pos.SideToMove()
	var kings []board.Square
	for _, c := range []board.Color{board.White, board.Black} {
		for _, sq := range pos.PieceList(c) {
			letter := rules.Letter(pos.At(sq).Kind())
			if letter == 'P' {
				assert.True(t, rules.Rank(sq) >= 1 && rules.Rank(sq) <= 6, "%s: %s: pawn on %s", name, fen, rules.SquareName(sq))
			}
			if letter == 'K' {
				kings = append(kings, sq)
			}
		}
	}
	require.Len(t, kings, 2, "%s: %s", name, fen)
	df, dr := rules.File(kings[0])-rules.File(kings[1]), rules.Rank(kings[0])-rules.Rank(kings[1])
	assert.True(t, df*df > 1 || dr*dr > 1, "%s: %s: kings touch", name, fen)
	for _, k := range pos.Royals(side.Other(), nil) {
		assert.False(t, pos.IsAttacked(k, side), "%s: %s: the side not to move is in check", name, fen)
	}
	assert.False(t, pos.InCheck(), "%s: %s: the side to move is in check", name, fen)
	moves := pos.LegalMoves(nil)
	assert.NotEmpty(t, moves, "%s: %s: no legal move", name, fen)
	for _, m := range moves {
		assert.False(t, m.IsCapture(), "%s: %s: capture %s", name, fen, pos.UCI(m))
	}
	for _, m := range pos.Captures(nil) {
		assert.False(t, m.IsCapture(), "%s: %s: capture %s", name, fen, pos.UCI(m))
	}
}

// piecesOf lists the position's pieces in perspective's frame, letters upper
// case for perspective's side: the tests' own statement of the turn.
func piecesOf(pos *board.Position, perspective board.Color) []Piece {
	rules := pos.Rules()
	var out []Piece
	for _, c := range []board.Color{board.White, board.Black} {
		for _, sq := range pos.PieceList(c) {
			file, rank := rules.File(sq), rules.Rank(sq)
			letter := rules.Letter(pos.At(sq).Kind())
			if perspective == board.Black {
				file, rank = 7-file, 7-rank
			}
			if c != perspective {
				letter += 'a' - 'A'
			}
			out = append(out, Piece{Letter: letter, Square: SquareAt(file, rank)})
		}
	}
	return out
}

func TestBoardGenerationIsReproducible(t *testing.T) {
	run := func() []string {
		_, g := boardGenerator(t, "KQkq", 42)
		var fens []string
		for n := 0; n < 50; n++ {
			pos, err := g.Next()
			require.NoError(t, err)
			fens = append(fens, pos.FEN())
		}
		return fens
	}
	first := run()
	assert.Equal(t, first, run(), "same seed, same positions")
}

func TestGenerate(t *testing.T) {
	s, err := Parse("KRk")
	require.NoError(t, err)
	a, err := Generate(s, newRand(9))
	require.NoError(t, err)
	b, err := Generate(s, newRand(9))
	require.NoError(t, err)
	assert.Equal(t, a.FEN(), b.FEN())
	assertPlayable(t, a.FEN(), "KRk")

	s, err = Parse("KQ")
	require.NoError(t, err)
	_, err = Generate(s, newRand(9))
	assert.EqualError(t, err, "ormulogun: KQ has no k: a chess position needs exactly one king a side")
}

func TestBoardGenerationRefusesWhatTheBoardRefuses(t *testing.T) {
	for _, tc := range []struct{ spec, err string }{
		// Every placement has our king attacked by the queen beside it.
		{"K{0|0}q{1|1}k", "ormulogun: no position satisfies K{0|0}q{1|1}k after 200 tries: every placement was illegal, not quiet or without a legal move"},
		// Their king attacked by our rook with us to move: illegal.
		{"K{0|0}R{7|*}k{7|*}", "ormulogun: no position satisfies K{0|0}R{7|*}k{7|*} after 200 tries: every placement was illegal, not quiet or without a legal move"},
		// Our rook can always take their rook: not quiet.
		{"K{0|0}R{4|*}r{4|*}k{7|7}", "ormulogun: no position satisfies K{0|0}R{4|*}r{4|*}k{7|7} after 200 tries: every placement was illegal, not quiet or without a legal move"},
		// Our king in the corner, boxed in by their queen: stalemate, or check.
		// Their queen on c2, or on b2 and their king then on c2: a dead
		// end when the queen took c2, our king in check otherwise.
		{"K{0|0}q{12|1}k{2|1}", "ormulogun: no position satisfies K{0|0}q{12|1}k{2|1} after 200 tries: in 98 placements a piece found no free square, 102 were illegal, not quiet or without a legal move"},
		{"K{0|0}k{2|2}q{FK+2|RK+1}", "ormulogun: no position satisfies K{0|0}k{2|2}q{FK+2|RK+1} after 200 tries: every placement was illegal, not quiet or without a legal move"},
	} {
		_, g := boardGenerator(t, tc.spec, 3)
		g.MaxTries = 200
		_, err := g.Next()
		assert.EqualError(t, err, tc.err, tc.spec)
	}
}

func TestPushPromotionIsQuiet(t *testing.T) {
	// Our pawn one step from promotion with its square free: quiet. With an
	// enemy piece diagonally in front it could take: not quiet.
	_, g := boardGenerator(t, "K{0|0}P{0|6}k{7|7}", 1)
	pos, err := g.Next()
	require.NoError(t, err)
	moves := pos.LegalMoves(nil)
	promotions := 0
	for _, m := range moves {
		if _, ok := m.Promotion(); ok {
			promotions++
		}
	}
	assert.Equal(t, 4, promotions, pos.FEN())

	_, g = boardGenerator(t, "K{0|0}P{0|6}k{7|7}n{1|7}", 1)
	g.MaxTries = 200
	_, err = g.Next()
	assert.EqualError(t, err, "ormulogun: no position satisfies K{0|0}P{0|6}k{7|7}n{1|7} after 200 tries: every placement was illegal, not quiet or without a legal move")
}

func TestCheckRules(t *testing.T) {
	compile := func(name string) *board.Rules {
		rs, err := carn.Embedded(name)
		require.NoError(t, err, name)
		rules, err := board.Compile(rs)
		require.NoError(t, err, name)
		return rules
	}
	for _, tc := range []struct{ rules, spec, err string }{
		{"chess", "KQk", ""},
		{"shatranj", "KQk", ""},
		{"knightmate", "KRk", ""},
		{"xiangqi", "KRk", ""},
		{"capablanca", "KACk", ""},
		{"xiangqi", "KQk", "ormulogun: col 2: rule set xiangqi has no piece lettered Q (it has P N B R A C K)"},
		{"chess", "KPPPPPPPPPk", "ormulogun: KPPPPPPPPPk is no position of chess: white has 9 pawns, the start position gives it 8"},
		{"chess", "KQQQPPPPPPPPk", "ormulogun: KQQQPPPPPPPPk is no position of chess: white has 2 queens more than the start position: 2 promotions, but only 0 pawns missing"},
		{"chess", "KQQk", ""},
		{"xiangqi", "KAAAk", "ormulogun: KAAAk is no position of xiangqi: white has 3 advisors, the start position gives it 2, and no piece promotes to an advisor"},
		{"amazon", "KQk", "ormulogun: col 2: rule set amazon has no piece lettered Q (it has P N B R A K)"},
		{"knightmate", "KNk", "ormulogun: col 2: rule set knightmate has no piece lettered N (it has P M B R Q K)"},
	} {
		s, err := Parse(tc.spec)
		require.NoError(t, err, tc.spec)
		err = CheckRules(compile(tc.rules), s)
		if tc.err == "" {
			assert.NoError(t, err, "%s %s", tc.rules, tc.spec)
		} else {
			assert.EqualError(t, err, tc.err, "%s %s", tc.rules, tc.spec)
		}
	}
}

func TestOtherRuleSetsGenerate(t *testing.T) {
	for _, name := range []string{"shatranj", "knightmate", "makruk", "newzealand", "hoppelpoppel"} {
		rs, err := carn.Embedded(name)
		require.NoError(t, err, name)
		rules, err := board.Compile(rs)
		require.NoError(t, err, name)
		s, err := Parse("KRPkrp")
		require.NoError(t, err)
		g, err := NewBoardGenerator(s, rules, newRand(4))
		require.NoError(t, err, name)
		for n := 0; n < 100; n++ {
			pos, err := g.Next()
			require.NoError(t, err, name)
			again, err := rules.ParseFEN(pos.FEN())
			require.NoError(t, err, "%s: %s", name, pos.FEN())
			assert.True(t, Match(s, again, again.SideToMove()), "%s: %s", name, pos.FEN())
			assert.False(t, again.InCheck(), "%s: %s", name, pos.FEN())
			for _, m := range again.LegalMoves(nil) {
				assert.False(t, m.IsCapture(), "%s: %s: %s", name, pos.FEN(), again.UCI(m))
			}
		}
	}
}
