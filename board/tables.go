package board

import (
	"fmt"

	"github.com/chespel/chespel/carn"
)

// cond is the part of an alternative's conditions that a move generator
// tests square by square. Zero fields are not tested.
type cond struct {
	onRank      int8 // the origin's relative rank + 1
	fromZone    int8 // zone index + 1 that the origin must lie in
	inZone      int8 // zone index + 1 that the destination must lie in
	targetRoyal bool // the captured piece must be royal
}

func (c cond) none() bool { return c == cond{} }

// genRay is one primitive direction of a piece's alternative with a path
// test: the vectors k×dir for the k in steps, each needing exactly hurdles
// occupied squares strictly between origin and destination (spec D22, D23).
type genRay struct {
	delta   int    // mailbox step of the primitive direction
	steps   uint32 // bit k set when k×dir is a vector
	maxStep int
	hurdles int
	quiet   bool // a move entry: the destination must be empty
	capture bool // a capture entry: the destination holds an opponent piece
	plain   bool // hurdles 0, every step to the edge, no condition
	epStep  int  // quiet steps from epStep on set the en passant square (0: never)
	cond    cond
	// push, set once the table is compiled, is the one step k of a quiet
	// ray without hurdles whose only condition is the origin's rank (a
	// pawn's double step): its move needs k empty squares; 0 otherwise.
	push int
}

// genLeap is one vector of an alternative without a path test.
type genLeap struct {
	delta   int
	leg     int // mailbox step to the square that must be empty (@Leg), 0 if none
	quiet   bool
	capture bool
	double  bool // a quiet leap that sets the en passant square
	unit    bool // the vector is a primitive direction: its path is empty
	free    bool // no leg and no condition: only the destination matters
	cond    cond
}

// epAttacker is a piece that captures en passant with a vector.
type epAttacker struct {
	piece Piece
	delta int
}

// kindGen is the move table of one kind of piece for one side.
type kindGen struct {
	rays     []genRay
	leaps    []genLeap
	epDeltas []int   // @EnPassant vectors
	castles  [3]bool // indexed by carn.CastleSide
	dedupe   bool    // two alternatives can yield the same move
	promo    *promotion
	// promoFrom, for a kind that promotes, says per mailbox square whether
	// a move from there may end in the promotion zone (movegen.go).
	promoFrom []bool
	// slides holds the deltas of rays, in order, when every ray is plain,
	// quiet and capturing (a rider's: rook, bishop, queen); nil otherwise.
	slides []int
	// jumps holds the deltas of leaps, in order, when every leap is free,
	// quiet and capturing and none is a double step (a knight's, a king's);
	// nil otherwise.
	jumps []int
	// captureReach holds, on a board of at most 64 squares, the squares
	// a capture from each mailbox square may end on (capturereach.go).
	captureReach []uint64
	// rayAt and leapAt index rays and leaps by their geometry and
	// condition (quiet and capture zeroed), so that merging an
	// alternative costs the same however many came before it.
	rayAt  map[genRay]int
	leapAt map[genLeap]int
}

// compileTables builds each side's move and attack tables.
func (r *Rules) compileTables(rs *carn.RuleSet, zoneIndex map[string]int) error {
	r.zones = r.zoneSets(rs, zoneIndex)
	for c := White; c <= Black; c++ {
		r.gen[c] = make([]kindGen, len(rs.Pieces))
		for k, p := range rs.Pieces {
			g, err := r.compileKind(c, p, zoneIndex)
			if err != nil {
				return err
			}
			r.gen[c][k] = g
			for _, d := range g.epDeltas {
				r.epAttackers[c] = append(r.epAttackers[c], epAttacker{piece: MakePiece(c, Kind(k)), delta: d})
			}
		}
		r.attack[c] = r.buildAttackTable(c)
		r.sortRays(&r.attack[c])
	}
	r.simple = r.attack[White].simple() && r.attack[Black].simple()
	r.watch = [2]watchTable{r.buildWatch(White), r.buildWatch(Black)}
	return nil
}

// compileKind builds the move table of one piece for side c.
func (r *Rules) compileKind(c Color, p carn.Piece, zoneIndex map[string]int) (kindGen, error) {
	var g kindGen
	epCapable := false
	for _, alt := range p.Capture.Alternatives {
		epCapable = epCapable || alt.EnPassant
	}
	entries := []struct {
		rule    carn.Rule
		what    string
		capture bool
	}{{p.Move, "move", false}, {p.Capture, "capture", true}}
	for _, e := range entries {
		for i, alt := range e.rule.Alternatives {
			where := fmt.Sprintf("pieces.%s.%s: alternative %d", p.Name, e.what, i+1)
			if err := r.addAlternative(&g, c, p, alt, e.capture, epCapable, zoneIndex); err != nil {
				return g, fmt.Errorf("%s: %w", where, err)
			}
		}
	}
	g.dedupe = overlapping(p)
	k, _ := r.PieceIndex(p.Name)
	g.promo = r.kinds[k].promo
	g.promoFrom = r.promotionOrigins(c, &g)
	g.slides = slides(g.rays)
	for i := range g.rays {
		g.rays[i].push = g.rays[i].pushStep()
	}
	g.jumps = jumps(g.leaps)
	g.captureReach = r.captureReach(&g)
	return g, nil
}

// addAlternative compiles one alternative into g.
func (r *Rules) addAlternative(g *kindGen, c Color, p carn.Piece, alt carn.Alternative, capture, epCapable bool, zoneIndex map[string]int) error {
	cd, err := r.compileCond(alt, capture, zoneIndex)
	if err != nil {
		return err
	}
	switch {
	case alt.Castle != carn.NoCastle:
		return r.addCastle(g, p, alt, capture)
	case alt.EnPassant:
		for _, v := range r.onBoardVectors(alt.Vectors) {
			g.epDeltas = append(g.epDeltas, r.delta(c, v))
		}
		return nil
	case alt.JumpOver == carn.NoJumpOver:
		return r.addLeaps(g, c, alt, cd, capture, epCapable)
	case alt.JumpOver < 0:
		return fmt.Errorf("@JumpOver(%d), want 0 or more", alt.JumpOver)
	case alt.Leg:
		return fmt.Errorf("@Leg with @JumpOver: @Leg is for leaps")
	}
	for _, ray := range r.groupRays(c, alt, cd, capture, epCapable) {
		g.mergeRay(ray)
	}
	return nil
}

func (r *Rules) compileCond(alt carn.Alternative, capture bool, zoneIndex map[string]int) (cond, error) {
	var cd cond
	if alt.OnRank < 0 || alt.OnRank > r.ranks {
		return cd, fmt.Errorf("@OnRank(%d), want 1..%d", alt.OnRank, r.ranks)
	}
	cd.onRank = int8(alt.OnRank)
	for _, z := range []struct {
		name string
		to   *int8
	}{{alt.FromZone, &cd.fromZone}, {alt.InZone, &cd.inZone}} {
		if z.name == "" {
			continue
		}
		i, ok := zoneIndex[z.name]
		if !ok {
			return cd, fmt.Errorf("unknown zone %q", z.name)
		}
		*z.to = int8(i + 1)
	}
	if !capture && (alt.TargetRoyal || alt.EnPassant) {
		return cd, fmt.Errorf("@TargetRoyal and @EnPassant are for capture entries only")
	}
	cd.targetRoyal = alt.TargetRoyal
	return cd, nil
}

func (r *Rules) addCastle(g *kindGen, p carn.Piece, alt carn.Alternative, capture bool) error {
	cs := r.castling
	switch {
	case capture:
		return fmt.Errorf("castling in a capture entry")
	case cs == nil:
		return fmt.Errorf("castling, but the rule set has no castling geometry")
	case r.kinds[cs.king].name != p.Name:
		return fmt.Errorf("castling by %s, but castling.king is %s", p.Name, r.kinds[cs.king].name)
	case int(alt.Castle) > 2:
		return fmt.Errorf("castle side %d, want short or long", alt.Castle)
	}
	want := carn.Vector{File: cs.side[alt.Castle].kingTo - cs.kingFile}
	if len(alt.Vectors) != 1 || alt.Vectors[0] != want {
		return fmt.Errorf("castling vectors %v, want [%v] (castling geometry)", alt.Vectors, want)
	}
	g.castles[alt.Castle] = true
	return nil
}

// addLeaps compiles the vectors of an alternative without a path test.
func (r *Rules) addLeaps(g *kindGen, c Color, alt carn.Alternative, cd cond, capture, epCapable bool) error {
	for _, v := range r.onBoardVectors(alt.Vectors) {
		l := genLeap{delta: r.delta(c, v), quiet: !capture, capture: capture, cond: cd}
		if alt.Leg {
			if abs(v.File) == abs(v.Rank) {
				return fmt.Errorf("@Leg on %v: the vector has no longer axis", v)
			}
			l.leg = r.delta(c, legStep(v))
		}
		l.unit = gcd(abs(v.File), abs(v.Rank)) == 1
		l.free = l.leg == 0 && cd.none()
		l.double = !capture && epCapable && v.File == 0 && v.Rank >= 2
		g.mergeLeap(l)
	}
	return nil
}

// legStep is the orthogonal step along a vector's longer axis.
func legStep(v carn.Vector) carn.Vector {
	if abs(v.Rank) > abs(v.File) {
		return carn.Vector{Rank: sign(v.Rank)}
	}
	return carn.Vector{File: sign(v.File)}
}

// groupRays groups an alternative's vectors by primitive direction.
func (r *Rules) groupRays(c Color, alt carn.Alternative, cd cond, capture, epCapable bool) []genRay {
	var rays []genRay
	index := map[carn.Vector]int{}
	for _, v := range r.onBoardVectors(alt.Vectors) {
		n := gcd(abs(v.File), abs(v.Rank))
		dir := carn.Vector{File: v.File / n, Rank: v.Rank / n}
		i, ok := index[dir]
		if !ok {
			i = len(rays)
			index[dir] = i
			rays = append(rays, genRay{delta: r.delta(c, dir), hurdles: alt.JumpOver, quiet: !capture, capture: capture, cond: cd})
			if !capture && epCapable && dir.File == 0 && dir.Rank == 1 {
				rays[i].epStep = 2
			}
		}
		rays[i].steps |= 1 << n
		rays[i].maxStep = max(rays[i].maxStep, n)
		rays[i].plain = alt.JumpOver == 0 && cd.none() && rays[i].steps == fullSteps(r.reach(dir))
	}
	return rays
}

// reach is how many steps along dir can stay on the board.
func (r *Rules) reach(dir carn.Vector) int {
	n := carn.MaxSize
	if dir.File != 0 {
		n = min(n, (r.files-1)/abs(dir.File))
	}
	if dir.Rank != 0 {
		n = min(n, (r.ranks-1)/abs(dir.Rank))
	}
	return n
}

// fullSteps is the steps mask of 1..n.
func fullSteps(n int) uint32 { return (1<<(n+1) - 1) &^ 1 }

// mergeRay adds ray to g: a ray equal to one there but for its entry kind
// makes that one both quiet and capturing (unless either sets the en
// passant square); an exact repeat adds nothing.
func (g *kindGen) mergeRay(ray genRay) {
	key := ray
	key.quiet, key.capture = false, false
	if i, ok := g.rayAt[key]; ok && g.rays[i].epStep == 0 && ray.epStep == 0 {
		g.rays[i].quiet = g.rays[i].quiet || ray.quiet
		g.rays[i].capture = g.rays[i].capture || ray.capture
		return
	} else if ok && g.rays[i].quiet == ray.quiet && g.rays[i].capture == ray.capture {
		return
	}
	if g.rayAt == nil {
		g.rayAt = map[genRay]int{}
	}
	if _, ok := g.rayAt[key]; !ok {
		g.rayAt[key] = len(g.rays)
	}
	g.rays = append(g.rays, ray)
}

// mergeLeap adds l to g as mergeRay adds a ray: a leap that sets the en
// passant square (double) is never merged with one of another kind.
func (g *kindGen) mergeLeap(l genLeap) {
	key := l
	key.quiet, key.capture = false, false
	if i, ok := g.leapAt[key]; ok && !g.leaps[i].double && !l.double {
		g.leaps[i].quiet = g.leaps[i].quiet || l.quiet
		g.leaps[i].capture = g.leaps[i].capture || l.capture
		return
	} else if ok && g.leaps[i].quiet == l.quiet && g.leaps[i].capture == l.capture {
		return
	}
	if g.leapAt == nil {
		g.leapAt = map[genLeap]int{}
	}
	if _, ok := g.leapAt[key]; !ok {
		g.leapAt[key] = len(g.leaps)
	}
	g.leaps = append(g.leaps, l)
}

// onBoardVectors drops the vectors that cannot stay on the board (D36).
func (r *Rules) onBoardVectors(vs []carn.Vector) []carn.Vector {
	var out []carn.Vector
	for _, v := range vs {
		if abs(v.File) < r.files && abs(v.Rank) < r.ranks && (v.File != 0 || v.Rank != 0) {
			out = append(out, v)
		}
	}
	return out
}

// delta is a vector's mailbox step for side c: Black's ranks run backwards,
// files run the same way for both sides (D10).
func (r *Rules) delta(c Color, v carn.Vector) int {
	rank := v.Rank
	if c == Black {
		rank = -rank
	}
	return v.File + rank*r.stride
}

// overlapping reports whether two alternatives of one entry of p share a
// vector, so that generation must drop duplicate moves (D19).
func overlapping(p carn.Piece) bool {
	for _, rule := range []carn.Rule{p.Move, p.Capture} {
		seen := map[carn.Vector]bool{}
		for _, alt := range rule.Alternatives {
			if alt.Castle != carn.NoCastle || alt.EnPassant {
				continue
			}
			for _, v := range alt.Vectors {
				if seen[v] {
					return true
				}
				seen[v] = true
			}
		}
	}
	return false
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
