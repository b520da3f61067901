package uci

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chespel/chespel/board"
)

// position handles "position startpos|fen FEN [moves M...]". A position it
// cannot read leaves no position (the next go answers "bestmove (none)"),
// never the previous one; a move list is played up to its first illegal
// move, which is reported.
func (s *session) position(args []string) {
	p, err := s.parsePosition(args)
	if err != nil {
		s.errorf("position: %v", err)
	}
	if p != nil {
		p.SetChess960(s.chess960)
	}
	s.pos = p
}

func (s *session) parsePosition(args []string) (*board.Position, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("got nothing, want startpos or fen")
	}
	rest := args[1:]
	var p *board.Position
	switch args[0] {
	case "startpos":
		p = s.cfg.Rules.StartPosition()
	case "fen":
		n := indexOf(rest, "moves")
		fen := strings.Join(rest[:n], " ")
		if fen == "" {
			return nil, fmt.Errorf("got no FEN after fen")
		}
		var err error
		if p, err = s.cfg.Rules.ParseFEN(fen); err != nil {
			return nil, err
		}
		rest = rest[n:]
	default:
		return nil, fmt.Errorf("got %s, want startpos or fen", quote(args[0]))
	}
	if len(rest) == 0 {
		return p, nil
	}
	if rest[0] != "moves" {
		return nil, fmt.Errorf("got %s after the position, want moves", quote(rest[0]))
	}
	if err := playMoves(p, rest[1:]); err != nil {
		return p, fmt.Errorf("%v; keeping the position before it", err)
	}
	return p, nil
}

// playMoves makes the moves, in UCI text, on p, up to the first it cannot
// play.
func playMoves(p *board.Position, moves []string) error {
	for i, text := range moves {
		m, err := p.ParseUCI(text)
		if err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		p.Make(m)
	}
	return nil
}

// indexOf returns the index of word in words, or len(words).
func indexOf(words []string, word string) int {
	for i, w := range words {
		if w == word {
			return i
		}
	}
	return len(words)
}

// setOption handles "setoption name NAME [value VALUE]".
func (s *session) setOption(args []string) {
	if len(args) == 0 || args[0] != "name" {
		s.errorf("setoption: want name NAME [value VALUE]")
		return
	}
	v := indexOf(args, "value")
	name := strings.ToLower(strings.Join(args[1:v], " "))
	value := ""
	if v < len(args) {
		value = strings.Join(args[v+1:], " ")
	}
	switch name {
	case "hash":
		mb, err := spin(value, minHashMB, maxHashMB)
		if err != nil {
			s.errorf("setoption Hash: %v", err)
			return
		}
		s.hashOwed = mb
		s.startWork()
	case "clear hash":
		s.clearOwed = true
		s.startWork()
	case "move overhead":
		ms, err := spin(value, 0, maxOverhead)
		if err != nil {
			s.errorf("setoption Move Overhead: %v", err)
			return
		}
		s.overhead = msDuration(ms)
	case "uci_chess960":
		s.setChess960(value)
	case "multipv":
		n, err := spin(value, 1, maxMultiPV)
		if err != nil {
			s.errorf("setoption MultiPV: %v", err)
			return
		}
		s.multiPV = n
	case "ownbook":
		s.setOwnBook(value)
	case "uci_variant":
		s.setVariant(value)
	case "threads":
		s.setThreads(value)
	case "ponder":
		s.setPonder(value)
	case "bookfile":
		s.setBookFile(value)
	case "uci_showwdl":
		s.setCheck("UCI_ShowWDL", value, &s.showWDL)
	default:
		s.errorf("setoption: unknown option %s", quote(strings.Join(args[1:v], " ")))
	}
}

// spin reads a spin option's value.
func spin(value string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("got value %s, want a number from %d to %d", quote(value), lo, hi)
	}
	return n, nil
}
