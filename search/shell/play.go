package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/carn/input"
)

// game is a game of play mode: the position, the moves made, and who plays
// each colour.
type game struct {
	pos   *board.Position
	plies []ply
	ai    [2]bool // by board.Color: whether the bot plays that colour
}

// ply is a move made in play mode, with what takes it back.
type ply struct {
	move  board.Move
	undo  board.Undo
	mover board.Color
}

// play is play mode, from the start position or from a position. It
// returns errQuit when the input ends, nil when the player leaves. The
// position it ends in becomes the current one.
func (s *shell) play(text string) error {
	p := s.cfg.Rules.StartPosition()
	if text != "" {
		if p = s.position(text); p == nil {
			return nil
		}
	}
	s.pos, s.last = p, 0
	if o := p.Outcome(); o.Over() {
		s.drawBoard(p, 0)
		fmt.Fprintf(s.out, "game over: %s, %s\n", o.Reason, o.Result)
		return nil
	}
	g := &game{pos: p}
	for _, c := range []board.Color{board.White, board.Black} {
		ai, err := s.askPlayer(c)
		if errors.Is(err, errLeavePlay) {
			return nil
		}
		if err != nil {
			return err
		}
		g.ai[c] = ai
	}
	s.in.SetCompleter(func(string) []string { return g.words() })
	defer s.in.SetCompleter(s.complete)
	s.engine.Clear()
	err := s.playGame(g)
	s.last = g.lastMove()
	return err
}

// askPlayer asks whether the bot or a person plays c, until the answer is
// one of AI, human, a or h (in any case).
func (s *shell) askPlayer(c board.Color) (ai bool, err error) {
	for {
		answer, err := s.ask(fmt.Sprintf("%s: AI or human?", c))
		if err != nil {
			return false, err
		}
		switch strings.ToLower(answer) {
		case "a", "ai":
			return true, nil
		case "h", "human":
			return false, nil
		case "quit", "exit":
			return false, errLeavePlay
		}
		s.errorf("%s: want AI or human (a or h)", excerpt(answer))
	}
}

// errLeavePlay leaves play mode for the shell.
var errLeavePlay = errors.New("leave play mode")

// ask asks a question: the prompt on a terminal, a line of its own
// otherwise. It returns errQuit at the end of the input, and errLeavePlay
// for Ctrl-D on a terminal, which goes back to the shell's prompt.
func (s *shell) ask(question string) (string, error) {
	for {
		if !s.in.Terminal() {
			fmt.Fprintln(s.out, question)
		}
		line, err := s.in.ReadLine(question + " ")
		switch {
		case errors.Is(err, errInterrupted):
			continue
		case err == io.EOF && s.in.Terminal():
			fmt.Fprintln(s.out)
			return "", errLeavePlay
		case errors.Is(err, input.ErrTooLong):
			fmt.Fprintf(s.errOut, "error: %v: ignored\n", err)
			continue
		case err == io.EOF:
			return "", errQuit
		case err != nil:
			return "", err
		}
		return strings.TrimSpace(line), nil
	}
}

// playGame plays g until it ends or the player leaves.
func (s *shell) playGame(g *game) error {
	shown := false
	for {
		if o := g.pos.Outcome(); o.Over() {
			if !shown {
				s.drawGame(g)
			}
			fmt.Fprintf(s.out, "game over: %s, %s\n", o.Reason, o.Result)
			return nil
		}
		if g.ai[g.pos.SideToMove()] {
			if !s.aiMove(g) {
				fmt.Fprintf(s.out, "play stopped; to resume: play %s\n", g.pos.FEN())
				return nil
			}
			shown = true
			continue
		}
		if !shown {
			s.drawGame(g)
		}
		var err error
		shown, err = s.humanTurn(g)
		if errors.Is(err, errLeavePlay) {
			fmt.Fprintf(s.out, "to resume: play %s\n", g.pos.FEN())
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// drawGame draws the game's board from the human player's side (black's
// when only black is human), its last move marked.
func (s *shell) drawGame(g *game) {
	io.WriteString(s.out, s.view.draw(g.pos, g.viewSide(), g.lastMove()))
}

// viewSide is the side the board is seen from: black when the only human
// player plays black, white otherwise.
func (g *game) viewSide() board.Color {
	if g.ai[board.White] && !g.ai[board.Black] {
		return board.Black
	}
	return board.White
}

// lastMove is the last move played in the game, or the null move.
func (g *game) lastMove() board.Move {
	if len(g.plies) == 0 {
		return 0
	}
	return g.plies[len(g.plies)-1].move
}

// aiMove plays the bot's move in g, printing what the FEN command prints.
// It returns false when an interrupt stopped the search.
func (s *shell) aiMove(g *game) bool {
	interrupted := false
	s.withInterrupt(func(ctx context.Context) {
		mover := g.pos.SideToMove()
		s.drawGame(g)
		s.printScore(g.pos, false)
		res, ok := s.think(ctx, g.pos, s.limits, true)
		if interrupted = ctx.Err() != nil; interrupted || !ok {
			return
		}
		m := res.Move
		fmt.Fprintf(s.out, "move: %s (%s)\n", g.pos.UCI(m), g.pos.SAN(m))
		fmt.Fprintf(s.out, "search: %s\n", describe(g.pos, res))
		g.plies = append(g.plies, ply{move: m, mover: mover, undo: g.pos.Make(m)})
		fmt.Fprintf(s.out, "fen: %s\n", g.pos.FEN())
		s.drawGame(g)
		s.printScore(g.pos, true)
	})
	return !interrupted
}

// humanTurn reads one line of a human player: a move, l, undo, help or
// quit (commands in any case). It reports whether the board is still on
// screen.
func (s *shell) humanTurn(g *game) (shown bool, err error) {
	s.reported = map[string]bool{}
	line, err := s.ask(fmt.Sprintf("%s to move:", g.pos.SideToMove()))
	if err != nil {
		return false, err
	}
	switch strings.ToLower(line) {
	case "":
		return true, nil
	case "quit", "exit":
		return false, errLeavePlay
	case "l":
		fmt.Fprintf(s.out, "legal moves: %s\n", strings.Join(g.legalSAN(), " "))
		return true, nil
	case "undo":
		if !g.undo() {
			s.errorf("nothing to undo")
			return true, nil
		}
		return false, nil
	case "help":
		fmt.Fprint(s.out, playHelp)
		return true, nil
	}
	m, err := g.pos.ParseMove(line)
	if err != nil {
		s.errorf("%v", err)
		return true, nil
	}
	fmt.Fprintf(s.out, "move: %s (%s)\n", g.pos.UCI(m), g.pos.SAN(m))
	g.plies = append(g.plies, ply{move: m, mover: g.pos.SideToMove(), undo: g.pos.Make(m)})
	fmt.Fprintf(s.out, "fen: %s\n", g.pos.FEN())
	return false, nil
}

// playHelp is the answer to "help" in play mode.
const playHelp = `Play mode:
  a move in SAN (Nf3, exd5, O-O, e8=Q) or coordinates (g1f3, e7e8q)
  l      list the legal moves
  undo   take back your last move (and the bot's answer to it)
  quit   leave play mode; it prints the FEN to resume from (play FEN)
`

// undo takes back the plies since the last move of a human player, so that
// a human is to move again; it reports false when no human has moved.
func (g *game) undo() bool {
	last := -1
	for i, pl := range g.plies {
		if !g.ai[pl.mover] {
			last = i
		}
	}
	if last < 0 {
		return false
	}
	for len(g.plies) > last {
		pl := g.plies[len(g.plies)-1]
		g.pos.Unmake(pl.move, pl.undo)
		g.plies = g.plies[:len(g.plies)-1]
	}
	return true
}

// legalSAN returns the legal moves in SAN, sorted.
func (g *game) legalSAN() []string {
	var sans []string
	for _, m := range g.pos.LegalMoves(nil) {
		sans = append(sans, g.pos.SAN(m))
	}
	sort.Strings(sans)
	return sans
}

// words are what tab completion offers in play mode: the legal moves and
// the commands.
func (g *game) words() []string {
	return append(g.legalSAN(), "l", "undo", "quit", "help")
}
