package tune

import (
	"fmt"
	"strings"

	"github.com/chespel/chespel/lexer"
	"github.com/chespel/chespel/parser"
	"github.com/chespel/chespel/types"
)

// A table's values are linear numbers too: each cell's value is a number
// of its own, whose feature is how often a score statement reads the cell,
// weighted by the statement's sign and taper. The evaluator adds tables up
// inside sum(...) through precomputed per-piece tables that report no
// reads, so the tuner finds the reads itself: a table is tuned when every
// read of it is T.of(v) in the value of a sum(piece v with ...: ...) that a
// top-level score statement of an evaluation rule adds, one to one (through
// sums, differences, negations, taper's values and the lets read once).
// For each such read, copy 0 of the feature scripts gets a rule of its own
// that visits the same pieces and scores each one's cell number from a
// generated table (readRules), and a rule that scores the phase.

// tableSite is one read T.of(v) that a score statement adds one to one.
type tableSite struct {
	table int           // the table's index in the program
	rule  *parser.Rule  // the evaluation rule of the statement
	count *parser.Count // the sum(piece v with ...: ...) that binds v
	sign  float64       // 1, or -1 behind a minus
	side  int           // 0 outside taper, 1 in its mg value, 2 in its eg value
}

// readCtx is where a read is: its sign, its taper side, its sum.
type readCtx struct {
	sign  float64
	side  int
	count *parser.Count
}

// reads appends to out the table reads that e adds one to one.
func (lw *linearWalk) reads(e parser.Expr, ctx readCtx, out []tableSite) []tableSite {
	switch e := e.(type) {
	case *parser.Ident:
		if l := lw.inline[e.Decl]; l != nil {
			return lw.reads(l.Value, ctx, out)
		}
	case *parser.Unary:
		if e.Op == lexer.MINUS {
			ctx.sign = -ctx.sign
			return lw.reads(e.X, ctx, out)
		}
	case *parser.Binary:
		switch e.Op {
		case lexer.PLUS:
			return lw.reads(e.Y, ctx, lw.reads(e.X, ctx, out))
		case lexer.MINUS:
			out = lw.reads(e.X, ctx, out)
			ctx.sign = -ctx.sign
			return lw.reads(e.Y, ctx, out)
		}
	case *parser.Call:
		if e.Builtin == types.FnTaper && e.Recv == nil && len(e.Args) == 2 && ctx.side == 0 {
			for i, a := range e.Args {
				c := ctx
				c.side = i + 1
				out = lw.reads(a, c, out)
			}
			return out
		}
		if t, ok := readOf(e, ctx.count); ok {
			return append(out, tableSite{table: t, count: ctx.count, sign: ctx.sign, side: ctx.side})
		}
	case *parser.Count:
		if e.Value != nil && ctx.count == nil && e.Loop.Kind == parser.PieceLoop && len(e.Loop.Vars) == 1 {
			ctx.count = e
			return lw.reads(e.Value, ctx, out)
		}
	}
	return out
}

// readOf returns the table that the call reads, when it is T.of(v) with
// v the variable of the sum count.
func readOf(c *parser.Call, count *parser.Count) (int, bool) {
	t, ok := tableRead(c)
	if !ok || count == nil || c.Builtin != types.FnTableOf || len(c.Args) != 1 {
		return 0, false
	}
	v, ok := c.Args[0].(*parser.Ident)
	return t, ok && v.Decl == count.Loop.Vars[0]
}

// tableRead returns the table that a call of .of or .at reads.
func tableRead(c *parser.Call) (int, bool) {
	if c.Builtin != types.FnTableOf && c.Builtin != types.FnTableAt {
		return 0, false
	}
	id, ok := c.Recv.(*parser.Ident)
	if !ok || id.Kind != parser.TableRef {
		return 0, false
	}
	return id.Slot, true
}

// tableSites returns the reads of the tables that can be tuned, and those
// tables' declarations by index: a table qualifies when each of its reads
// is a site of a top-level score statement of an evaluation rule.
func tableSites(prog *types.Program, lw *linearWalk) ([]tableSite, map[int]*parser.TableDecl) {
	all := map[int]int{} // reads by table
	parser.Inspect(prog.File, func(n parser.Node) bool {
		if c, ok := n.(*parser.Call); ok {
			if t, ok := tableRead(c); ok {
				all[t]++
			}
		}
		return true
	})
	var sites []tableSite
	found := map[int]int{}
	for _, r := range prog.Evaluation {
		for _, s := range r.Body {
			if sc, ok := s.(*parser.ScoreStmt); ok {
				for _, site := range lw.reads(sc.Value, readCtx{sign: 1}, nil) {
					site.rule = r
					sites = append(sites, site)
					found[site.table]++
				}
			}
		}
	}
	decls := map[int]*parser.TableDecl{}
	if m := prog.File.Module(parser.Evaluation); m != nil {
		for _, d := range m.Decls {
			if td, ok := d.(*parser.TableDecl); ok && all[td.Name.Slot] > 0 && found[td.Name.Slot] == all[td.Name.Slot] {
				decls[td.Name.Slot] = td
			}
		}
	}
	var kept []tableSite
	for _, s := range sites {
		if decls[s.table] != nil {
			kept = append(kept, s)
		}
	}
	return kept, decls
}

// tableParams returns the values of a table as parameters, one per
// written value: a literal, or a minus written against a literal (-0.11);
// nil when some value is neither.
func tableParams(d *parser.TableDecl) []Param {
	var ps []Param
	for w, x := range d.Value.Elems {
		p := Param{Rule: "table " + d.Name.Name, Table: d.Name.Slot, Cell: w, Fixed: false}
		switch x := x.(type) {
		case *parser.NumLit:
			p.Pos, p.Text, p.Value = x.Pos, x.Text, x.Value
		case *parser.Unary:
			lit, ok := x.X.(*parser.NumLit)
			if !ok || x.Op != lexer.MINUS || lit.Pos != (lexer.Pos{Line: x.Pos.Line, Col: x.Pos.Col + 1}) {
				return nil
			}
			p.Pos, p.Text, p.Value = x.Pos, "-"+lit.Text, -lit.Value
		default:
			return nil
		}
		p.IsTable = true
		ps = append(ps, p)
	}
	return ps
}

// The names of the generated table and rules of copy 0, which no script
// is expected to use.
const (
	genCells = "zzTuneCells"
	genPhase = "zzTunePhase"
	genRead  = "zzTuneRead"
)

// readRules returns the text that copy 0 of the feature scripts gets at
// the end of its evaluation module: a table whose every value is its
// written index plus 1 (n values), a rule that scores the phase (taper(1000,
// 0): the phase in millionths), and for each site a rule that visits the
// site's pieces and scores each one's cell from the generated table.
func readRules(src []byte, sites []tableSite, n int) (string, error) {
	var b strings.Builder
	b.WriteString("\n\ntable " + genCells + " = [")
	for w := range n {
		if w > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, w+1)
	}
	b.WriteString("]\n\nrule " + genPhase + ":\n\tscore taper(1000, 0)\n")
	for i, s := range sites {
		head, err := loopHeader(src, s.count.Loop.Pos)
		if err != nil {
			return "", err
		}
		if s.rule.Sym {
			b.WriteString("\nsym ")
		} else {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "rule %s%d:\n\t%s:\n\t\tscore %s.of(%s)\n", genRead, i, head, genCells, s.count.Loop.Vars[0].Name)
	}
	return b.String(), nil
}

// loopHeader returns the text of a sum's loop, from its keyword piece to
// the ":" before its value, on one line.
func loopHeader(src []byte, at lexer.Pos) (string, error) {
	off, ok := offset(src, at)
	if !ok {
		return "", fmt.Errorf("%s: no loop where the parser put one", at)
	}
	depth := 0
	for i := off; i < len(src); i++ {
		switch src[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ':':
			if depth == 0 {
				return strings.Join(strings.Fields(string(src[off:i])), " "), nil
			}
		}
		if depth < 0 {
			break
		}
	}
	return "", fmt.Errorf("%s: the loop's header has no end", at)
}

// insertAt returns the offset at which the generated text goes: the end
// of the evaluation module (the start of the module after it, or the end
// of the file).
func insertAt(src []byte, f *parser.File) int {
	for i, m := range f.Modules {
		if m.Kind == parser.Evaluation && i+1 < len(f.Modules) {
			if off, ok := offset(src, f.Modules[i+1].Pos); ok {
				return off
			}
		}
	}
	return len(src)
}
