// Package suite runs test suites of EPD positions (WAC, ECM, STS...): the
// engine searches each position, and the move it plays solves the position
// when it is one of the bm (best move) operands and none of the am (avoid
// move) operands.
//
// It may import search, board and board/epd.
package suite

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/epd"
	"github.com/chespel/chespel/search"
)

// Read reads the EPD lines of a suite (blank lines and lines starting with
// # skipped); an error names the line.
func Read(r io.Reader, rules *board.Rules) ([]*epd.Line, error) {
	var lines []*epd.Line
	sc := bufio.NewScanner(r)
	n := 1
	for ; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		l, err := epd.Parse(text, rules)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if _, bm := l.Get("bm"); !bm {
			if _, am := l.Get("am"); !am {
				return nil, fmt.Errorf("line %d: no bm or am operation, want the move to find or to avoid", n)
			}
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %v", n, err)
	}
	return lines, nil
}

// Result is what a run found.
type Result struct {
	Solved, Total int
	Missed        []string // the ids (or numbers) of the positions missed
	Time          time.Duration
}

// Run searches each position with a cleared engine and lim, writing one
// line per position to w: its number, id, solved or missed, the move played
// and the expected ones, the depth and time. It stops early when ctx ends;
// the position whose search that cuts short is not counted.
func Run(ctx context.Context, eng *search.Engine, lines []*epd.Line, lim search.Limits, w io.Writer) (Result, error) {
	var res Result
	for i, l := range lines {
		if ctx.Err() != nil {
			break
		}
		eng.Clear()
		r := eng.Search(ctx, l.Pos, lim, nil)
		if r.Err != nil {
			return res, fmt.Errorf("position %d: %v", i+1, r.Err)
		}
		if ctx.Err() != nil {
			break // cut short: neither solved nor missed
		}
		ok, want := judge(l, r.Move)
		id := l.ID()
		if id == "" {
			id = fmt.Sprint(i + 1)
		}
		verdict := "solved"
		res.Total++
		res.Time += r.Time
		if ok {
			res.Solved++
		} else {
			verdict = "missed"
			res.Missed = append(res.Missed, id)
		}
		played := "(none)"
		if r.Move != 0 {
			played = l.Pos.SAN(r.Move)
		}
		fmt.Fprintf(w, "%d %s: %s %s (%s), depth %d, %.2fs\n", i+1, id, verdict, played, want, r.Depth, r.Time.Seconds())
	}
	return res, nil
}

// judge says whether m solves l, and what l asks, as "bm Qg6" or "am Nc3".
func judge(l *epd.Line, m board.Move) (bool, string) {
	ok := true
	var want []string
	if bm, has := l.Get("bm"); has {
		ok = ok && contains(l.Pos, bm, m)
		want = append(want, "bm "+strings.Join(bm, " "))
	}
	if am, has := l.Get("am"); has {
		ok = ok && !contains(l.Pos, am, m)
		want = append(want, "am "+strings.Join(am, " "))
	}
	return ok, strings.Join(want, "; ")
}

// contains reports whether one of the moves written (SAN or UCI) is m.
func contains(p *board.Position, moves []string, m board.Move) bool {
	for _, s := range moves {
		mv, err := p.ParseSAN(s)
		if err != nil {
			if mv, err = p.ParseUCI(s); err != nil {
				continue
			}
		}
		if mv == m {
			return true
		}
	}
	return false
}

// Report writes the time per position, "solved: N of M" and the misses.
func (r Result) Report(w io.Writer) {
	if r.Total > 0 {
		fmt.Fprintf(w, "time: %.2fs, %.2fs a position\n", r.Time.Seconds(), r.Time.Seconds()/float64(r.Total))
	}
	fmt.Fprintf(w, "solved: %d of %d\n", r.Solved, r.Total)
	if len(r.Missed) > 0 {
		fmt.Fprintf(w, "missed: %s\n", strings.Join(r.Missed, " "))
	}
}
