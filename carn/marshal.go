package carn

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Marshal writes a rule set as a rule-set document that Load reads back to
// the same data. CARN texts are written as they were read, double-quoted
// (D9); a piece whose move and capture texts are equal gets "both".
func Marshal(rs *RuleSet) ([]byte, error) {
	root := mappingNode()
	add(root, "name", plain(rs.Name))
	add(root, "board", flow(mappingNode(), "files", intNode(rs.Files), "ranks", intNode(rs.Ranks)))
	add(root, "start", quoted(rs.StartFEN))
	if len(rs.Zones) > 0 {
		zones, err := zonesNode(rs)
		if err != nil {
			return nil, err
		}
		add(root, "zones", zones)
	}
	if c := rs.Castling; c != nil {
		add(root, "castling", castlingNode(c))
	}
	pieces := mappingNode()
	for i := range rs.Pieces {
		add(pieces, rs.Pieces[i].Name, pieceNode(&rs.Pieces[i]))
	}
	add(root, "pieces", pieces)
	if end := gameEndNode(rs.End); end != nil {
		add(root, "game_end", end)
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(root); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}

// pieceNode writes one piece.
func pieceNode(p *Piece) *yaml.Node {
	n := mappingNode()
	add(n, "letter", plain(string(rune(p.Letter))))
	add(n, "value", valueNode(p.Value))
	if p.Royal {
		add(n, "royal", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
	}
	if p.Move.Text == p.Capture.Text {
		add(n, "both", quoted(p.Move.Text))
	} else {
		add(n, "move", quoted(p.Move.Text))
		add(n, "capture", quoted(p.Capture.Text))
	}
	if pr := p.Promotion; pr != nil {
		choices := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, c := range pr.Choices {
			choices.Content = append(choices.Content, plain(c))
		}
		add(n, "promotion", flow(mappingNode(), "rank", intNode(pr.Rank), "choices", choices,
			"mandatory", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(pr.Mandatory)}))
	}
	return n
}

// valueNode writes thousandths of a pawn as a decimal number of pawns.
func valueNode(thousandths int) *yaml.Node {
	n := intNode(thousandths / 1000)
	if frac := thousandths % 1000; frac != 0 {
		digits := strings.TrimRight(fmt.Sprintf("%03d", frac), "0")
		n.Tag, n.Value = "!!float", n.Value+"."+digits
	}
	return n
}

// castlingNode writes the castling block.
func castlingNode(c *Castling) *yaml.Node {
	n := mappingNode()
	add(n, "king", plain(c.King))
	add(n, "rook", plain(c.Rook))
	add(n, "king_file", plain(fileName(c.KingFile)))
	for _, side := range []struct {
		key string
		geo CastleGeometry
	}{{"short", c.Short}, {"long", c.Long}} {
		add(n, side.key, flow(mappingNode(), "rook_file", plain(fileName(side.geo.RookFile)),
			"king_to", plain(fileName(side.geo.KingTo)), "rook_to", plain(fileName(side.geo.RookTo))))
	}
	return n
}

// zonesNode writes the zones, sorted by name. Each zone must be every
// square of a set of files × a set of ranks, as Load makes them.
func zonesNode(rs *RuleSet) (*yaml.Node, error) {
	names := make([]string, 0, len(rs.Zones))
	for name := range rs.Zones {
		names = append(names, name)
	}
	sort.Strings(names)
	n := mappingNode()
	for _, name := range names {
		files, ranks := make([]bool, rs.Files), make([]bool, rs.Ranks)
		squares := rs.Zones[name].Squares
		for _, sq := range squares {
			if sq.File < 0 || sq.File >= rs.Files || sq.Rank < 0 || sq.Rank >= rs.Ranks {
				return nil, fmt.Errorf("zone %s: square (%d,%d) is off the %d×%d board", name, sq.File, sq.Rank, rs.Files, rs.Ranks)
			}
			files[sq.File], ranks[sq.Rank] = true, true
		}
		if count(files)*count(ranks) != len(squares) {
			return nil, fmt.Errorf("zone %s: want every square of a set of files × a set of ranks", name)
		}
		add(n, name, flow(mappingNode(), "files", plain(formatLines(files, fileName)),
			"ranks", plain(formatLines(ranks, func(r int) string { return strconv.Itoa(r + 1) }))))
	}
	return n, nil
}

func count(set []bool) int {
	n := 0
	for _, in := range set {
		if in {
			n++
		}
	}
	return n
}

func mappingNode() *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode} }

// add appends key: value to a mapping.
func add(m *yaml.Node, key string, value *yaml.Node) {
	m.Content = append(m.Content, plain(key), value)
}

// flow fills a one-line mapping from key, value pairs.
func flow(m *yaml.Node, pairs ...any) *yaml.Node {
	m.Style = yaml.FlowStyle
	for i := 0; i+1 < len(pairs); i += 2 {
		add(m, pairs[i].(string), pairs[i+1].(*yaml.Node))
	}
	return m
}

// plain is a string written without quotes where YAML allows it.
func plain(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func quoted(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Style: yaml.DoubleQuotedStyle, Value: s}
}

func intNode(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
}

// gameEndNode writes the game_end block, or nil when every rule is the
// default.
func gameEndNode(e GameEnd) *yaml.Node {
	if e == (GameEnd{}) {
		return nil
	}
	n := mappingNode()
	if e.Stalemate != "" {
		add(n, "stalemate", plain(e.Stalemate))
	}
	if e.BareKing {
		add(n, "bare_king", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
	}
	if e.Counting != "" {
		add(n, "counting", plain(e.Counting))
	}
	return flow(n)
}
