package eval

import (
	"strconv"

	"github.com/chespel/chespel/board"
)

// mateScore is the score of a checkmated side to move: -10000.
const mateScore = -numLimit

// Explain evaluates p with the full semantics of a Chespel evaluation:
// a side to move without a legal move scores its game's result
// (board.Position.NoMovesResult): -10000 when it has lost (checkmate, a
// stalemate in xiangqi or shatranj, a bare king), 10000 when it has won, 0
// for a drawn stalemate; the draws by rule (insufficient material, the
// fifty-move rule) score 0, any other position the sum of its rules
// clamped to ±9999.999. It returns the score as Chespel
// prints a num (1.25, -3, 0, 10000), the same score negated (for the player
// who moved before p), and, when verbose, the justification lines: one per
// distinct justification in order of first occurrence, "rule: +N text",
// identical lines mashed into one with their sum and " (count)", the lines
// of a sym rule prefixed "me:" or "foe:", the numbers being their effect on
// the score.
func (ev *Evaluator) Explain(p *board.Position, verbose bool) (score, negated string, lines []string, err error) {
	if p == nil {
		return "", "", nil, errNoPosition
	}
	e := &ev.ev
	total, integral, err := ev.bot.explain(e, p, verbose)
	if err != nil {
		return "", "", nil, err
	}
	s := num{total, integral}
	if verbose {
		lines = mash(e.notes)
	}
	return printScore(s), printScore(s.neg()), lines, nil
}

// explain runs the evaluation after the terminal tests.
func (b *Bot) explain(e *evaluator, p *board.Position, verbose bool) (int64, bool, error) {
	if err := b.plays(p.Rules()); err != nil {
		return 0, false, err
	}
	var buf [256]board.Move
	if len(p.LegalMoves(buf[:0])) == 0 {
		e.notes = e.notes[:0] // run clears them for the other positions
		reason := "stalemate"
		if over, _ := p.BareKingEnd(); over {
			reason = "bare king"
		} else if p.InCheck() {
			reason = "checkmate"
		}
		score := -mateScore * int64(p.NoMovesResult()) // the game's result, as the search scores it
		if verbose {
			e.notes = append(e.notes, note{rule: reason, n: num{score, true}})
		}
		return score, true, nil
	}
	return e.run(b, p, verbose)
}

// printScore prints a score as a num, and 0 for zero.
func printScore(n num) string {
	if n.v == 0 {
		return "0"
	}
	return n.String()
}

// mash turns the notes into lines: notes with the same justification (the
// same player prefix, rule and text) become one line with the sum of their
// numbers and their count, at the place of the first. Three "-0.3" give the
// seed's "-0.9 (3)"; a rule that scores different amounts with one text,
// such as material without a text, gives one line with the total.
func mash(notes []note) []string {
	type key struct{ prefix, rule, text string }
	type entry struct {
		key
		sum   num
		count int
	}
	var entries []*entry
	index := map[key]*entry{}
	for _, n := range notes {
		k := key{n.prefix, n.rule, n.text}
		if en, ok := index[k]; ok {
			en.sum = num{en.sum.v + n.n.v, en.sum.integral && n.n.integral}
			en.count++
			continue
		}
		en := &entry{key: k, sum: n.n, count: 1}
		index[k] = en
		entries = append(entries, en)
	}
	lines := make([]string, len(entries))
	for i, en := range entries {
		line := en.rule + ": " + en.sum.signed()
		if en.text != "" {
			line += " " + en.text
		}
		if en.count > 1 {
			line += " (" + strconv.Itoa(en.count) + ")"
		}
		if en.prefix != "" {
			line = padPrefix(en.prefix) + line
		}
		lines[i] = line
	}
	return lines
}

// padPrefix pads "me:" and "foe:" to one width and a space.
func padPrefix(p string) string {
	for len(p) < len("foe:") {
		p += " "
	}
	return p + " "
}
