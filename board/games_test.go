package board

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file checks the embedded games (carn.Embedded) against
// Fairy-Stockfish: testdata/games.txt holds its perft counts, made by
// testdata/games.sh, which also checked that Fairy-Stockfish writes each
// FEN back unchanged.

// gamesBudget is the largest count checked without -long: xiangqi's start
// position to depth 4 (3.3 million nodes) waits for -long, and its depth-3
// line runs instead; so do two deeper lines of other xiangqi positions.
const gamesBudget = 1_000_000

// gameCase is one line of testdata/games.txt.
type gameCase struct {
	game, fen string
	depth     int
	count     uint64
}

// readGames reads testdata/games.txt: "game|FEN|depth|count" lines and
// "#" comments.
func readGames(t testing.TB) []gameCase {
	t.Helper()
	data, err := os.ReadFile("testdata/games.txt")
	require.NoError(t, err)
	var cases []gameCase
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		require.Len(t, fields, 4, "games.txt line %d", i+1)
		depth, err := strconv.Atoi(fields[2])
		require.NoError(t, err, "games.txt line %d", i+1)
		count, err := strconv.ParseUint(fields[3], 10, 64)
		require.NoError(t, err, "games.txt line %d", i+1)
		cases = append(cases, gameCase{fields[0], fields[1], depth, count})
	}
	return cases
}

// embeddedRules compiles every embedded game, by name.
func embeddedRules(t testing.TB) map[string]*Rules {
	t.Helper()
	rules := map[string]*Rules{}
	for _, name := range carn.Names() {
		rules[name] = embeddedGame(t, name)
	}
	return rules
}

func TestGamesPerft(t *testing.T) {
	rules := embeddedRules(t)
	cases := readGames(t)
	perGame := map[string]int{}
	for _, c := range cases {
		r := rules[c.game]
		require.NotNil(t, r, "games.txt names the game %q", c.game)
		perGame[c.game]++
		if c.count > gamesBudget && !*long {
			continue
		}
		p := mustFEN(t, r, c.fen)
		assert.Equal(t, c.count, p.Perft(c.depth), "%s perft(%d) of %s", c.game, c.depth, c.fen)
		assert.Equal(t, c.fen, p.FEN(), "%s: perft leaves the position as it was", c.game)
	}
	for _, name := range carn.Names() {
		assert.GreaterOrEqual(t, perGame[name], 3, "%s: the start position and two more", name)
	}
}

// TestGamesStartFEN checks each game's start position against the first line
// of its game in games.txt, which Fairy-Stockfish wrote back unchanged: the
// start positions and piece letters are Fairy-Stockfish's.
func TestGamesStartFEN(t *testing.T) {
	rules := embeddedRules(t)
	seen := map[string]bool{}
	for _, c := range readGames(t) {
		if seen[c.game] {
			continue
		}
		seen[c.game] = true
		assert.Equal(t, c.fen, rules[c.game].StartPosition().FEN(), "%s start position", c.game)
		assert.Equal(t, 4, c.depth, "%s: the first line is the start position to depth 4", c.game)
	}
	assert.Len(t, seen, len(carn.Names()))
}

// TestGamesFENRoundTrip reads every position of games.txt and every position
// two plies after it, and writes each back: the same FEN, and a position
// that reads back to the same hash. Wide boards write "10" for ten empty
// squares; xiangqi's ranks are nine squares wide and there are ten of them.
func TestGamesFENRoundTrip(t *testing.T) {
	rules := embeddedRules(t)
	for _, c := range readGames(t) {
		r := rules[c.game]
		p := mustFEN(t, r, c.fen)
		require.Equal(t, c.fen, p.FEN(), c.game)
		roundTripTree(t, c.game, p, 2)
	}
}

// roundTripTree checks that the FEN of every position depth plies below p
// reads back to a position with the same FEN and hash.
func roundTripTree(t *testing.T, game string, p *Position, depth int) {
	fen := p.FEN()
	q, err := p.Rules().ParseFEN(fen)
	if !assert.NoError(t, err, "%s: %s", game, fen) {
		return
	}
	assert.Equal(t, fen, q.FEN(), "%s", game)
	assert.Equal(t, p.Hash(), q.Hash(), "%s: hash of %s", game, fen)
	if depth == 0 {
		return
	}
	for _, m := range p.LegalMoves(nil) {
		u := p.Make(m)
		roundTripTree(t, game, p, depth-1)
		p.Unmake(m, u)
	}
}

// TestGamesFENDialect pins the dialect by example: Fairy-Stockfish's letters
// and counts of empty squares on boards that are not 8 wide.
func TestGamesFENDialect(t *testing.T) {
	rules := embeddedRules(t)
	tests := []struct {
		game, fen string
		square    string // a square to look at
		want      byte   // the letter on it, '.' for empty
	}{
		{"capablanca", "r4k3r/10/10/4A5/10/5c4/10/R4K3R w KQkq - 0 1", "e5", 'A'},
		{"capablanca", "r4k3r/10/10/4A5/10/5c4/10/R4K3R w KQkq - 0 1", "f3", 'c'},
		{"capablanca", "r4k3r/10/10/4A5/10/5c4/10/R4K3R w KQkq - 0 1", "j8", 'r'},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "e10", 'k'},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1", 'K'},
		{"knightmate", "4k3/8/8/3M4/8/8/8/4K3 w - - 0 1", "d5", 'M'},
		{"makruk", "4k3/8/8/3s4/2m5/8/8/4K3 w - - 0 1", "d5", 's'},
		{"shatranj", "4k3/8/8/3q4/8/8/8/4K3 w - - 0 1", "d5", 'q'},
		{"amazon", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", "a1", 'A'},
	}
	for _, tc := range tests {
		r := rules[tc.game]
		p := mustFEN(t, r, tc.fen)
		assert.Equal(t, tc.fen, p.FEN(), tc.game)
		sq, err := r.ParseSquare(tc.square)
		require.NoError(t, err, tc.game)
		assert.Equal(t, string(tc.want), string(r.PieceLetter(p.At(sq))), "%s: %s in %s", tc.game, tc.square, tc.fen)
	}
	bad := []struct{ game, fen, want string }{
		{"capablanca", "r3k4r/11/10/10/10/10/10/R3K4R w - - 0 1", "fen: piece placement"},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/3K5 w - - 0 1", "fen: piece placement"},
		{"chess", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", "fen: piece placement"},
	}
	for _, tc := range bad {
		_, err := rules[tc.game].ParseFEN(tc.fen)
		if assert.Error(t, err, "%s: %s", tc.game, tc.fen) {
			assert.Contains(t, err.Error(), tc.want, "%s: %s", tc.game, tc.fen)
		}
	}
}

// gameFeatures counts the kinds of move in a tree.
type gameFeatures struct {
	captures, promotions, castles, enPassants, facingGenerals int
}

// TestGamesFeaturesInReach checks that the positions of games.txt other than
// the start positions and the deep lines for -long test what they are there
// for: within the plies their
// perft counts there are captures, promotions (in games that promote),
// castling (in games that castle), en passant (in games that have it) and
// royal pieces facing each other on a file with at most one piece between
// (in games with a @TargetRoyal capture: the flying general).
func TestGamesFeaturesInReach(t *testing.T) {
	rules := embeddedRules(t)
	found := map[string]*gameFeatures{}
	for _, c := range readGames(t) {
		r := rules[c.game]
		if c.fen == r.StartFEN() || c.count > gamesBudget {
			continue
		}
		p := mustFEN(t, r, c.fen)
		if found[c.game] == nil {
			found[c.game] = &gameFeatures{}
		}
		countFeatures(p, c.depth, found[c.game])
	}
	for _, name := range carn.Names() {
		rs, err := carn.Embedded(name)
		require.NoError(t, err)
		f := found[name]
		require.NotNil(t, f, "%s has positions besides the start", name)
		t.Logf("%s: %+v", name, *f)
		assert.Positive(t, f.captures, "%s: captures", name)
		promotes, enPassant, flying := false, false, false
		for _, pc := range rs.Pieces {
			promotes = promotes || pc.Promotion != nil
			for _, a := range pc.Capture.Alternatives {
				enPassant = enPassant || a.EnPassant
				flying = flying || a.TargetRoyal
			}
		}
		assert.Equal(t, promotes, f.promotions > 0, "%s: promotions %d", name, f.promotions)
		assert.Equal(t, rs.Castling != nil, f.castles > 0, "%s: castling moves %d", name, f.castles)
		assert.Equal(t, enPassant, f.enPassants > 0, "%s: en passant captures %d", name, f.enPassants)
		if flying {
			assert.Positive(t, f.facingGenerals, "%s: positions with facing generals", name)
		}
	}
}

// countFeatures adds up the moves of every kind depth plies deep below p.
func countFeatures(p *Position, depth int, f *gameFeatures) {
	if facing(p) {
		f.facingGenerals++
	}
	if depth == 0 {
		return
	}
	for _, m := range p.LegalMoves(nil) {
		if m.IsCapture() {
			f.captures++
		}
		if _, ok := m.Promotion(); ok {
			f.promotions++
		}
		if m.IsCastle() {
			f.castles++
		}
		if m.IsEnPassant() {
			f.enPassants++
		}
		if depth > 1 {
			u := p.Make(m)
			countFeatures(p, depth-1, f)
			p.Unmake(m, u)
		}
	}
}

// facing reports whether the two sides' single royal pieces stand on one
// file with at most one piece between them.
func facing(p *Position) bool {
	r := p.Rules()
	w, b := p.Royals(White, nil), p.Royals(Black, nil)
	if len(w) != 1 || len(b) != 1 || r.File(w[0]) != r.File(b[0]) {
		return false
	}
	lo, hi := min(r.Rank(w[0]), r.Rank(b[0])), max(r.Rank(w[0]), r.Rank(b[0]))
	between := 0
	for rank := lo + 1; rank < hi; rank++ {
		if !p.At(r.Square(r.File(w[0]), rank)).IsEmpty() {
			between++
		}
	}
	return between <= 1
}
