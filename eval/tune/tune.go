package tune

import (
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/chespel/chespel/eval"
	"github.com/chespel/chespel/types"
)

// Config says what to tune and how long.
type Config struct {
	Fix        []string // rules whose numbers stay as they are
	Iterations int      // at most this many steps of the minimisation (0: 100)
	Workers    int      // goroutines (0: 2)
	// Ridge pulls every number towards its value in the script: the
	// minimisation lowers the error plus Ridge times the sum of the
	// squared changes, in pawns (0: no pull). Numbers that few positions
	// see then stay near their start instead of fitting noise.
	Ridge float64
	// Options are the checker's options, to load the copy of the script
	// whose tuned numbers are 1 as the script itself was loaded.
	Options types.Options
}

// Result is a finished tuning: the scale, the errors, every tunable number
// with its new value, and the tuned script.
type Result struct {
	K             float64 // the logistic scale, per pawn of evaluation
	Before, After float64 // the mean squared errors
	Params        []Param
	New           []int64 // each parameter's tuned value, in thousandths
	Positions     int     // positions used
	Skipped       int     // positions without a legal move, left out
	Iterations    int     // steps of the minimisation taken
	Source        []byte  // the tuned script
}

// Tune tunes the script src (named file, loaded as bot) on the samples.
func Tune(file string, src []byte, bot *eval.Bot, samples []Sample, cfg Config) (*Result, error) {
	if cfg.Iterations <= 0 {
		cfg.Iterations = 100
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 2
	}
	ps, err := Params(bot.Program(), cfg.Fix)
	if err != nil {
		return nil, err
	}
	m, skipped, pl, err := matrix(file, src, bot.Program(), ps, samples, cfg)
	if err != nil {
		return nil, err
	}
	init := pl.init
	if m.Rows() == 0 {
		return nil, errors.New("no position to tune on")
	}
	md := &model{m: m, workers: cfg.Workers, lower: pl.lower}
	if cfg.Ridge > 0 {
		md.ridge, md.prior = cfg.Ridge, init
	}
	res := &Result{Params: ps, Positions: m.Rows(), Skipped: skipped}
	res.K = md.fitK(init)
	res.Before = md.mse(init)
	c := append([]float64(nil), init...)
	res.Iterations = md.minimise(c, cfg.Iterations)
	for i := range c { // the numbers a script can hold: thousandths
		c[i] = math.Round(c[i]*1000) / 1000
	}
	res.After = md.mse(c)
	var eds []edit
	res.New, eds = newValues(ps, c)
	if res.Source, err = rewrite(src, eds); err != nil {
		return nil, err
	}
	return res, nil
}

// matrix loads the feature scripts of the free parameters ps of prog
// (src) and reads the samples' features with them; it returns the matrix,
// the positions left out, and the plan (the parameters' values in pawns
// and bounds by column).
func matrix(file string, src []byte, prog *types.Program, ps []Param, samples []Sample, cfg Config) (*Matrix, int, *plan, error) {
	pl := newPlan(ps)
	srcs, err := featureSources(src, ps, pl)
	if err != nil {
		return nil, 0, nil, err
	}
	if srcs[0], err = withReadRules(srcs[0], prog, pl); err != nil {
		return nil, 0, nil, err
	}
	bots := make([]*eval.Bot, len(srcs))
	for k, fsrc := range srcs {
		b, diags := eval.LoadWith(file, fsrc, cfg.Options)
		if b == nil {
			return nil, 0, nil, fmt.Errorf("the script with its numbers set to 1 and 0 does not load: %v", diags.Err())
		}
		bots[k] = b
	}
	pl.locate(bots[0].Program())
	m, skipped, err := extract(bots, pl, samples, cfg.Workers)
	return m, skipped, pl, err
}

// withReadRules adds to copy 0 the rules that report the reads of the
// tables with free values (tables.go), and keeps their sites in the plan.
func withReadRules(src []byte, prog *types.Program, pl *plan) ([]byte, error) {
	if len(pl.cells) == 0 {
		return src, nil
	}
	sites, decls := tableSites(prog, newLinearWalk(prog, tunableLets(prog, allRules(prog))))
	n := 0
	for _, s := range sites {
		if pl.hasTable(s.table) {
			pl.sites = append(pl.sites, s)
			n = len(decls[s.table].Value.Elems)
		}
	}
	text, err := readRules(src, pl.sites, n)
	if err != nil {
		return nil, err
	}
	at := insertAt(src, prog.File)
	out := append(append(append([]byte(nil), src[:at]...), text...), src[at:]...)
	return out, nil
}

// newValues returns every parameter's value after tuning (the free ones
// from c, by column, in thousandths) and the edits that write the changed
// ones.
func newValues(ps []Param, c []float64) ([]int64, []edit) {
	var vs []int64
	var eds []edit
	col := 0
	for _, p := range ps {
		v := p.Value
		if !p.Fixed {
			v = int64(math.Round(c[col] * 1000))
			col++
		}
		vs = append(vs, v)
		if v != p.Value {
			eds = append(eds, edit{pos: p.Pos, old: p.Text, text: literal(v, p.Text)})
		}
	}
	return vs, eds
}

// Report prints the tuning: the data, K, each changed number (rule,
// line:col, old -> new), then the errors, "error before: 0.08412" and
// "error after: 0.07203" last.
func (r *Result) Report(w io.Writer) {
	free, fixed := 0, 0
	for _, p := range r.Params {
		if p.Fixed {
			fixed++
		} else {
			free++
		}
	}
	fmt.Fprintf(w, "positions: %d", r.Positions)
	if r.Skipped > 0 {
		fmt.Fprintf(w, " (%d without a legal move left out)", r.Skipped)
	}
	fmt.Fprintf(w, "\nnumbers: %d tuned, %d fixed\n", free, fixed)
	fmt.Fprintf(w, "K: %.4f\n", r.K)
	fmt.Fprintf(w, "iterations: %d\n", r.Iterations)
	for i, p := range r.Params {
		if r.New[i] != p.Value {
			fmt.Fprintf(w, "%s %s: %s -> %s\n", p.Rule, p.Pos, p.Text, literal(r.New[i], p.Text))
		}
	}
	fmt.Fprintf(w, "error before: %.5f\n", r.Before)
	fmt.Fprintf(w, "error after: %.5f\n", r.After)
}
