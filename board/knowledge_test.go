package board

import (
	"github.com/chespel/chespel/carn"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// knowledgeView loads a chess FEN into a View and returns it with a
// function from square names to dense indices.
func knowledgeView(t *testing.T, fen string) (*View, func(string) int) {
	t.Helper()
	r, err := Chess()
	require.NoError(t, err)
	p, err := r.ParseFEN(fen)
	require.NoError(t, err)
	v := &View{}
	v.Load(p)
	return v, func(s string) int {
		sq, err := r.ParseSquare(s)
		require.NoError(t, err)
		return r.Index(sq)
	}
}

// TestKnowledgePawns pins the pawn tests on two classic structures: the
// backward d6 pawn of a Sveshnikov-like chain, and a race with protected,
// candidate and unstoppable pawns.
func TestKnowledgePawns(t *testing.T) {
	v, at := knowledgeView(t, "4k3/p4p2/1p1p4/2pPp1P1/2P1P3/1P6/P7/4K3 w - - 0 1")
	for _, tc := range []struct {
		sq                             string
		backward, connected, candidate bool
	}{
		{"d6", true, false, false}, {"a2", false, false, false}, {"b3", false, true, false},
		{"c4", false, true, false}, {"d5", false, true, false}, {"e4", true, false, false},
		{"g5", true, false, false}, {"b6", false, true, false}, {"c5", false, true, false},
		{"e5", false, true, false}, {"f7", true, false, false}, {"e1", false, false, false},
	} {
		i := at(tc.sq)
		assert.Equal(t, tc.backward, v.Backward(i), "%s backward", tc.sq)
		assert.Equal(t, tc.connected, v.Connected(i), "%s connected", tc.sq)
		assert.Equal(t, tc.candidate, v.Candidate(i), "%s candidate", tc.sq)
	}

	v, at = knowledgeView(t, "8/5k1p/8/1P6/P7/8/6PP/4K3 b - - 0 1")
	for _, tc := range []struct {
		sq                                 string
		protected, candidate, kingInSquare bool
		distance                           int
	}{
		{"b5", true, false, true, 3}, {"a4", false, false, true, 4}, {"g2", false, true, true, 5},
		{"h2", false, false, true, 5}, {"h7", false, false, true, 5}, {"e1", false, false, false, 0},
	} {
		i := at(tc.sq)
		assert.Equal(t, tc.protected, v.ProtectedPassed(i), "%s protected passed", tc.sq)
		assert.Equal(t, tc.candidate, v.Candidate(i), "%s candidate", tc.sq)
		assert.Equal(t, tc.kingInSquare, v.KingInSquare(i), "%s king in square", tc.sq)
		assert.Equal(t, tc.distance, v.PromotionDistance(i), "%s promotion distance", tc.sq)
	}
}

// TestKnowledgeSquareRule pins the rule of the square on both sides to
// move: the king on e6 catches the a5 pawn only when it is to move.
func TestKnowledgeSquareRule(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want bool
	}{
		{"8/8/4k3/P7/8/8/8/4K3 w - - 0 1", false},
		{"8/8/4k3/P7/8/8/8/4K3 b - - 0 1", true},
		{"8/8/3k4/P7/8/8/8/4K3 w - - 0 1", true},
		{"4k3/8/8/8/8/8/7p/K7 w - - 0 1", false}, // h2 pawn: one move to go, the king is far
		{"4k3/8/8/8/8/8/6Kp/8 b - - 0 1", true},
	} {
		v, at := knowledgeView(t, tc.fen)
		sq := "a5"
		if v.all.And(v.promo[Black]).Count() > 0 {
			sq = "h2"
		}
		assert.Equal(t, tc.want, v.KingInSquare(at(sq)), "%s", tc.fen)
	}
}

// TestKnowledgeFiles pins open and half-open files.
func TestKnowledgeFiles(t *testing.T) {
	v, _ := knowledgeView(t, "4k3/pp3ppp/3p4/8/4P3/8/PPP2PPP/4K3 w - - 0 1")
	open := []bool{false, false, false, false, false, false, false, false}
	halfWhite := []bool{false, false, false, true, false, false, false, false}
	halfBlack := []bool{false, false, true, false, true, false, false, false}
	for f := range 8 {
		assert.Equal(t, open[f], v.FileOpen(f), "file %d open", f)
		assert.Equal(t, halfWhite[f], v.FileHalfOpen(f, White), "file %d half-open for white", f)
		assert.Equal(t, halfBlack[f], v.FileHalfOpen(f, Black), "file %d half-open for black", f)
	}
	v, _ = knowledgeView(t, "4k3/pp4pp/8/8/8/8/PP4PP/4K3 w - - 0 1")
	for f := range 8 {
		assert.Equal(t, f >= 2 && f <= 5, v.FileOpen(f), "file %d open", f)
		assert.False(t, v.FileHalfOpen(f, White), "file %d half-open", f)
	}
	assert.False(t, v.FileOpen(8), "a file off the board")
}

// TestKnowledgeOutposts pins outposts for both sides.
func TestKnowledgeOutposts(t *testing.T) {
	v, at := knowledgeView(t, "4k3/pp3ppp/3p4/8/4P3/8/PPP2PPP/4K3 w - - 0 1")
	for _, tc := range []struct {
		sq    string
		c     Color
		want  bool
		about string
	}{
		{"d5", White, true, "defended by e4, no c or e pawn of black"},
		{"f5", White, false, "g7 can attack it"},
		{"c5", White, false, "not defended"},
		{"d4", White, false, "not defended"},
		{"e5", Black, false, "f2 can attack it"},
		{"d3", White, false, "own half"},
	} {
		assert.Equal(t, tc.want, v.Outpost(at(tc.sq), tc.c), "%s for %v: %s", tc.sq, tc.c, tc.about)
	}
}

// TestKnowledgeKingZone pins the king zone and the attacks into it.
func TestKnowledgeKingZone(t *testing.T) {
	v, at := knowledgeView(t, "6k1/5ppp/8/8/8/1QB5/8/4K1NR w - - 0 1")
	assert.Equal(t, SetOf(at("f7"), at("g7"), at("h7"), at("f8"), at("g8"), at("h8")), v.KingZone(Black), "black's king zone")
	assert.Equal(t, 6, v.KingZone(White).Count(), "white's king zone")
	r := v.Rules()
	kind := func(name string) Kind {
		k, ok := r.PieceIndex(name)
		require.True(t, ok, name)
		return k
	}
	for _, tc := range []struct {
		kind               string
		attacks, attackers int
	}{
		{"bishop", 1, 1}, {"queen", 1, 1}, {"rook", 1, 1}, {"knight", 0, 0}, {"pawn", 0, 0},
	} {
		a, n := v.ZoneAttacks(White, kind(tc.kind))
		assert.Equal(t, tc.attacks, a, "%s attacks", tc.kind)
		assert.Equal(t, tc.attackers, n, "%s attackers", tc.kind)
	}
	a, n := v.ZoneAttacks(Black, kind("pawn"))
	assert.Equal(t, []int{0, 0}, []int{a, n}, "black pawns into white's zone")
	a, n = v.ZoneAttacksOf(White, 1<<kind("bishop")|1<<kind("queen")|1<<kind("knight"))
	assert.Equal(t, []int{2, 2}, []int{a, n}, "white's bishops, queens and knights together")
	assert.Equal(t, SetOf(at("c3")), v.AttackersOfKind(at("g7"), White, kind("bishop")), "bishop on g7")
	assert.Equal(t, Set{}, v.AttackersOfKind(at("g7"), White, kind("queen")), "no queen on g7")
}

// TestSEE pins the static exchange of a capture: plain, defended, losing,
// x-rays behind a capturer, a king that may not capture a defended piece.
func TestSEE(t *testing.T) {
	for _, tc := range []struct {
		fen, sq string
		c       Color
		want    int
	}{
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "d5", White, 1000},
		{"4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", "d5", White, 0},
		{"4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d5", White, -8000},
		{"3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d5", White, 1000},
		{"3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d5", White, -4000},
		{"4k3/8/8/8/8/8/3p4/2b1K3 w - - 0 1", "d2", White, 0},
		{"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "d2", White, 1000},
		{"4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "d5", White, 3000},
		{"4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "d5", White, 2000},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", Black, 1000},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", White, 0},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "d4", White, 0},
		{"8/8/8/3k4/4P3/8/8/4K3 b - - 0 1", "d5", White, 0},
	} {
		v, at := knowledgeView(t, tc.fen)
		assert.Equal(t, tc.want, v.SEE(at(tc.sq), tc.c), "%s %s by %v", tc.fen, tc.sq, tc.c)
	}
}

// TestKnowledgeEveryGame runs the knowledge functions on random positions
// of every embedded game and checks what holds whatever the game: SEE never
// wins more than the victim, is 0 on a king and with no attacker; the king
// zone holds the king; a pawn's promotion distance is at least 1.
func TestKnowledgeEveryGame(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		var v View
		for _, p := range viewPositions(t, r, 3, 40, 2) {
			v.Load(p)
			checkKnowledge(t, name, r, &v)
		}
	}
}

// checkKnowledge checks the invariants of TestKnowledgeEveryGame on one
// loaded position.
func checkKnowledge(t *testing.T, name string, r *Rules, v *View) {
	for c := White; c <= Black; c++ {
		var open, half Set
		for i := range r.NumSquares() {
			f := r.File(r.SquareAt(i))
			if v.FileOpen(f) {
				open.Add(i)
			}
			if v.FileHalfOpen(f, c) {
				half.Add(i)
			}
		}
		assert.Equal(t, open, v.OpenFileCells(), "%s: the cells of the open files", name)
		assert.Equal(t, half, v.HalfOpenFileCells(c), "%s: the cells of %v's half-open files", name, c)
		attacks, attackers := 0, 0
		for k := range r.NumKinds() {
			a, n := v.ZoneAttacks(c, Kind(k))
			attacks, attackers = attacks+a, attackers+n
		}
		a, n := v.ZoneAttacksOf(c, 1<<r.NumKinds()-1)
		assert.Equal(t, []int{attacks, attackers}, []int{a, n}, "%s: the zone attacks of every kind together", name)
		kings := v.Royals().And(v.Occupied(c))
		if !kings.IsEmpty() {
			assert.True(t, kings.AndNot(v.KingZone(c)).IsEmpty(), "%s: king in its zone", name)
		}
		for m := v.Occupied(c ^ 1); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			see, value := v.SEE(i, c), r.Value(v.KindAt(i))
			if royals := v.Royals(); royals.Has(i) {
				assert.Equal(t, 0, see, "%s: SEE of a king", name)
				continue
			}
			assert.LessOrEqual(t, see, value, "%s: SEE at most the victim", name)
			if v.Attackers(i, c).IsEmpty() {
				assert.Equal(t, 0, see, "%s: SEE with no attacker", name)
			}
		}
		for m := v.Promoting(c); ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			assert.GreaterOrEqual(t, v.PromotionDistance(i), 1, "%s: pawn not yet promoted", name)
		}
	}
}

// TestKnowledgeMakruk pins the pawn race in makruk, whose pawns start on
// their third rank, have no double step and promote on their sixth: three
// moves from the start, as the move tables say.
func TestKnowledgeMakruk(t *testing.T) {
	rs, err := carn.Embedded("makruk")
	require.NoError(t, err)
	r, err := Compile(rs)
	require.NoError(t, err)
	p, err := r.ParseFEN("4k3/8/8/8/8/P7/8/4K3 w - - 0 1")
	require.NoError(t, err)
	var v View
	v.Load(p)
	sq, err := r.ParseSquare("a3")
	require.NoError(t, err)
	i := r.Index(sq)
	assert.Equal(t, 3, v.PromotionDistance(i), "a3 to a6")
	// the king on e8 reaches a6 in 4 steps, one more than the pawn needs
	assert.False(t, v.KingInSquare(i), "white to move: the king is outside the square")
}

// TestSEEXiangqiCannon pins SEE on a cannon's capture, which needs exactly
// one screen: with a horse between, the cannon wins the chariot; without
// it, it cannot capture at all.
func TestSEEXiangqiCannon(t *testing.T) {
	rs, err := carn.Embedded("xiangqi")
	require.NoError(t, err)
	r, err := Compile(rs)
	require.NoError(t, err)
	rook, ok := r.KindOfLetter('r')
	require.True(t, ok)
	for _, tc := range []struct {
		fen  string
		want int
	}{
		{"4k4/9/1r7/9/9/1N7/9/1C7/9/3K5 w - - 0 1", r.Value(rook)},
		{"4k4/9/1r7/9/9/9/9/1C7/9/3K5 w - - 0 1", 0},
	} {
		p, err := r.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		var v View
		v.Load(p)
		sq, err := r.ParseSquare("b8")
		require.NoError(t, err)
		assert.Equal(t, tc.want, v.SEE(r.Index(sq), White), "%s", tc.fen)
	}
}

// TestSEEXiangqiFacingGenerals pins the bug where View.SEE let a general
// recapture onto a file where it would face the other general (a
// @TargetRoyal capture, counted only against a royal piece): the chariot
// that takes an advisor, or a chariot, wins it. Position.SEE agrees.
func TestSEEXiangqiFacingGenerals(t *testing.T) {
	r, value := xiangqiValues(t)
	for _, tc := range []struct {
		fen, move string
		want      int
	}{
		{"1Cb2a1n1/3k4N/8b/P8/2pr1rp1p/2P5P/9/9/1C7/1N1AKA3 b - - 5 57", "d6d1", value('a')},
		{"1Cb2a1n1/3k4N/8b/P8/2pr1rp1p/2P5P/9/9/1C7/1N1AKA3 b - - 5 57", "f6f1", value('a') - value('r')},
		{"3a1k3/4ar3/6n2/7P1/1Cbn2p2/p6N1/1r4P2/5R3/4AK3/2B2AB1R w - - 28 54", "f3f9", value('r')},
	} {
		p, err := r.ParseFEN(tc.fen)
		require.NoError(t, err, tc.fen)
		m, err := p.ParseMove(tc.move)
		require.NoError(t, err, tc.move)
		var v View
		v.Load(p)
		assert.Equal(t, tc.want, v.SEE(r.Index(m.To()), p.SideToMove()), "%s %s: View.SEE", tc.fen, tc.move)
		assert.Equal(t, tc.want, p.SEE(m), "%s %s: Position.SEE", tc.fen, tc.move)
	}
}

// TestPromotionDistanceFollowsTheRules pins the View's kept promotion
// distances: a View that loads a chess position and then a makruk one
// answers makruk's distance (3 from a3), not chess's (5), as a fresh View
// does.
func TestPromotionDistanceFollowsTheRules(t *testing.T) {
	chess, err := Chess()
	require.NoError(t, err)
	rs, err := carn.Embedded("makruk")
	require.NoError(t, err)
	makruk, err := Compile(rs)
	require.NoError(t, err)
	var v View
	for _, tc := range []struct {
		r    *Rules
		want int
	}{{chess, 5}, {makruk, 3}, {chess, 5}} {
		p, err := tc.r.ParseFEN("4k3/8/8/8/8/P7/8/4K3 w - - 0 1")
		require.NoError(t, err)
		sq, err := tc.r.ParseSquare("a3")
		require.NoError(t, err)
		v.Load(p)
		assert.Equal(t, tc.want, v.PromotionDistance(tc.r.Index(sq)), "a3 in %s", tc.r.Name())
	}
}

// TestFileCellsWithoutOpponentPawns pins HalfOpenFileCells when the
// opponent has no pawn: no file is half-open for the side whose opponent
// has none, whatever files it lacks pawns on.
func TestFileCellsWithoutOpponentPawns(t *testing.T) {
	v, at := knowledgeView(t, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1")
	assert.Equal(t, Set{}, v.HalfOpenFileCells(White), "black has no pawn")
	half := v.HalfOpenFileCells(Black)
	assert.True(t, half.Has(at("a5")), "the a-file is half-open for black")
	assert.Equal(t, 8, half.Count(), "the a-file alone")
	assert.Equal(t, 56, v.OpenFileCells().Count(), "the seven files without the pawn")
}
