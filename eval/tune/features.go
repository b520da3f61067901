package tune

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// Matrix holds the positions as the model sees them, in pawns: for
// position i, the evaluation is Offset[i] plus the sum over its entries
// Start[i] <= j < Start[i+1] of the tuned number Col[j] times Val[j].
// Result is the game's result for the side to move.
type Matrix struct {
	Start  []int
	Col    []int32
	Val    []float32
	Offset []float32
	Result []float32
}

// Rows returns the number of positions.
func (m *Matrix) Rows() int { return len(m.Offset) }

// plan says how the features are read: free parameter i is column i of
// the matrix, set to 1 in feature script pass[i] (1 and up); every other
// free parameter is 0 there, and all of them are 0 in script 0, whose
// evaluation is the offset. No two parameters of one score statement share
// a script, so that a parameter's feature is what its statements add in its
// script less what they add in script 0.
//
// A table's value is 0 in every script; its feature comes from the rules
// that copy 0 gets for the table reads (tables.go).
type plan struct {
	init   []float64         // the free parameters' values in pawns, by column
	lower  []float64         // the least value of each column: 0, or -maxValue for a table's
	pass   []int             // the script of each column (0 for a table's value)
	scores [][]int           // each column's score statements, by index
	stmt   map[lexer.Pos]int // a score statement's index
	passes int               // the number of scripts, script 0 included

	sites []tableSite    // the reads of the tables with free values
	cells map[[2]int]int // the column of a free table value, by table and written index
	// Filled in when copy 0 is loaded: its generated statements.
	phaseAt lexer.Pos
	siteAt  map[lexer.Pos]int // a site's statement: the site's index
}

// newPlan gives each free parameter a column and a script: the first
// script in which none of its score statements has a parameter yet.
func newPlan(ps []Param) *plan {
	pl := &plan{stmt: map[lexer.Pos]int{}, passes: 1, cells: map[[2]int]int{}}
	var busy []map[int]bool // by script - 1: the statements that have a parameter there
	for _, p := range ps {
		if p.Fixed {
			continue
		}
		if p.IsTable {
			pl.cells[[2]int{p.Table, p.Cell}] = len(pl.init)
			pl.init = append(pl.init, float64(p.Value)/1000)
			pl.lower = append(pl.lower, -maxValue)
			pl.pass = append(pl.pass, 0)
			pl.scores = append(pl.scores, nil)
			continue
		}
		var ss []int
		for _, at := range p.Scores {
			if _, ok := pl.stmt[at]; !ok {
				pl.stmt[at] = len(pl.stmt)
			}
			ss = append(ss, pl.stmt[at])
		}
		k := 0
		for ; k < len(busy) && anyOf(busy[k], ss); k++ {
		}
		if k == len(busy) {
			busy = append(busy, map[int]bool{})
		}
		for _, s := range ss {
			busy[k][s] = true
		}
		pl.init = append(pl.init, float64(p.Value)/1000)
		pl.lower = append(pl.lower, minValue)
		pl.pass = append(pl.pass, k+1)
		pl.scores = append(pl.scores, ss)
	}
	pl.passes = len(busy) + 1
	return pl
}

// hasTable reports whether table t has a free value.
func (pl *plan) hasTable(t int) bool {
	for k := range pl.cells {
		if k[0] == t {
			return true
		}
	}
	return false
}

// locate finds the generated statements of copy 0 (prog): the phase's and
// each site's.
func (pl *plan) locate(prog *types.Program) {
	pl.siteAt = map[lexer.Pos]int{}
	for _, r := range prog.Evaluation {
		switch {
		case r.Name == genPhase:
			pl.phaseAt = r.Body[0].(*parser.ScoreStmt).Pos
		case strings.HasPrefix(r.Name, genRead):
			i, _ := strconv.Atoi(strings.TrimPrefix(r.Name, genRead))
			loop := r.Body[0].(*parser.LoopStmt)
			pl.siteAt[loop.Body[0].(*parser.ScoreStmt).Pos] = i
		}
	}
}

func anyOf(set map[int]bool, xs []int) bool {
	for _, x := range xs {
		if set[x] {
			return true
		}
	}
	return false
}

// featureSources returns the plan's scripts: src with every free
// parameter's literal replaced by 1 or 0, padded with spaces to the
// literal's length so that no position moves.
func featureSources(src []byte, ps []Param, pl *plan) ([][]byte, error) {
	out := make([][]byte, pl.passes)
	for k := range out {
		var eds []edit
		col := 0
		for _, p := range ps {
			if p.Fixed {
				continue
			}
			v := "0"
			if pl.pass[col] == k && !p.IsTable {
				v = "1"
			}
			eds = append(eds, edit{pos: p.Pos, old: p.Text, text: v + strings.Repeat(" ", len(p.Text)-1)})
			col++
		}
		var err error
		if out[k], err = rewrite(src, eds); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// extract evaluates every sample with each of the plan's scripts (bots)
// on workers goroutines and returns the matrix. A position without a legal
// move is left out and counted.
func extract(bots []*eval.Bot, pl *plan, samples []Sample, workers int) (*Matrix, int, error) {
	parts := make([]*Matrix, workers)
	skipped := make([]int, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := w*len(samples)/workers, (w+1)*len(samples)/workers
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[w], skipped[w], errs[w] = extractRange(bots, pl, samples[lo:hi])
		}()
	}
	wg.Wait()
	m := &Matrix{Start: []int{0}}
	n := 0
	for w, p := range parts {
		if errs[w] != nil {
			return nil, 0, errs[w]
		}
		base := len(m.Col)
		for _, s := range p.Start[1:] {
			m.Start = append(m.Start, base+s)
		}
		m.Col = append(m.Col, p.Col...)
		m.Val = append(m.Val, p.Val...)
		m.Offset = append(m.Offset, p.Offset...)
		m.Result = append(m.Result, p.Result...)
		n += skipped[w]
	}
	return m, n, nil
}

// siteRead is one report of a generated site rule: the site, and what
// its statement added (the cell's written index plus 1, signed, in
// thousandths).
type siteRead struct {
	site int
	v    int64
}

// extractRange is one worker's share of extract.
func extractRange(bots []*eval.Bot, pl *plan, samples []Sample) (*Matrix, int, error) {
	evs := make([]*eval.Evaluator, len(bots))
	for k, b := range bots {
		evs[k] = b.NewEvaluator()
	}
	rules := bots[0].Rules()
	m := &Matrix{Start: []int{0}}
	adds := make([][]int64, len(bots)) // by script, what each statement added
	for k := range adds {
		adds[k] = make([]int64, len(pl.stmt))
	}
	row := make([]float64, len(pl.init))
	var reads []siteRead
	var buf [256]board.Move
	skipped := 0
	for _, s := range samples {
		p, err := rules.ParseFEN(s.FEN)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %v", s.FEN, err)
		}
		if len(p.LegalMoves(buf[:0])) == 0 {
			skipped++
			continue
		}
		var offset, phase int64
		reads = reads[:0]
		for k, ev := range evs {
			clear(adds[k])
			total, err := ev.Contributions(p, func(at lexer.Pos, v int64) {
				if i, ok := pl.stmt[at]; ok {
					adds[k][i] += v
				} else if k > 0 {
					return
				} else if at == pl.phaseAt {
					phase, offset = v, offset-v
				} else if i, ok := pl.siteAt[at]; ok {
					reads, offset = append(reads, siteRead{i, v}), offset-v
				}
			})
			if err != nil {
				return nil, 0, fmt.Errorf("%s: %v", s.FEN, err)
			}
			if k == 0 {
				offset += int64(total)
			}
		}
		for c, ss := range pl.scores {
			for _, i := range ss {
				row[c] += float64(adds[pl.pass[c]][i]-adds[0][i]) / 1000
			}
		}
		pl.addReads(row, reads, float64(phase)/1e6)
		for c, v := range row {
			if v != 0 {
				m.Col = append(m.Col, int32(c))
				m.Val = append(m.Val, float32(v))
				row[c] = 0
			}
		}
		m.Start = append(m.Start, len(m.Col))
		m.Offset = append(m.Offset, float32(float64(offset)/1000))
		r := s.Result
		if p.SideToMove() != board.White {
			r = 1 - r
		}
		m.Result = append(m.Result, float32(r))
	}
	return m, skipped, nil
}

// addReads adds to row the features of the table values that the reads
// report: each read's cell gets its site's sign, the read's sign (a sym
// rule's pass for the opponent is negative) and its taper weight, phase in
// the middlegame value, 1 - phase in the endgame's.
func (pl *plan) addReads(row []float64, reads []siteRead, phase float64) {
	for _, r := range reads {
		s := pl.sites[r.site]
		v, sign := r.v, s.sign
		if v < 0 {
			v, sign = -v, -sign
		}
		col, ok := pl.cells[[2]int{s.table, int(v/1000) - 1}]
		if !ok {
			continue
		}
		switch s.side {
		case 1:
			sign *= phase
		case 2:
			sign *= 1 - phase
		}
		row[col] += sign
	}
}
