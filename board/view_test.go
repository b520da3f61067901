package board

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/chespel/chespel/carn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// viewPositions plays random games of an embedded rule set and returns the
// positions met, the start included.
func viewPositions(t *testing.T, r *Rules, games, plies int, seed uint64) []*Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []*Position
	for range games {
		p := r.StartPosition()
		require.NotNil(t, p)
		for range plies {
			out = append(out, p.Clone())
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// setOfSquares is the set of the dense indices of squares.
func setOfSquares(r *Rules, sqs []Square) Set {
	var s Set
	for _, sq := range sqs {
		s.Add(r.Index(sq))
	}
	return s
}

// TestViewAgreesWithMoveGeneration compares every answer of View with the
// board's own move generation and attack tests, on random positions of
// every embedded game.
func TestViewAgreesWithMoveGeneration(t *testing.T) {
	for _, name := range carn.Names() {
		r := embeddedGame(t, name)
		var v View
		for _, p := range viewPositions(t, r, 6, 60, 1) {
			v.Load(p)
			checkView(t, name, r, p, &v)
		}
	}
}

func checkView(t *testing.T, name string, r *Rules, p *Position, v *View) {
	fen := p.FEN()
	pseudo := p.pseudoMoves(nil, genAll)
	for c := White; c <= Black; c++ {
		assert.Equal(t, setOfSquares(r, p.pieces(c)), v.Occupied(c), "%s %s: pieces of %v", name, fen, c)
		assert.Equal(t, p.inCheck(c), v.InCheck(c), "%s %s: %v in check", name, fen, c)
	}
	for i := range r.NumSquares() {
		sq := r.SquareAt(i)
		for c := White; c <= Black; c++ {
			want := setOfSquares(r, p.Attackers(sq, c, nil))
			assert.Equal(t, want, v.Attackers(i, c), "%s %s: attackers of %s by %v", name, fen, r.SquareName(sq), c)
		}
		pc := p.At(sq)
		if pc == Empty {
			continue
		}
		assert.Equal(t, pc.Kind(), v.KindAt(i), "%s %s: kind on %s", name, fen, r.SquareName(sq))
		assert.Equal(t, setOfSquares(r, p.AttacksFrom(sq, nil)), v.Attacks(i), "%s %s: attacks from %s", name, fen, r.SquareName(sq))
		if pc.Color() == p.SideToMove() {
			var dest Set
			for _, m := range pseudo {
				if m.From() == sq && !m.IsCastle() && !m.IsEnPassant() {
					dest.Add(r.Index(m.To()))
				}
			}
			assert.Equal(t, dest, v.Destinations(i), "%s %s: destinations from %s", name, fen, r.SquareName(sq))
			assert.Equal(t, dest.Count(), v.Mobility(i), "%s %s: mobility of %s", name, fen, r.SquareName(sq))
		}
		assert.Equal(t, pinnedByRemoval(p, sq), v.Pinned(i), "%s %s: %s pinned", name, fen, r.SquareName(sq))
	}
	for c := White; c <= Black; c++ {
		for k := range r.NumKinds() {
			var want Set
			for i := range r.NumSquares() {
				if !v.Attackers(i, c).And(v.OfKind(c, Kind(k))).IsEmpty() {
					want.Add(i)
				}
			}
			assert.Equal(t, want, v.AttackedByKind(c, Kind(k)), "%s %s: the squares %v's kind %d attacks", name, fen, c, k)
		}
		n := 0
		for _, sq := range p.pieces(c) {
			n += v.Destinations(r.Index(sq)).Count()
		}
		assert.Equal(t, n, v.PlayerMobility(c), "%s %s: mobility of %v", name, fen, c)
		var fresh View // nothing computed yet
		fresh.Load(p)
		assert.Equal(t, n, fresh.PlayerMobility(c), "%s %s: mobility of %v first", name, fen, c)
	}
	for k := range r.NumKinds() {
		both := v.OfKind(White, Kind(k)).Or(v.OfKind(Black, Kind(k)))
		n := 0
		for m := both; ; {
			i := m.Pop()
			if i < 0 {
				break
			}
			n += v.Destinations(i).Count()
		}
		assert.Equal(t, n, v.MobilityOf(both), "%s %s: mobility of kind %d", name, fen, k)
		var fresh View
		fresh.Load(p)
		assert.Equal(t, n, fresh.MobilityOf(both), "%s %s: mobility of kind %d first", name, fen, k)
	}
}

// pinnedByRemoval is View.Pinned's definition played on the board: lift
// the piece and see whether a royal piece of its side gains an attacker.
func pinnedByRemoval(p *Position, sq Square) bool {
	pc := p.At(sq)
	if p.rules.IsRoyal(pc.Kind()) {
		return false
	}
	c := pc.Color()
	royals := p.Royals(c, nil)
	before := make([][]Square, len(royals))
	for j, r := range royals {
		before[j] = p.Attackers(r, c^1, nil)
	}
	q := p.Clone()
	q.remove(sq)
	for j, r := range royals {
		for _, a := range q.Attackers(r, c^1, nil) {
			if !containsSquare(before[j], a) {
				return true
			}
		}
	}
	return false
}

func containsSquare(sqs []Square, sq Square) bool {
	for _, s := range sqs {
		if s == sq {
			return true
		}
	}
	return false
}

// TestViewPawnStructure pins the pawn-structure tests on a chess position:
// a passed pawn, an isolated one, doubled ones.
func TestViewPawnStructure(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	p, err := r.ParseFEN("4k3/p7/8/8/3P4/3P4/6P1/4K3 w - - 0 1")
	require.NoError(t, err)
	var v View
	v.Load(p)
	at := func(s string) int {
		sq, err := r.ParseSquare(s)
		require.NoError(t, err)
		return r.Index(sq)
	}
	for _, tc := range []struct {
		sq                        string
		passed, isolated, doubled bool
	}{
		{"d4", true, true, true}, {"d3", true, true, true}, {"g2", true, true, false},
		{"a7", true, true, false}, {"e1", false, false, false},
	} {
		i := at(tc.sq)
		assert.Equal(t, tc.passed, v.Passed(i), "%s passed", tc.sq)
		assert.Equal(t, tc.isolated, v.Isolated(i), "%s isolated", tc.sq)
		assert.Equal(t, tc.doubled, v.Doubled(i), "%s doubled", tc.sq)
	}
}

// TestViewGeometry pins the chess centre, the wide centre, the light
// squares, the start rows and the castled squares.
func TestViewGeometry(t *testing.T) {
	r, err := Chess()
	require.NoError(t, err)
	assert.Equal(t, SetOfWords(0x0000001818000000), r.Centre(), "centre")
	assert.Equal(t, SetOfWords(0x00003c3c3c3c0000), r.WideCentre(), "wide centre")
	assert.Equal(t, SetOfWords(0x55aa55aa55aa55aa), r.LightSquares(), "light squares")
	pawn, _ := r.PieceIndex("pawn")
	queen, _ := r.PieceIndex("queen")
	assert.Equal(t, []int{1, 6, 0, 7}, []int{r.StartRow(White, pawn), r.StartRow(Black, pawn), r.StartRow(White, queen), r.StartRow(Black, queen)}, "start rows")
	k, rk, ok := r.CastledSquares(Black, true)
	assert.Equal(t, []int{62, 61}, []int{k, rk}, "black castled short")
	assert.True(t, ok)
}

func TestSet(t *testing.T) {
	s := SetOf(3, 70, 255)
	assert.Equal(t, 3, s.Count())
	assert.Equal(t, 3, s.First())
	assert.Equal(t, 255, s.Last())
	assert.Equal(t, 70, s.Nth(1))
	assert.Equal(t, -1, s.Nth(3))
	var got []int
	for i := s.Pop(); i >= 0; i = s.Pop() {
		got = append(got, i)
	}
	assert.Equal(t, []int{3, 70, 255}, got)
	assert.True(t, s.IsEmpty())
	assert.False(t, s.Has(-1) || s.Has(256), "out of range")
	w, only := SetOf(3, 70).Low()
	assert.Equal(t, uint64(1)<<3, w, "low word of {3, 70}")
	assert.False(t, only, "{3, 70} has an index above 63")
	w, only = SetOf(0, 63).Low()
	assert.Equal(t, uint64(1)|1<<63, w, "low word of {0, 63}")
	assert.True(t, only, "{0, 63} fits in one word")
}

// BenchmarkViewAttacked loads chess positions and asks for the squares
// each side attacks: the View's attack computation.
func BenchmarkViewAttacked(b *testing.B) {
	r, err := Chess()
	require.NoError(b, err)
	var ps []*Position
	for _, fen := range []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
	} {
		p, err := r.ParseFEN(fen)
		require.NoError(b, err)
		ps = append(ps, p)
	}
	var v View
	for i := 0; b.Loop(); i++ {
		v.Load(ps[i%len(ps)])
		v.Attacked(White)
		v.Attacked(Black)
	}
}

// BenchmarkViewLoad loads chess positions.
func BenchmarkViewLoad(b *testing.B) {
	r, err := Chess()
	require.NoError(b, err)
	p, err := r.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10")
	require.NoError(b, err)
	var v View
	for b.Loop() {
		v.Load(p)
	}
}

// TestViewGenerationWraps pins the bug where the View's generation counter
// wrapped round after 2^32 loads: at 0 it matched every stamp never written
// (an empty king zone, no attacks), at 1 the stamps of the first load.
func TestViewGenerationWraps(t *testing.T) {
	r := chess(t)
	first := mustFEN(t, r, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	var v View
	v.Load(first)
	v.KingZone(White)
	v.gen = math.MaxUint32 // as after 2^32-2 more loads that read no king zone
	for _, fen := range []string{"6k1/8/8/8/8/8/8/1K6 w - - 0 1", "1k6/8/8/8/8/8/8/6K1 b - - 0 1"} {
		p := mustFEN(t, r, fen)
		var fresh View
		v.Load(p)
		fresh.Load(p)
		for _, c := range []Color{White, Black} {
			assert.Equal(t, fresh.KingZone(c), v.KingZone(c), "%s: king zone of %v", fen, c)
		}
	}
}
