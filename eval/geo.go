package eval

import (
	"strconv"

	"github.com/chespel/chespel/board"
)

// geo is what the evaluator reads about its game, by cell (dense index):
// built once per bot from its rule set, read-only, shared by every
// evaluator of the bot.
type geo struct {
	rules      *board.Rules
	files      int
	ranks      int
	cells      int
	rowOf      [maxCells]int8
	colOf      [maxCells]int8
	values     []int64    // per kind, in thousandths
	startRows  [2][]int64 // per colour and kind, 0-based
	light      board.Set
	centre     board.Set
	wideCentre board.Set
	kinds      int
	starts     []int     // per kind, the pieces of white's that the game starts with
	all        board.Set // every cell
	decl       *declared // the bot's tables and phase weights (phase.go)
	units      int       // the fused units numbered so far (delta.go)
}

func newGeo(r *board.Rules) *geo {
	g := &geo{rules: r, files: r.Files(), ranks: r.Ranks(), cells: r.NumSquares(), kinds: r.NumKinds()}
	for i := range g.cells {
		g.all.Add(i)
		g.rowOf[i], g.colOf[i] = int8(i/g.files), int8(i%g.files)
	}
	for k := range g.kinds {
		g.values = append(g.values, int64(r.Value(board.Kind(k))))
		for c := range 2 {
			g.startRows[c] = append(g.startRows[c], int64(r.StartRow(board.Color(c), board.Kind(k))))
		}
	}
	g.light, g.centre, g.wideCentre = r.LightSquares(), r.Centre(), r.WideCentre()
	g.starts = make([]int, g.kinds)
	if p := r.StartPosition(); p != nil {
		for sq := range p.Pieces(board.White) {
			if k := int(p.At(sq).Kind()); k < g.kinds {
				g.starts[k]++
			}
		}
	}
	return g
}

// kindStarts returns the number of pieces of kind k that white starts the
// game with.
func (g *geo) kindStarts(k int) int { return g.starts[k] }

// row and col return a cell's 0-based rank and file.
func (g *geo) row(i int) int64 { return int64(g.rowOf[i&(maxCells-1)]) }
func (g *geo) col(i int) int64 { return int64(g.colOf[i&(maxCells-1)]) }

// onBoard reports whether i is a cell of the board.
func (g *geo) onBoard(i int) bool { return i >= 0 && i < g.cells }

// cell returns the cell on a 0-based col and row.
func (g *geo) cell(col, row int) int { return col + g.files*row }

// value returns a kind's value.
func (g *geo) value(k int) num {
	if k < 0 || k >= g.kinds {
		return num{0, true}
	}
	return num{g.values[k], true}
}

// rank returns a cell's row counted from colour c's side, from 1.
func (g *geo) rank(i, c int) int64 {
	if c == black {
		return int64(g.ranks) - g.row(i)
	}
	return g.row(i) + 1
}

// startRow returns the 0-based row where colour c's pieces of kind k start.
func (g *geo) startRow(k, c int8) int64 {
	if int(k) < 0 || int(k) >= g.kinds {
		return 0
	}
	return g.startRows[c&1][k]
}

// cellName returns a cell's name: a col letter from a and a row from 1.
func (g *geo) cellName(i int) string {
	return string(rune('a'+g.col(i))) + strconv.FormatInt(g.row(i)+1, 10)
}
