package eval

import (
	_ "embed"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chespel/chespel/board"
	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/ormulogun"
	"github.com/chespel/chespel/types"
)

// DefaultSource is the default bot's script, embedded in the binary: a
// complete evaluation written in Chespel, for users to read and copy.
//
//go:embed default.chs
var DefaultSource []byte

// DefaultName is the default bot's name, the file name it loads under.
const DefaultName = "default"

// maxEval is the largest score of a position that is not a mate, 9999.999.
const maxEval = numLimit - 1

// Bot is a loaded Chespel script, ready to evaluate positions and to answer
// from its opening book. Evaluate reuses the bot's storage and must be
// called from one goroutine at a time; Explain and Lookup may be called
// from any goroutine.
type Bot struct {
	name     string
	file     string
	prog     *types.Program
	rules    []*rule
	endgames []endgame
	book     *Book
	ev       evaluator
}

// Load reads, parses and checks a script, then prepares it to run. It
// returns every error and warning of the script, sorted by position; the
// bot is nil when there is an error.
func Load(filename string, src []byte) (*Bot, lexer.ErrorList) {
	return LoadWith(filename, src, types.Options{})
}

// LoadWith is Load with the checker's options: where the rule-set file of
// the script's game is read from (a packed bot reads it from its payload).
func LoadWith(filename string, src []byte, opts types.Options) (*Bot, lexer.ErrorList) {
	prog, diags := types.LoadWith(filename, src, opts)
	if prog == nil || diags.Errors() > 0 {
		return nil, diags
	}
	b, err := prepare(filename, prog, false)
	if err != nil {
		diags.Add(filename, lexer.Pos{}, "%v", err)
		return nil, diags
	}
	return b, diags
}

// prepare compiles the checked rules; plain compiles loops as written,
// without their plans (the reference that the tests compare the plans with).
func prepare(filename string, prog *types.Program, plain bool) (*Bot, error) {
	b := &Bot{name: botName(filename), file: filename, prog: prog}
	for _, r := range prog.Evaluation {
		c, err := compileRule(r, "", plain)
		if err != nil {
			return nil, err
		}
		b.rules = append(b.rules, c)
	}
	for _, g := range prog.Endgames {
		eg := endgame{spec: g.Name}
		for _, r := range g.Rules {
			c, err := compileRule(r, g.Name, plain)
			if err != nil {
				return nil, err
			}
			eg.rules = append(eg.rules, c)
		}
		b.endgames = append(b.endgames, eg)
	}
	b.book = newBook(prog.Openings)
	b.ev.file = filename
	return b, nil
}

// botName is the file name without its directory and .chs.
func botName(filename string) string {
	return strings.TrimSuffix(filepath.Base(filename), ".chs")
}

// Name returns the bot's name: its file name without directory and .chs.
func (b *Bot) Name() string { return b.name }

// MaxTime returns the search module's maxTime (4 seconds by default).
func (b *Bot) MaxTime() time.Duration { return b.prog.Settings.MaxTime }

// MaxDepth returns the search module's maxDepth, 0 when the search has no
// fixed depth.
func (b *Bot) MaxDepth() int { return b.prog.Settings.MaxDepth }

// Book returns the bot's opening book (empty without an opening module).
func (b *Bot) Book() *Book { return b.book }

// Program returns the checked program that the bot runs.
func (b *Bot) Program() *types.Program { return b.prog }

// chessGeometry is the geometry of standard chess; positions of another
// board.Rules get their own, built when first seen.
var chessGeometry = sync.OnceValues(func() (*geometry, error) {
	r, err := board.Chess()
	if err != nil {
		return nil, err
	}
	return newGeometry(r)
})

// geometryFor returns the geometry of a position's rules.
func geometryFor(cached *geometry, r *board.Rules) (*geometry, error) {
	if cached != nil && cached.rules == r {
		return cached, nil
	}
	if g, err := chessGeometry(); err == nil && g.rules == r {
		return g, nil
	}
	return newGeometry(r)
}

// Evaluate returns the score of p for the side to move, in thousandths of
// a pawn: the rules of the evaluation module and of the endgame blocks
// that match p, clamped to ±9999.999; a draw by insufficient material or
// the fifty-move rule scores 0. It does not look for checkmate or
// stalemate, which the search finds by itself (Explain does). It satisfies
// search.Evaluator and allocates nothing once warmed up.
func (b *Bot) Evaluate(p *board.Position) (int, error) {
	if p == nil {
		return 0, errNoPosition
	}
	total, _, err := b.ev.run(b, p, false)
	return int(total), err
}

// run evaluates p with e: the draws by rule, then the rules. It returns
// the score in thousandths and whether it is integral.
func (e *evaluator) run(b *Bot, p *board.Position, verbose bool) (int64, bool, error) {
	g, err := geometryFor(e.geo, p.Rules())
	if err != nil {
		return 0, false, err
	}
	e.geo = g
	if err := e.facts.load(g, p); err != nil {
		return 0, false, err
	}
	e.total, e.allInt, e.err, e.verbose = 0, true, nil, verbose
	e.notes = e.notes[:0]
	e.top = 0
	if reason := e.facts.drawReason(p); reason != "" {
		if verbose {
			e.notes = append(e.notes, note{rule: reason, n: num{0, true}})
		}
		return 0, true, nil
	}
	for _, r := range b.rules {
		if e.runRule(r); e.err != nil {
			return 0, false, e.err
		}
	}
	for i := range b.endgames {
		g := &b.prog.Endgames[i]
		if !ormulogun.Match(g.Spec, p, p.SideToMove()) {
			continue
		}
		for _, r := range b.endgames[i].rules {
			if e.runRule(r); e.err != nil {
				return 0, false, e.err
			}
		}
	}
	clamped := min(max(e.total, -maxEval), maxEval)
	if verbose && clamped != e.total {
		e.notes = append(e.notes, note{rule: "clamped", n: num{clamped - e.total, false}})
	}
	return clamped, e.allInt && clamped == e.total, nil
}

// drawReason names the draw by rule of the position: insufficient
// material or the fifty-move rule; "" when there is none.
func (f *facts) drawReason(p *board.Position) string {
	switch {
	case f.insufficientMaterial():
		return "insufficient material"
	case p.HalfmoveClock() >= 100:
		return "fifty-move rule"
	}
	return ""
}

// errNoPosition is returned for a nil position.
var errNoPosition = errors.New("eval: no position")
