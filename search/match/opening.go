package match

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/board/pgn"
	"github.com/chespel/chespel/ormulogun"
)

// Opening is where a pair of games starts: a root position (the rule set's
// start position or a FEN) and moves played from it.
type Opening struct {
	Root  *board.Position
	Moves []board.Move
}

// rootText is the root as UCI's position command names it: "startpos" or
// the FEN.
func (o Opening) rootText() string {
	fen := o.Root.FEN()
	if fen == o.Root.Rules().StartPosition().FEN() {
		return "startpos"
	}
	return fen
}

// LoadOpenings reads the -openings argument: a file of EPD or FEN lines,
// "startpos [moves ...]" or "FEN moves ..." lines (blank lines and lines
// starting with # skipped), or a PGN file (each game's start and moves); or,
// when no such file exists, an Ormulogun spec, from which it draws n
// positions with the seed. An empty spec is the start position.
func LoadOpenings(spec string, rules *board.Rules, n int, seed uint64) ([]Opening, error) {
	if spec == "" {
		return []Opening{{Root: rules.StartPosition()}}, nil
	}
	data, err := os.ReadFile(spec)
	switch {
	case err == nil && isPGN(spec, data):
		return pgnOpenings(spec, data, rules)
	case err == nil:
		return lineOpenings(spec, data, rules)
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	s, perr := ormulogun.Parse(spec)
	if perr != nil {
		return nil, fmt.Errorf("-openings %q: no such file, and not an endgame spec: %v", spec, perr)
	}
	return endgameOpenings(s, rules, n, seed)
}

func isPGN(name string, data []byte) bool {
	return strings.HasSuffix(strings.ToLower(name), ".pgn") || bytes.HasPrefix(bytes.TrimSpace(data), []byte("["))
}

func pgnOpenings(name string, data []byte, rules *board.Rules) ([]Opening, error) {
	games, err := pgn.ReadAll(bytes.NewReader(data), rules)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	var out []Opening
	for _, g := range games {
		out = append(out, Opening{Root: g.Start, Moves: g.Moves})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no game", name)
	}
	return out, nil
}

func lineOpenings(name string, data []byte, rules *board.Rules) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 1
	for ; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		o, err := ParseOpening(line, rules)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", name, n, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no opening", name)
	}
	return out, nil
}

// ParseOpening reads one line: "startpos", a FEN, or an EPD line (its four
// position fields, the move counters when they follow, and its operations
// ignored), either of the first two followed by "moves m1 m2 ..." in UCI or
// SAN.
func ParseOpening(line string, rules *board.Rules) (Opening, error) {
	head, moves, _ := strings.Cut(line, " moves")
	var root *board.Position
	var err error
	if strings.TrimSpace(head) == "startpos" {
		root = rules.StartPosition()
	} else {
		root, err = rules.ParseFEN(epdPosition(head))
		if err != nil {
			return Opening{}, err
		}
	}
	o := Opening{Root: root}
	p := root.Clone()
	for _, s := range strings.Fields(moves) {
		m, err := p.ParseMove(s)
		if err != nil {
			return Opening{}, fmt.Errorf("move %q: %v", s, err)
		}
		p.Make(m)
		o.Moves = append(o.Moves, m)
	}
	return o, nil
}

// epdPosition keeps a FEN's or an EPD line's position fields: four, and
// the two move counters when they are numbers.
func epdPosition(line string) string {
	f := strings.Fields(line)
	if len(f) <= 4 {
		return strings.Join(f, " ")
	}
	n := 4
	for n < len(f) && n < 6 && isNumber(f[n]) {
		n++
	}
	return strings.Join(f[:n], " ")
}

func isNumber(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// endgameOpenings draws n positions of an endgame spec.
func endgameOpenings(s *ormulogun.Spec, rules *board.Rules, n int, seed uint64) ([]Opening, error) {
	g, err := ormulogun.NewBoardGenerator(s, rules, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return nil, err
	}
	out := make([]Opening, 0, n)
	for range max(n, 1) {
		p, err := g.Next()
		if err != nil {
			return nil, err
		}
		out = append(out, Opening{Root: p})
	}
	return out, nil
}
