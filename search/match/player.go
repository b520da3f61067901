package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/search"
	"github.com/chespel/chespel/search/uciengine"
)

// Player is one side of a match. Start gives it a fresh engine for one
// game, so that games played at once share nothing.
type Player interface {
	Name() string
	Start() (Mover, error)
}

// Mover is a player's engine during one game.
type Mover interface {
	// Move returns the move, in UCI text, for the side to move in req.Pos.
	// An error is a crash, unless ctx ended.
	Move(ctx context.Context, req Request) (string, error)
	Close()
}

// Request is what a mover is asked: the position (with its history since
// the opening's root), the root as a FEN or "startpos", the moves from the
// root in UCI text, and the time limits.
type Request struct {
	Pos    *board.Position
	Root   string
	Moves  []string
	Limits search.Limits
}

// Bot is what a bot player makes for each game: its evaluator, its book
// (nil for none) and its own limits (maxTime, maxDepth).
type Bot struct {
	Eval   search.Evaluator
	Book   search.Book
	Limits search.Limits
}

// BotPlayer is a bot searched in this process: New makes its evaluator for
// each game; Rules is the game it plays.
type BotPlayer struct {
	Label string
	Rules *board.Rules
	New   func() (Bot, error)
}

// Name returns the bot's name.
func (p *BotPlayer) Name() string { return p.Label }

// Start makes an engine with a new evaluator and a 16 MB table.
func (p *BotPlayer) Start() (Mover, error) {
	b, err := p.New()
	if err != nil {
		return nil, err
	}
	eng := search.NewEngine(b.Eval, search.DefaultHashMB)
	if b.Book != nil {
		eng.SetBook(b.Book)
	}
	return &botMover{eng: eng, own: b.Limits}, nil
}

type botMover struct {
	eng *search.Engine
	own search.Limits
}

// Move searches with the match's limits and the bot's own.
func (m *botMover) Move(ctx context.Context, req Request) (string, error) {
	lim := req.Limits
	lim.MaxTime, lim.Depth = m.own.MaxTime, m.own.Depth
	if lim.Nodes > 0 {
		lim.MaxTime = 0 // a match by nodes stays independent of the load
	}
	res := m.eng.Search(ctx, req.Pos, lim, nil)
	if res.Err != nil {
		return "", res.Err
	}
	if res.Move == 0 {
		return "", errors.New("no move")
	}
	return req.Pos.UCI(res.Move), nil
}

// Close does nothing: the engine is garbage once the game ends.
func (m *botMover) Close() {}

// UCIPlayer is an external UCI engine: Command run by /bin/sh -c, with
// options set after the handshake.
type UCIPlayer struct {
	Command string
	Options [][2]string
	mu      sync.Mutex // guards label: games started at once learn it
	label   string
}

// NewUCIPlayer reads "COMMAND [option.NAME=VALUE ...]".
func NewUCIPlayer(spec string) *UCIPlayer {
	cmd, opts := uciengine.ParseCommand(spec)
	return &UCIPlayer{Command: cmd, Options: opts}
}

// Name returns the engine's id name once it has started, else its command.
func (p *UCIPlayer) Name() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.label != "" {
		return p.label
	}
	return p.Command
}

// Start starts the engine and tells it a new game begins.
func (p *UCIPlayer) Start() (Mover, error) {
	e, err := uciengine.Start(p.Command, p.Options)
	if err != nil {
		return nil, err
	}
	if err := e.NewGame(); err != nil {
		e.Close()
		return nil, err
	}
	p.mu.Lock()
	if p.label == "" {
		p.label = e.Name
	}
	p.mu.Unlock()
	return &uciMover{e}, nil
}

type uciMover struct{ e *uciengine.Engine }

// Move sends the position and the clock, and waits for the move as long as
// the limits allow plus the margin: an engine still silent then has lost on
// time.
func (m *uciMover) Move(ctx context.Context, req Request) (string, error) {
	pos := "position " + req.Root
	if req.Root != "startpos" {
		pos = "position fen " + req.Root
	}
	if len(req.Moves) > 0 {
		pos += " moves " + strings.Join(req.Moves, " ")
	}
	args, wait := goArgs(req.Limits, req.Pos.SideToMove())
	return m.e.Move(ctx, pos, args, wait+Margin+50*time.Millisecond)
}

// Close quits the engine and kills its process group.
func (m *uciMover) Close() { m.e.Close() }

// goArgs writes the limits as the arguments of "go", and returns the
// longest the move may take.
func goArgs(l search.Limits, side board.Color) (string, time.Duration) {
	ms := func(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
	if l.Nodes > 0 {
		return "nodes " + strconv.FormatUint(l.Nodes, 10), NodesWait
	}
	if l.MoveTime > 0 {
		return "movetime " + ms(l.MoveTime), l.MoveTime
	}
	left := l.WTime
	if side == board.Black {
		left = l.BTime
	}
	return fmt.Sprintf("wtime %s btime %s winc %s binc %s", ms(l.WTime), ms(l.BTime), ms(l.WInc), ms(l.BInc)), left
}

// GameRules returns the game the match is played under: the bots' game
// (both must play the same), or chess when neither player is a bot.
func GameRules(a, b Player) (*board.Rules, error) {
	var rules *board.Rules
	for _, p := range []Player{a, b} {
		bp, ok := p.(*BotPlayer)
		if !ok || bp.Rules == nil {
			continue
		}
		if rules != nil && rules != bp.Rules && rules.Name() != bp.Rules.Name() {
			return nil, fmt.Errorf("%s plays %s but %s plays %s: want one game", a.Name(), rules.Name(), b.Name(), bp.Rules.Name())
		}
		rules = bp.Rules
	}
	if rules == nil {
		return board.Chess()
	}
	return rules, nil
}
