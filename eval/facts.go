package eval

import "github.com/chespel/chespel/board"

// The evaluator knows a cell by its dense index (board.Rules.Index: file +
// files × rank, a1 is 0), a piece by its cell, a row or col by its 0-based
// rank or file, a piece type by its board.Kind and a player by the colour
// it stands for. Sets of cells are board.Sets, whose order is board order.

// white and black are the board's colours as the evaluator counts them.
const (
	white = int(board.White)
	black = int(board.Black)
)

// allKinds is the type filter of a loop variable that any kind passes.
const allKinds = ^uint32(0)

// facts are what the library functions read about one position: the
// board's View (pieces as sets, attacks computed lazily once per position
// from the rule set's move tables) and, for the interpreter's fastest
// paths, each occupied cell's kind and colour.
type facts struct {
	view     board.View
	rules    *board.Rules
	files    int
	side     int     // the colour to move
	castle   [2]bool // a castling right left, on either side
	kinds    uint32  // a bit for each kind of the game
	mat      [2]int64
	values   []int64 // per kind, its value, for the rules in rules
	matOK    bool    // mat holds this position's material
	lets     letCache
	castleAt castledSquares // for the rules in rules
}

// maxCells is the most cells of a board (carn.MaxSize squared).
const maxCells = 256

// load reads the position.
func (f *facts) load(p *board.Position) {
	f.view.Load(p)
	if r := p.Rules(); r != f.rules {
		f.values = make([]int64, r.NumKinds())
		for k := range f.values {
			f.values[k] = int64(r.Value(board.Kind(k)))
		}
		f.castleAt = castledSquaresOf(r)
	}
	f.rules = p.Rules()
	f.files = f.rules.Files()
	f.kinds = 1<<f.rules.NumKinds() - 1
	f.side = int(p.SideToMove())
	f.matOK = false
	f.lets.reset()
	for c := range 2 {
		f.castle[c] = p.CanCastle(board.Color(c), true) || p.CanCastle(board.Color(c), false)
	}
}

// typeAt and colorAt return the kind and colour of the piece on cell i.
func (f *facts) typeAt(i int) int8  { return int8(f.view.KindAt(i & (maxCells - 1))) }
func (f *facts) colorAt(i int) int8 { return int8(f.view.ColorAt(i & (maxCells - 1))) }

// occ returns colour c's pieces.
func (f *facts) occ(c int) board.Set { return f.view.Occupied(board.Color(c)) }

// ofKind returns colour c's pieces of kind k.
func (f *facts) ofKind(c, k int) board.Set { return f.view.OfKind(board.Color(c), board.Kind(k)) }

// attacks returns the cells that the piece on i attacks.
func (f *facts) attacks(i int) board.Set { return f.view.Attacks(i) }

// attackers returns colour c's pieces that attack i.
func (f *facts) attackers(i, c int) board.Set { return f.view.Attackers(i, board.Color(c)) }

// attacked returns the cells that colour c attacks.
func (f *facts) attacked(c int) board.Set { return f.view.Attacked(board.Color(c)) }

// king returns colour c's royal piece, the first in board order when it
// has several, or -1 when it has none.
func (f *facts) king(c int) int {
	return f.view.Royals().And(f.occ(c)).First()
}

// inCheck reports whether a royal piece of colour c is attacked.
func (f *facts) inCheck(c int) bool { return f.view.InCheck(board.Color(c)) }

// playerMobility returns the sum of the mobility of colour c's pieces.
func (f *facts) playerMobility(c int) int { return f.view.PlayerMobility(board.Color(c)) }

// material returns the sum of colour c's piece values, in thousandths.
func (f *facts) material(c int) int64 {
	if !f.matOK {
		f.mat = f.sumMaterial()
		f.matOK = true
	}
	return f.mat[c&1]
}

// sumMaterial adds up each colour's piece values.
func (f *facts) sumMaterial() [2]int64 {
	var sum [2]int64
	for k, v := range f.values {
		if v != 0 {
			sum[white] += int64(f.ofKind(white, k).Count()) * v
			sum[black] += int64(f.ofKind(black, k).Count()) * v
		}
	}
	return sum
}
