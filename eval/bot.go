package eval

import (
	_ "embed"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
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

// GenericSource is the generic bot's script, embedded in the binary: the
// default bot of every game but chess, which names no piece and no game,
// so that it checks under any embedded game (types.Options.Game).
//
//go:embed generic.chs
var GenericSource []byte

// GenericName is the generic bot's name, the file name it loads under.
const GenericName = "generic"

// maxEval is the largest score of a position that is not a mate, 9999.999.
const maxEval = numLimit - 1

// Bot is a loaded Chespel script: the checked program compiled for its
// game, read-only once Load returns, so that any number of goroutines may
// share it. Each goroutine that evaluates positions makes its own
// Evaluator (NewEvaluator), as a starlark Thread runs a shared Program.
type Bot struct {
	name     string
	file     string
	prog     *types.Program
	g        *geo
	rules    []*rule
	fast     []*rule // the rules outside verbose mode: rules with its table rules grouped (groupTables)
	endgames []endgame
	lets     *moduleLets
	book     *Book
	frame    int // the slots of the largest rule's frame (useFrame)
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

// programRules returns the rule set that a checked program plays: its
// game, chess for a program checked without one.
func programRules(prog *types.Program) (*board.Rules, error) {
	if prog.Rules != nil {
		return prog.Rules, nil
	}
	return board.Chess()
}

// prepare compiles the checked rules; plain compiles loops as written,
// without their plans (the reference that the tests compare the plans with).
func prepare(filename string, prog *types.Program, plain bool) (*Bot, error) {
	r, err := programRules(prog)
	if err != nil {
		return nil, err
	}
	return prepareFor(filename, prog, r, plain)
}

// prepareFor compiles the checked rules for the game r.
func prepareFor(filename string, prog *types.Program, r *board.Rules, plain bool) (*Bot, error) {
	b := &Bot{name: botName(filename), file: filename, prog: prog, g: newGeo(r)}
	b.g.decl = newDeclared(prog)
	lets, err := compileLets(b.g, prog, plain)
	if err != nil {
		return nil, err
	}
	b.lets = lets
	for _, r := range prog.Evaluation {
		c, err := compileRule(b.g, r, "", plain)
		if err != nil {
			return nil, err
		}
		b.rules = append(b.rules, c)
	}
	for _, g := range prog.Endgames {
		eg := endgame{spec: g.Name, pieces: len(g.Spec.Pieces)}
		for _, r := range g.Rules {
			c, err := compileRule(b.g, r, g.Name, plain)
			if err != nil {
				return nil, err
			}
			eg.rules = append(eg.rules, c)
		}
		b.endgames = append(b.endgames, eg)
	}
	if !plain {
		planLets(b.rules)
		planPasses(b.rules)
	}
	b.fast = b.rules
	if !plain {
		b.fast = groupTables(b.rules)
		planFast(b.fast)
	}
	for _, r := range b.rules {
		b.frame = max(b.frame, r.slots)
	}
	for _, eg := range b.endgames {
		for _, r := range eg.rules {
			b.frame = max(b.frame, r.slots)
		}
	}
	b.book = newBook(prog.Openings)
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

// Rules returns the rule set of the bot's game.
func (b *Bot) Rules() *board.Rules { return b.g.rules }

// NewEvaluator returns a new evaluator of the bot: the scratch state of
// evaluations in one goroutine. It satisfies search's interface for making
// one evaluator per search.
func (b *Bot) NewEvaluator() *Evaluator {
	return &Evaluator{bot: b, ev: evaluator{file: b.file, g: b.g}}
}

// Evaluator evaluates positions with a bot: the facts of the position, the
// frame and the list arena, kept from one evaluation to the next so that
// steady-state evaluation allocates nothing. It must be used by one
// goroutine at a time; make one per goroutine with Bot.NewEvaluator.
type Evaluator struct {
	bot *Bot
	ev  evaluator
}

// Bot returns the bot that the evaluator runs.
func (e *Evaluator) Bot() *Bot { return e.bot }

// Evaluate returns the score of p for the side to move, in thousandths of
// a pawn: the rules of the evaluation module and of the endgame blocks
// that match p, clamped to ±9999.999; a draw by insufficient material or
// the fifty-move rule scores 0. It does not look for checkmate or
// stalemate, which the search finds by itself (Explain does). It satisfies
// search.Evaluator and allocates nothing once warmed up. A failing rule
// returns a *RuntimeError.
func (e *Evaluator) Evaluate(p *board.Position) (int, error) {
	if p == nil {
		return 0, errNoPosition
	}
	total, _, err := e.ev.run(e.bot, p, false)
	return int(total), err
}

// SetInterrupt makes the evaluator stop when *stop becomes true: an
// evaluation under way returns ErrInterrupted within a few microseconds
// of work (its loops look at the flag every few hundred bindings), and
// later ones return it at once while the flag stays up. nil removes the
// flag. The flag may be set from any goroutine. It satisfies
// search.Interruptible.
func (e *Evaluator) SetInterrupt(stop *atomic.Bool) { e.ev.stop = stop }

// compatible reports whether positions of rules r can be evaluated by a bot
// compiled for g: the same board and pieces.
func (g *geo) compatible(r *board.Rules) bool {
	if r == g.rules {
		return true
	}
	if r.Files() != g.files || r.Ranks() != g.ranks || r.NumKinds() != g.kinds {
		return false
	}
	for k := range g.kinds {
		if r.KindName(board.Kind(k)) != g.rules.KindName(board.Kind(k)) {
			return false
		}
	}
	return true
}

// plays refuses the positions of a game that the bot was not compiled for.
func (b *Bot) plays(r *board.Rules) error {
	if !b.g.compatible(r) {
		return fmt.Errorf("eval: bot %s plays %s, not %s", b.name, b.g.rules.Name(), r.Name())
	}
	return nil
}

// run evaluates p with e: the draws by rule, then the rules. It returns
// the score in thousandths and whether it is integral.
func (e *evaluator) run(b *Bot, p *board.Position, verbose bool) (int64, bool, error) {
	if err := b.plays(p.Rules()); err != nil {
		return 0, false, err
	}
	if e.stop != nil && e.stop.Load() {
		return 0, false, ErrInterrupted
	}
	e.facts.load(p)
	e.phaseOK = false
	e.fused.begin(p)
	e.total, e.allInt, e.err, e.verbose = 0, true, nil, verbose
	e.notes = e.notes[:0]
	e.top = 0
	pawns := !e.facts.view.Promoting(board.White).Or(e.facts.view.Promoting(board.Black)).IsEmpty()
	if reason := drawReasonOf(p, pawns); reason != "" {
		if verbose {
			e.notes = append(e.notes, note{rule: reason, n: num{0, true}})
		}
		return 0, true, nil
	}
	if e.runLets(b.lets); e.err != nil {
		return 0, false, e.err
	}
	e.useFrame(b.frame)
	rules := b.rules
	if !verbose {
		rules = b.fast
	}
	for _, r := range rules {
		if r.tables != nil { // a group of table rules (tablerules.go)
			e.runTables(r)
		} else if e.runRule(r); e.err != nil {
			return 0, false, e.err
		}
	}
	pieces := p.Count(board.White) + p.Count(board.Black)
	for i := range b.endgames {
		if b.endgames[i].pieces != pieces { // as ormulogun.Match's first test, without the calls
			continue
		}
		side, ok := endgameSide(b.prog.Endgames[i].Spec, p)
		if !ok {
			continue
		}
		sign := int64(1)
		if side != p.SideToMove() {
			sign = -1
		}
		for _, r := range b.endgames[i].rules {
			if e.runRuleAs(r, int(side), sign); e.err != nil {
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

// endgameSide returns the side from which an endgame spec matches p, the
// side that holds its upper-case pieces (spec section 7): the side to move
// when the spec matches from both sides (KRkr), else whichever it matches
// from; ok is false when it matches from neither.
func endgameSide(s *ormulogun.Spec, p *board.Position) (side board.Color, ok bool) {
	stm := p.SideToMove()
	switch {
	case ormulogun.Match(s, p, stm):
		return stm, true
	case ormulogun.Match(s, p, stm.Other()):
		return stm.Other(), true
	}
	return stm, false
}

// drawReason names the draw by rule of the position: insufficient
// material or the fifty-move rule; "" when there is none.
func drawReason(p *board.Position) string { return drawReasonOf(p, false) }

// drawReasonOf is drawReason told whether a piece of a kind that promotes
// is on the board (pawns, from the loaded View), when the material always
// suffices: board.Position.InsufficientMaterial's first test, without its
// walk of the pieces.
func drawReasonOf(p *board.Position, pawns bool) string {
	switch {
	case !pawns && p.InsufficientMaterial():
		return "insufficient material"
	case p.HalfmoveClock() >= 100:
		return "fifty-move rule"
	}
	return ""
}

// errNoPosition is returned for a nil position.
var errNoPosition = errors.New("eval: no position")
