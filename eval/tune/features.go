package tune

import (
	"fmt"
	"strings"
	"sync"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/lexer"
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
type plan struct {
	init   []float64         // the free parameters' values in pawns, by column
	pass   []int             // the script of each column
	scores [][]int           // each column's score statements, by index
	stmt   map[lexer.Pos]int // a score statement's index
	passes int               // the number of scripts, script 0 included
}

// newPlan gives each free parameter a column and a script: the first
// script in which none of its score statements has a parameter yet.
func newPlan(ps []Param) *plan {
	pl := &plan{stmt: map[lexer.Pos]int{}, passes: 1}
	var busy []map[int]bool // by script - 1: the statements that have a parameter there
	for _, p := range ps {
		if p.Fixed {
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
		pl.pass = append(pl.pass, k+1)
		pl.scores = append(pl.scores, ss)
	}
	pl.passes = len(busy) + 1
	return pl
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
			if pl.pass[col] == k {
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
		var offset int
		for k, ev := range evs {
			clear(adds[k])
			total, err := ev.Contributions(p, func(at lexer.Pos, v int64) {
				if i, ok := pl.stmt[at]; ok {
					adds[k][i] += v
				}
			})
			if err != nil {
				return nil, 0, fmt.Errorf("%s: %v", s.FEN, err)
			}
			if k == 0 {
				offset = total
			}
		}
		for c, ss := range pl.scores {
			var v int64
			for _, i := range ss {
				v += adds[pl.pass[c]][i] - adds[0][i]
			}
			if v != 0 {
				m.Col = append(m.Col, int32(c))
				m.Val = append(m.Val, float32(float64(v)/1000))
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
