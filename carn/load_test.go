package carn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// miniDoc is a small valid game on a 5×6 board with zones, castling and
// promotion, the base that the bad documents change.
const miniDoc = `name: mini
board: {files: 5, ranks: 6}
start: "rnkbr/ppppp/5/5/PPPPP/RNKBR w KQkq - 0 1"
zones:
  Palace: {files: b~d, ranks: 1~2}
  Far: {ranks: 4~6}
castling:
  king: king
  rook: rook
  king_file: c
  short: {rook_file: e, king_to: d, rook_to: c}
  long: {rook_file: a, king_to: b, rook_to: c}
pieces:
  pawn:
    letter: P
    value: 1
    move: "Rank +1 | @OnRank(2) Rank +2 @JumpOver(0) | @FromZone(Far) File 1"
    capture: "Rank +1 File 1"
    promotion: {rank: 6, choices: [rook, bishop], mandatory: false}
  knight:
    letter: N
    value: 2.75
    both: "*# 2 *# 1 @Leg"
  bishop:
    letter: B
    value: 3.5
    both: "*# $n *# $n @JumpOver(0)"
  rook:
    letter: R
    value: 5
    both: "*# * @JumpOver(0)"
  king:
    letter: K
    royal: true
    move: "**# 1 @InZone(Palace) | @CanShortCastle File +1 | @CanLongCastle File -1"
    capture: "**# 1 @InZone(Palace) | Rank * @JumpOver(0) @TargetRoyal"
`

func TestLoadMini(t *testing.T) {
	rs, err := Load([]byte(miniDoc))
	require.NoError(t, err)
	assert.Equal(t, "mini", rs.Name)
	assert.Equal(t, 5, rs.Files)
	assert.Equal(t, 6, rs.Ranks)
	assert.Equal(t, Zone{Name: "Palace", Squares: []Square{{1, 0}, {2, 0}, {3, 0}, {1, 1}, {2, 1}, {3, 1}}}, rs.Zones["Palace"])
	assert.Len(t, rs.Zones["Far"].Squares, 15)
	assert.Equal(t, 2750, rs.Pieces[1].Value)
	assert.Equal(t, 3500, rs.Pieces[2].Value)
	assert.True(t, rs.Pieces[1].Move.Alternatives[0].Leg)
	assert.Equal(t, &Promotion{Rank: 6, Choices: []string{"rook", "bishop"}}, rs.Pieces[0].Promotion)
	pawn := rs.Pieces[0].Move.Alternatives[2]
	assert.Equal(t, "Far", pawn.FromZone)
	assert.Equal(t, "-1,0 1,0", vectorText(pawn.Vectors))
	king := rs.Pieces[4]
	assert.True(t, king.Royal)
	assert.Equal(t, "Palace", king.Move.Alternatives[0].InZone)
	flying := king.Capture.Alternatives[1]
	assert.True(t, flying.TargetRoyal)
	assert.Equal(t, 0, flying.JumpOver)
	assert.Equal(t, "0,-5 0,-4 0,-3 0,-2 0,-1 0,1 0,2 0,3 0,4 0,5", vectorText(flying.Vectors))
	assert.Equal(t, &Castling{King: "king", Rook: "rook", KingFile: 2,
		Short: CastleGeometry{RookFile: 4, KingTo: 3, RookTo: 2},
		Long:  CastleGeometry{RookFile: 0, KingTo: 1, RookTo: 2}}, rs.Castling)
}

// TestRoundTrip loads, marshals and loads again every document: the data
// must be equal.
func TestRoundTrip(t *testing.T) {
	docs := map[string]string{"mini": miniDoc}
	for _, name := range Names() {
		data, err := Document(name)
		require.NoError(t, err)
		docs[name] = string(data)
	}
	for name, doc := range docs {
		first, err := Load([]byte(doc))
		require.NoError(t, err, name)
		out, err := Marshal(first)
		require.NoError(t, err, name)
		second, err := Load(out)
		require.NoError(t, err, "%s: reloading\n%s", name, out)
		assert.Equal(t, first, second, name)
		again, err := Marshal(second)
		require.NoError(t, err, name)
		assert.Equal(t, string(out), string(again), "%s: marshal is stable", name)
	}
}

// TestMarshalChess pins the chess document as Marshal writes it.
func TestMarshalChess(t *testing.T) {
	out, err := Marshal(Chess())
	require.NoError(t, err)
	golden(t, "chess_marshal.golden", string(out))
}

// TestMarshalBadZone refuses zones that the document format cannot write.
func TestMarshalBadZone(t *testing.T) {
	rs := &RuleSet{Name: "x", Files: 3, Ranks: 3, Zones: map[string]Zone{"Diag": {Squares: []Square{{0, 0}, {1, 1}}}}}
	_, err := Marshal(rs)
	assert.EqualError(t, err, "zone Diag: want every square of a set of files × a set of ranks")
	rs.Zones = map[string]Zone{"Off": {Squares: []Square{{5, 0}}}}
	_, err = Marshal(rs)
	assert.EqualError(t, err, "zone Off: square (5,0) is off the 3×3 board")
}

// badDocs are changes to miniDoc (old → new, applied once) or whole
// documents that must fail, by name.
var badDocs = []struct {
	name     string
	old, new string // a replacement in miniDoc; old == "" means new is the document
}{
	{"not yaml", "", "name: [unclosed"},
	{"empty", "", ""},
	{"a list", "", "- chess"},
	{"unknown top key", "name: mini", "name: mini\ncolour: red"},
	{"duplicate key", "name: mini", "name: mini\nname: again"},
	{"missing name", "name: mini\n", ""},
	{"missing board", "board: {files: 5, ranks: 6}\n", ""},
	{"board too big", "files: 5", "files: 17"},
	{"board not a number", "ranks: 6", "ranks: six"},
	{"board unknown key", "ranks: 6", "ranks: 6, planes: 2"},
	{"start ranks", `start: "rnkbr/ppppp/5/5/PPPPP/RNKBR`, `start: "rnkbr/ppppp/5/PPPPP/RNKBR`},
	{"start width", `start: "rnkbr/ppppp/5/5`, `start: "rnkbr/pppp/5/6`},
	{"start letter", `start: "rnkbr`, `start: "rnkbx`},
	{"start side", `w KQkq`, `x KQkq`},
	{"start short", `start: "rnkbr/ppppp/5/5/PPPPP/RNKBR w KQkq - 0 1"`, `start: "rnkbr/ppppp/5/5/PPPPP/RNKBR"`},
	{"zone name", "  Far:", "  far-away:"},
	{"zone file", "files: b~d", "files: b~f"},
	{"zone rank", "ranks: 1~2", "ranks: 0~2"},
	{"zone reversed", "ranks: 4~6", "ranks: 6~4"},
	{"zone not a mapping", "  Far: {ranks: 4~6}", "  Far: 4~6"},
	{"zone undeclared", "@FromZone(Far)", "@FromZone(Near)"},
	{"unknown piece key", "    letter: N\n", "    letter: N\n    colour: red\n"},
	{"letter lower", "letter: N", "letter: n"},
	{"letter long", "letter: N", "letter: Kn"},
	{"letter twice", "letter: N", "letter: B"},
	{"piece name", "  knight:", "  knight-2:"},
	{"value word", "value: 2.75", "value: lots"},
	{"value precise", "value: 2.75", "value: 2.7501"},
	{"value negative", "value: 2.75", "value: -1"},
	{"royal word", "royal: true", "royal: yes please"},
	{"both and move", `both: "*# 2 *# 1 @Leg"`, "both: \"*# 2 *# 1 @Leg\"\n    move: \"*# 1\""},
	{"missing capture", "    capture: \"Rank +1 File 1\"\n", ""},
	{"unquoted alias", `both: "*# 2 *# 1 @Leg"`, "both: *# 2 *# 1"},
	{"carn in quotes", `capture: "Rank +1 File 1"`, `capture: "Rank +1 File 1 |"`},
	{"carn plain", `capture: "Rank +1 File 1"`, `capture: Rank +1 File 1 @Foo`},
	{"carn not a string", `capture: "Rank +1 File 1"`, `capture: 1`},
	{"carn escape", `capture: "Rank +1 File 1"`, `capture: "Rank +1\tFile 1 @Empty"`},
	{"carn block", `capture: "Rank +1 File 1"`, "capture: >\n      Rank +1\n      File 1 @Empty"},
	{"carn single-quoted", `capture: "Rank +1 File 1"`, `capture: 'Rank +1 File 1 @Empty'`},
	{"carn on two lines", `capture: "Rank +1 File 1"`, "capture: \"Rank +1\n      File 1 @Empty\""},
	{"castle outside the castling piece", `both: "*# * @JumpOver(0)"`, `both: "*# * @JumpOver(0) | @CanShortCastle File +1"`},
	{"promotion rank", "rank: 6,", "rank: 7,"},
	{"promotion unknown choice", "choices: [rook, bishop]", "choices: [rook, dragon]"},
	{"promotion twice", "choices: [rook, bishop]", "choices: [rook, rook]"},
	{"promotion to itself", "choices: [rook, bishop]", "choices: [rook, pawn]"},
	{"promotion empty", "choices: [rook, bishop]", "choices: []"},
	{"promotion missing rank", "rank: 6, ", ""},
	{"promotion not a mapping", "promotion: {rank: 6, choices: [rook, bishop], mandatory: false}", "promotion: queen"},
	{"castling unknown piece", "  rook: rook", "  rook: tower"},
	{"castling file", "king_file: c", "king_file: z"},
	{"castling short side", "rook_file: e", "rook_file: a"},
	{"castling vector", "@CanShortCastle File +1", "@CanShortCastle File +2"},
	{"castling two vectors", "@CanShortCastle File +1", "@CanShortCastle File 1"},
	{"castling missing alternative", " | @CanLongCastle File -1", ""},
	{"castling missing side", "  long: {rook_file: a, king_to: b, rook_to: c}\n", ""},
	{"castling key", "  king_file: c", "  king_file: c\n  queen_file: d"},
	{"no pieces", "pieces:\n", "pieces: {}\nx:\n"},
	{"second document", "@TargetRoyal\"\n", "@TargetRoyal\"\n---\nname: another\n"},
	{"game_end stalemate", "pieces:\n", "game_end: {stalemate: lost}\npieces:\n"},
	{"game_end counting", "pieces:\n", "game_end: {counting: thai, bare_king: maybe}\npieces:\n"},
	{"game_end makruk pieces", "pieces:\n", "game_end: {counting: makruk}\npieces:\n"},
	{"several mistakes", "letter: P\n    value: 1", "letter: PP\n    value: one"},
}

// TestBadDocs pins the errors of every bad document
// (testdata/bad_docs.golden): each is DocErrors with a path and a line.
func TestBadDocs(t *testing.T) {
	var b strings.Builder
	for _, tc := range badDocs {
		doc := tc.new
		if tc.old != "" || tc.new == "" && tc.name != "empty" {
			require.Contains(t, miniDoc, tc.old, tc.name)
			doc = strings.Replace(miniDoc, tc.old, tc.new, 1)
		}
		_, err := Load([]byte(doc))
		if !assert.Error(t, err, tc.name) {
			continue
		}
		errs, ok := err.(DocErrors)
		require.True(t, ok, "%s: error type %T", tc.name, err)
		require.NotEmpty(t, errs, tc.name)
		for _, e := range errs {
			assert.True(t, e.Line > 0 || tc.name == "empty", "%s: %q has a line", tc.name, e)
		}
		fmt.Fprintf(&b, "== %s: %q → %q\n%s\n\n", tc.name, tc.old, tc.new, err)
	}
	golden(t, "bad_docs.golden", b.String())
}

// TestDocErrorFormat pins the message layout the brief and docs show.
func TestDocErrorFormat(t *testing.T) {
	doc := strings.Replace(miniDoc, `capture: "Rank +1 File 1"`, `capture: "Rank +1 Fyle 1"`, 1)
	_, err := Load([]byte(doc))
	assert.EqualError(t, err, `pieces.pawn.capture: line 18: col 23: unknown axis "Fyle": want File or Rank`)
	line := strings.Split(doc, "\n")[17]
	assert.Equal(t, "Fyle", line[22:26], "the column points at the word")
}

// TestErrorListCapped pins the bug where 600,000 unknown keys gave 68 MB
// of errors: Load reports the first MaxDocErrors and counts the rest.
func TestErrorListCapped(t *testing.T) {
	doc, err := Document("chess")
	require.NoError(t, err)
	var b strings.Builder
	b.Write(doc)
	for i := range 5000 {
		fmt.Fprintf(&b, "junk%d: 1\n", i)
	}
	_, err = Load([]byte(b.String()))
	var errs DocErrors
	require.ErrorAs(t, err, &errs)
	assert.Len(t, errs, MaxDocErrors+1, "the first errors and a count of the rest")
	assert.Equal(t, "too many errors: 4980 more not shown", errs[MaxDocErrors].Error())
}
