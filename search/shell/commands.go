package shell

import (
	"context"
	"fmt"

	"github.com/chespel/chespel/board"
)

// helpText is the answer to "help".
const helpText = `Commands:
  FEN | startpos       the board, its score, the bot's move, the new FEN, board and score
  fen FEN|startpos     only the FEN after the bot's move
  eval [v] FEN|startpos the board and its score; with v, the justification lines first
  play [FEN|startpos]  play a game (from the start position when no FEN is given)
  uci                  switch to the UCI protocol for the rest of the session
  help                 this list
  quit                 leave (so does the end of the input, Ctrl-D on a terminal)
In play mode: a move in SAN (Nf3, exd5, O-O, e8=Q) or coordinates (g1f3, e7e8q),
  l to list the legal moves, undo to take back your last move, quit to leave.
Ctrl-C stops a search (the bot plays the best move found so far) or leaves play mode.
`

// commandWords are the words that tab completion offers at the prompt.
var commandWords = []string{"startpos", "fen", "eval", "play", "uci", "help", "quit"}

// move is the "{FEN}" command: the board and its score, then the bot's move
// and the new position with its score for the player who moved.
func (s *shell) move(ctx context.Context, fen string) {
	p := s.position(fen)
	if p == nil {
		return
	}
	s.engine.Clear()
	s.showAndMove(ctx, p)
}

// showAndMove prints the board and its score, then the bot's move and the
// new position (botMove), and plays the move on p.
func (s *shell) showAndMove(ctx context.Context, p *board.Position) (board.Move, bool) {
	fmt.Fprint(s.out, p.Draw())
	s.printScore(p, false)
	return s.botMove(ctx, p)
}

// botMove prints the bot's move in p and the position after it (the board
// and its score for the player who moved), and plays it on p. When p has no
// legal move it prints the end of the game instead and returns false.
func (s *shell) botMove(ctx context.Context, p *board.Position) (board.Move, bool) {
	m, ok := s.chooseMove(ctx, p)
	if !ok {
		return m, false
	}
	fmt.Fprintf(s.out, "move: %s (%s)\n", p.UCI(m), p.SAN(m))
	p.Make(m)
	fmt.Fprintf(s.out, "fen: %s\n", p.FEN())
	fmt.Fprint(s.out, p.Draw())
	s.printScore(p, true)
	return m, true
}

// chooseMove returns the bot's move in p: from its book, else from a search
// within its limits. With no legal move it prints the game's end and
// returns false. An evaluation error is printed and the move still played.
func (s *shell) chooseMove(ctx context.Context, p *board.Position) (board.Move, bool) {
	if len(p.LegalMoves(nil)) == 0 {
		s.printGameOver(p)
		return 0, false
	}
	res := s.engine.Search(ctx, p, s.cfg.Limits, nil)
	if res.Err != nil {
		s.errorf("%v", res.Err)
	}
	return res.Move, true
}

// printGameOver prints "game over: REASON, RESULT" for a finished game.
func (s *shell) printGameOver(p *board.Position) {
	o := p.Outcome()
	fmt.Fprintf(s.out, "game over: %s, %s\n", o.Reason, o.Result)
}

// printScore prints the "score: N" line of p: for the side to move, or
// negated, for the player who just moved.
func (s *shell) printScore(p *board.Position, negated bool) {
	score, neg, _, err := s.cfg.Bot.Explain(p, false)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	if negated {
		score = neg
	}
	fmt.Fprintf(s.out, "score: %s\n", score)
}

// bareMove is "fen FEN": only the FEN after the bot's move.
func (s *shell) bareMove(ctx context.Context, fen string) {
	p := s.position(fen)
	if p == nil {
		return
	}
	s.engine.Clear()
	m, ok := s.chooseMove(ctx, p)
	if !ok {
		return
	}
	p.Make(m)
	fmt.Fprintln(s.out, p.FEN())
}

// eval is "eval [v] FEN": the justification lines when verbose, the board
// and the score for the side to move.
func (s *shell) eval(args string) {
	verbose := false
	if word, rest := cutWord(args); word == "v" || word == "-v" {
		verbose, args = true, rest
	}
	p := s.position(args)
	if p == nil {
		return
	}
	score, _, lines, err := s.cfg.Bot.Explain(p, verbose)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	for _, line := range lines {
		fmt.Fprintln(s.out, line)
	}
	fmt.Fprint(s.out, p.Draw())
	fmt.Fprintf(s.out, "score: %s\n", score)
}
