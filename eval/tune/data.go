package tune

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/epd"
	"github.com/chespel/chespel/board/pgn"
	"github.com/chespel/chespel/carn/input"
)

// Sample is one labelled position: its FEN and the result of its game for
// white (1 a white win, 0.5 a draw, 0 a black win).
type Sample struct {
	FEN    string
	Result float64
}

// ReadData reads labelled positions from r, whose name is name: a PGN file
// when the name ends in .pgn or the text starts with '[', else EPD or FEN
// lines, one a line, each with its result as the operation c9 "1-0"; (or
// "0-1", "1/2-1/2") or as a last field [1.0] ([0.5], [0], ...). Blank lines
// and lines starting with # are skipped. A line without a result, or with
// a position that the rules do not read, is an error naming the line.
func ReadData(name string, r io.Reader, rules *board.Rules) ([]Sample, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head, _ := br.Peek(512)
	if strings.HasSuffix(strings.ToLower(name), ".pgn") || strings.HasPrefix(strings.TrimSpace(string(head)), "[") {
		return readPGN(br, rules)
	}
	return readLines(name, br, rules)
}

// readLines reads EPD or FEN lines with results.
func readLines(name string, r io.Reader, rules *board.Rules) ([]Sample, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), input.MaxLine)
	var out []Sample
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		s, err := parseLine(text, rules)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return out, nil
}

// parseLine reads one line: a position and its result.
func parseLine(text string, rules *board.Rules) (Sample, error) {
	if strings.HasSuffix(text, "]") {
		open := strings.LastIndexByte(text, '[')
		if open < 0 {
			return Sample{}, errors.New("a result [R] without its [")
		}
		res, ok := parseResult(strings.TrimSpace(text[open+1 : len(text)-1]))
		if !ok {
			return Sample{}, fmt.Errorf("want a result [1.0], [0.5] or [0], got %s", input.Excerpt(text[open:], 40))
		}
		l, err := epd.Parse(strings.TrimRight(strings.TrimSpace(text[:open]), ";"), rules)
		if err != nil {
			return Sample{}, err
		}
		return Sample{FEN: l.Pos.FEN(), Result: res}, nil
	}
	l, err := epd.Parse(text, rules)
	if err != nil {
		return Sample{}, err
	}
	c9, ok := l.Get("c9")
	if !ok || len(c9) != 1 {
		return Sample{}, errors.New(`want the game's result: the operation c9 "1-0"; ("0-1", "1/2-1/2") or a last field [1.0] ([0.5], [0])`)
	}
	res, ok := parseResult(c9[0])
	if !ok {
		return Sample{}, fmt.Errorf(`want c9 "1-0", "0-1" or "1/2-1/2", got c9 %s`, input.Excerpt(c9[0], 40))
	}
	return Sample{FEN: l.Pos.FEN(), Result: res}, nil
}

// parseResult reads a result for white: 1-0, 0-1, 1/2-1/2, or a number
// from 0 to 1.
func parseResult(s string) (float64, bool) {
	switch s {
	case "1-0":
		return 1, true
	case "0-1":
		return 0, true
	case "1/2-1/2":
		return 0.5, true
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || !(v >= 0 && v <= 1) {
		return 0, false
	}
	return v, true
}

// readPGN reads the quiet positions of every finished game of a PGN text:
// each position before a move when the side to move is not in check and
// the move is neither a capture nor a promotion (as datagen chooses them).
func readPGN(r io.Reader, rules *board.Rules) ([]Sample, error) {
	pr := pgn.NewReader(r, rules)
	var out []Sample
	for {
		g, err := pr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		res, ok := parseResult(g.Result)
		if !ok {
			continue // an unfinished game (*) labels nothing
		}
		pos := g.Start.Clone()
		for _, m := range g.Moves {
			_, promotes := m.Promotion()
			if !pos.InCheck() && !m.IsCapture() && !promotes {
				out = append(out, Sample{FEN: pos.FEN(), Result: res})
			}
			pos.Make(m)
		}
	}
}
