package shell

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
)

// helpText is the answer to "help": every command with one example.
const helpText = `Commands (a POS is a FEN or startpos, either followed by moves: startpos moves e2e4 e7e5):
  POS                  the board and its score, the bot's move, the new FEN, board and score
                         startpos moves e2e4
  fen POS              only the FEN after the bot's move
                         fen 8/8/8/4k3/8/8/3QK3/8 w - - 0 1
  eval [v] POS         the board and its score; with v, the justification lines first
                         eval v startpos moves e2e4 e7e5
  position POS         make POS the current position, and draw it
                         position startpos moves d2d4 d7d5
  d                    draw the current position and print its FEN and score
                         d
  go [depth N] [movetime MS] [nodes N]
                       the bot moves in the current position (its own limits when none given)
                         go depth 6
  set [NAME VALUE]     change a setting for this session; alone, list them
                         set maxTime 2      (seconds; also maxDepth, hash, threads, unicode, color)
  book [FILE|off]      the books and their move here; FILE: a Polyglot book after the bot's
                         book /usr/share/games/gnuchess/book.bin
  play [POS]           play a game, from the start position when no POS is given
                         play startpos moves e2e4
  uci                  switch to the UCI protocol for the rest of the session
                         uci
  help                 this list
  quit                 leave (so does the end of the input, Ctrl-D on a terminal)
Scores are in pawns and say whose they are: score: 0.7 (black to move); a mate found
  by the search reads search: mate in 3 for white. While the bot thinks, each depth
  is shown (one changing line on a terminal).
In play mode: a move in SAN (Nf3, exd5, O-O, e8=Q) or coordinates (g1f3, e7e8q),
  l to list the legal moves, undo to take back your last move, quit to leave
  (it prints the FEN to resume from: play FEN). The board is seen from your side.
  Ctrl-D at a question goes back to the prompt.
Ctrl-C stops a search (the bot plays the best move found so far) or leaves play mode.
Tab completes commands and their arguments: st<Tab> gives startpos, startpos m<Tab> moves.
Commands are read in any case: EVAL V STARTPOS. Colours on a terminal: set color off, or
  the NO_COLOR environment variable. Unicode pieces: set unicode on, or run --unicode.
`

// commandWords are the command words that tab completion offers at the
// prompt, "startpos" first.
var commandWords = []string{"startpos", "fen", "eval", "position", "d", "go", "set", "book", "play", "uci", "help", "quit"}

// move is the "POS" command: the board and its score, then the bot's move
// and the new position with its score for the player who moved. The new
// position becomes the current one.
func (s *shell) move(ctx context.Context, text string) {
	p := s.position(text)
	if p == nil {
		return
	}
	s.engine.Clear()
	s.pos, s.last = p, 0
	s.showAndMove(ctx, p, s.limits)
}

// showAndMove prints the board and its score, then the bot's move and the
// new position (botMove), and plays the move on p.
func (s *shell) showAndMove(ctx context.Context, p *board.Position, lim search.Limits) (board.Move, bool) {
	s.drawBoard(p, 0)
	s.printScore(p, false)
	return s.botMove(ctx, p, lim)
}

// botMove prints the bot's move in p, the search's own score, and the
// position after it (the board and its score for the player who moved),
// and plays it on p. When p has no legal move it prints the end of the
// game instead and returns false.
func (s *shell) botMove(ctx context.Context, p *board.Position, lim search.Limits) (board.Move, bool) {
	res, ok := s.think(ctx, p, lim, true)
	if !ok {
		return 0, false
	}
	m := res.Move
	fmt.Fprintf(s.out, "move: %s (%s)\n", p.UCI(m), p.SAN(m))
	fmt.Fprintf(s.out, "search: %s\n", describe(p, res))
	p.Make(m)
	s.last = m
	fmt.Fprintf(s.out, "fen: %s\n", p.FEN())
	s.drawBoard(p, m)
	s.printScore(p, true)
	return m, true
}

// describe writes what a search found, for the "search:" line: "0.25 for
// white, depth 3, line Nc3 Nf6 Nf3", "mate in 2 for black, ...", or "book
// move".
func describe(p *board.Position, res search.Result) string {
	switch {
	case res.FromBook:
		return "book move"
	case res.Depth == 0:
		return "stopped before depth 1 was complete"
	}
	return fmt.Sprintf("%s for %s, depth %d, line %s",
		searchScore(res.Score), p.SideToMove(), res.Depth, line(p, res.PV))
}

// think returns the bot's search result in p: from its book, else from a
// search within lim. With no legal move it prints the game's end and
// returns false. An evaluation error is printed and the move still played.
// With progress, each completed depth is shown: on one line that keeps
// changing on a terminal, as "info:" lines elsewhere.
func (s *shell) think(ctx context.Context, p *board.Position, lim search.Limits, progress bool) (search.Result, bool) {
	if len(p.LegalMoves(nil)) == 0 {
		s.printGameOver(p)
		return search.Result{}, false
	}
	var onInfo func(search.Info)
	shown := false
	if progress {
		onInfo = func(info search.Info) {
			if !info.CurrMove.IsNull() {
				return // the root move under search, no completed depth
			}
			text := fmt.Sprintf("depth %d score %s for %s time %s line %s",
				info.Depth, searchScore(info.Score), p.SideToMove(), seconds(info.Time), line(p, info.PV))
			if s.in.Terminal() {
				fmt.Fprintf(s.out, "\r\x1b[K%s", clipWidth(text, 79))
				shown = true
				return
			}
			fmt.Fprintf(s.out, "info: %s\n", text)
		}
	}
	res := s.engine.Search(ctx, p, lim, onInfo)
	if shown {
		fmt.Fprint(s.out, "\r\x1b[K")
	}
	if res.Err != nil {
		s.errorf("%v", res.Err)
	}
	return res, true
}

// clipWidth cuts a progress line to width characters, so that it never
// wraps on the terminal.
func clipWidth(text string, width int) string {
	if r := []rune(text); len(r) > width {
		return string(r[:width])
	}
	return text
}

// printGameOver prints "game over: REASON, RESULT" for a finished game.
func (s *shell) printGameOver(p *board.Position) {
	o := p.Outcome()
	fmt.Fprintf(s.out, "game over: %s, %s\n", o.Reason, o.Result)
}

// printScore prints the "score: N (WHOSE)" line of p: for the side to
// move, or negated, for the player who just moved.
func (s *shell) printScore(p *board.Position, mover bool) {
	score, neg, _, err := s.cfg.Bot.Explain(p, false)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	if mover {
		score = neg
	}
	fmt.Fprintf(s.out, "score: %s %s\n", score, Whose(p, mover))
}

// drawBoard draws p from white's side, last marked.
func (s *shell) drawBoard(p *board.Position, last board.Move) {
	io.WriteString(s.out, s.view.draw(p, board.White, last))
}

// bareMove is "fen POS": only the FEN after the bot's move.
func (s *shell) bareMove(ctx context.Context, text string) {
	p := s.position(text)
	if p == nil {
		return
	}
	s.engine.Clear()
	res, ok := s.think(ctx, p, s.limits, false)
	if !ok {
		return
	}
	p.Make(res.Move)
	s.pos, s.last = p, res.Move
	fmt.Fprintln(s.out, p.FEN())
}

// eval is "eval [v] POS": the justification lines when verbose, the board
// and the score for the side to move.
func (s *shell) eval(args string) {
	verbose := false
	if word, rest := cutWord(args); strings.EqualFold(word, "v") || strings.EqualFold(word, "-v") {
		verbose, args = true, rest
	}
	p := s.position(args)
	if p == nil {
		return
	}
	_, _, lines, err := s.cfg.Bot.Explain(p, verbose)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	for _, line := range lines {
		fmt.Fprintln(s.out, line)
	}
	s.drawBoard(p, 0)
	s.printScore(p, false)
}

// display is "d": the current position's board, FEN and score.
func (s *shell) display() {
	s.drawBoard(s.pos, s.last)
	fmt.Fprintf(s.out, "fen: %s\n", s.pos.FEN())
	s.printScore(s.pos, false)
}

// setPosition is "position POS": POS becomes the current position, drawn
// as "d" draws it.
func (s *shell) setPosition(text string) {
	p := s.position(text)
	if p == nil {
		return
	}
	s.pos, s.last = p, 0
	s.engine.Clear()
	s.display()
}

// goCommand is "go [depth N] [movetime MS] [nodes N]": the bot's move in
// the current position, printed as a FEN command prints it after the
// board, searched within the limits given (the session's when none is).
func (s *shell) goCommand(ctx context.Context, args string) {
	lim, ok := s.goLimits(args)
	if !ok {
		return
	}
	if _, ok := s.botMove(ctx, s.pos, lim); !ok {
		return
	}
}
