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

// featureSource returns src with every free parameter's literal replaced by
// 1, padded with spaces to the literal's length so that no position moves.
func featureSource(src []byte, ps []Param) ([]byte, error) {
	var eds []edit
	for _, p := range ps {
		if !p.Fixed {
			eds = append(eds, edit{pos: p.Pos, old: p.Text, text: "1" + strings.Repeat(" ", len(p.Text)-1)})
		}
	}
	return rewrite(src, eds)
}

// extract evaluates every sample with the feature bot (the script whose
// free numbers are 1) on workers goroutines and returns the matrix, with
// one column per free parameter (cols maps a score statement to its
// column). A position without a legal move is left out and counted.
func extract(bot *eval.Bot, cols map[lexer.Pos]int, samples []Sample, workers int) (*Matrix, int, error) {
	parts := make([]*Matrix, workers)
	skipped := make([]int, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := w*len(samples)/workers, (w+1)*len(samples)/workers
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[w], skipped[w], errs[w] = extractRange(bot, cols, samples[lo:hi])
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
func extractRange(bot *eval.Bot, cols map[lexer.Pos]int, samples []Sample) (*Matrix, int, error) {
	ev := bot.NewEvaluator()
	rules := bot.Rules()
	m := &Matrix{Start: []int{0}}
	dense := make([]float64, len(cols))
	seen := make([]bool, len(cols))
	var touched []int
	var buf [256]board.Move
	skipped := 0
	add := func(at lexer.Pos, v int64) {
		if c, ok := cols[at]; ok {
			if !seen[c] {
				seen[c] = true
				touched = append(touched, c)
			}
			dense[c] += float64(v)
		}
	}
	for _, s := range samples {
		p, err := rules.ParseFEN(s.FEN)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %v", s.FEN, err)
		}
		if len(p.LegalMoves(buf[:0])) == 0 {
			skipped++
			continue
		}
		touched = touched[:0]
		total, err := ev.Contributions(p, add)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %v", s.FEN, err)
		}
		sum := 0.0
		for _, c := range touched {
			v := dense[c]
			dense[c], seen[c] = 0, false
			if v == 0 {
				continue
			}
			sum += v
			m.Col = append(m.Col, int32(c))
			m.Val = append(m.Val, float32(v/1000))
		}
		m.Start = append(m.Start, len(m.Col))
		m.Offset = append(m.Offset, float32((float64(total)-sum)/1000))
		r := s.Result
		if p.SideToMove() != board.White {
			r = 1 - r
		}
		m.Result = append(m.Result, float32(r))
	}
	return m, skipped, nil
}
