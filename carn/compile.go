package carn

// EntryKind is the kind of a piece's rule, which decides what its
// destination must hold (spec D26).
type EntryKind uint8

// The entry kinds.
const (
	MoveEntry    EntryKind = iota // the destination must be empty
	CaptureEntry                  // the captured square holds an opponent piece
)

// String names the entry kind as rule-set documents do.
func (k EntryKind) String() string {
	if k == CaptureEntry {
		return "capture"
	}
	return "move"
}

// Env is what compiling a CARN text needs to know about the game.
type Env struct {
	Files, Ranks int       // the board, each 1..MaxSize
	Entry        EntryKind // the kind of entry the text is
	// Zones are the zones that @InZone and @FromZone may name.
	Zones map[string]Zone
	// Castling allows @CanShortCastle and @CanLongCastle: the text is the
	// move entry of the piece that castles.
	Castling bool
}

// Compile parses a CARN text and expands it for env: each alternative's
// displacements with its calls resolved. Errors are *Error values.
func Compile(text string, env Env) (Rule, error) {
	if env.Files < 1 || env.Files > MaxSize || env.Ranks < 1 || env.Ranks > MaxSize {
		return Rule{}, errorAt(text, 0, "board %d×%d: want files and ranks from 1 to %d", env.Files, env.Ranks, MaxSize)
	}
	tree, err := parse(text)
	if err != nil {
		return Rule{}, err
	}
	x := newExpander(text, env.Files, env.Ranks)
	rule := Rule{Text: text}
	for _, alt := range tree.alts {
		a := Alternative{JumpOver: NoJumpOver}
		if a.Vectors, err = x.vectors(alt); err != nil {
			return Rule{}, err
		}
		if err := applyCalls(text, &env, alt, &a); err != nil {
			return Rule{}, err
		}
		if err := checkLeg(text, alt, &a); err != nil {
			return Rule{}, err
		}
		rule.Alternatives = append(rule.Alternatives, a)
	}
	return rule, nil
}

// checkLeg requires @Leg's vectors to have a longer axis, along which the
// leg square lies.
func checkLeg(text string, alt *altNode, a *Alternative) error {
	if !a.Leg {
		return nil
	}
	offset := alt.offset
	for _, call := range alt.calls {
		if call.name == "Leg" {
			offset = call.offset
		}
	}
	for _, v := range a.Vectors {
		if abs(v.File) == abs(v.Rank) {
			return errorAt(text, offset, "@Leg needs a longer axis, got the diagonal displacement (%d,%d)", v.File, v.Rank)
		}
	}
	return nil
}
