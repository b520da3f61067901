package carn

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gameHeading opens a game's section of docs/carn.md: "### `xiangqi`".
var gameHeading = regexp.MustCompile("(?m)^### `([a-z]+)`$")

// pieceMention names a piece in a game's section: "**horse** (`N`" or
// "**general** (`K`, royal".
var pieceMention = regexp.MustCompile("\\*\\*([a-z]+)\\*\\* \\(`([A-Z])`(, royal)?")

// gameSections returns the text of each game's section of "The embedded
// games" in docs/carn.md, by name.
func gameSections(t *testing.T) map[string]string {
	data, err := os.ReadFile("../docs/carn.md")
	require.NoError(t, err)
	text := string(data)
	start := strings.Index(text, "\n## The embedded games\n")
	require.GreaterOrEqual(t, start, 0, "docs/carn.md has the section The embedded games")
	text = text[start+1:]
	if end := strings.Index(text[3:], "\n## "); end >= 0 {
		text = text[:end+3]
	}
	sections := map[string]string{}
	heads := gameHeading.FindAllStringSubmatchIndex(text, -1)
	for i, h := range heads {
		end := len(text)
		if i+1 < len(heads) {
			end = heads[i+1][0]
		}
		sections[text[h[2]:h[3]]] = text[h[1]:end]
	}
	return sections
}

// TestDocGames checks the per-game sections of docs/carn.md against the
// embedded documents: every game has a section, and every piece is named
// there with its letter, its royalty and its exact CARN texts.
func TestDocGames(t *testing.T) {
	sections := gameSections(t)
	for _, name := range Names() {
		section, ok := sections[name]
		if !assert.True(t, ok, "docs/carn.md has a section for %s", name) {
			continue
		}
		rs, err := Embedded(name)
		require.NoError(t, err, name)
		// Each mention's text runs to the next mention or to the "Built-ins"
		// line: the piece's texts must be quoted there, as code.
		mentions := pieceMention.FindAllStringSubmatchIndex(section, -1)
		described := map[string]bool{}
		for i, m := range mentions {
			end := len(section)
			if i+1 < len(mentions) {
				end = mentions[i+1][0]
			}
			if b := strings.Index(section[m[1]:end], "Built-ins"); b >= 0 {
				end = m[1] + b
			}
			piece, letter, royal := section[m[2]:m[3]], section[m[4]:m[5]], m[6] >= 0
			body := section[m[1]:end]
			k := pieceIndex(rs.Pieces, piece)
			if !assert.GreaterOrEqual(t, k, 0, "%s: docs/carn.md names a piece %q the game lacks", name, piece) {
				continue
			}
			p := rs.Pieces[k]
			described[piece] = true
			assert.Equal(t, string(rune(p.Letter)), letter, "%s %s: letter", name, piece)
			assert.Equal(t, p.Royal, royal, "%s %s: royal", name, piece)
			assert.Contains(t, body, "`"+p.Move.Text+"`", "%s %s: move text", name, piece)
			assert.Contains(t, body, "`"+p.Capture.Text+"`", "%s %s: capture text", name, piece)
		}
		for _, p := range rs.Pieces {
			assert.True(t, described[p.Name], "%s: docs/carn.md describes the %s", name, p.Name)
		}
	}
	assert.Len(t, sections, len(Names()), "one section per embedded game, no more")
}
