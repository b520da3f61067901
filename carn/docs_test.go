package carn

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docBlocks returns the fenced blocks of docs/carn.md with the given info
// string, each as its lines.
func docBlocks(t *testing.T, info string) [][]string {
	data, err := os.ReadFile("../docs/carn.md")
	require.NoError(t, err)
	var blocks [][]string
	var current []string
	inside := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case !inside && line == "```"+info:
			inside, current = true, nil
		case inside && line == "```":
			inside = false
			blocks = append(blocks, current)
		case inside:
			current = append(current, line)
		}
	}
	require.NotEmpty(t, blocks, "docs/carn.md has ```%s blocks", info)
	return blocks
}

// docEnvs are the settings a documented text may be meant for: a move entry
// of the castling piece, or a capture entry, with xiangqi's zones.
var docEnvs = []Env{
	{Files: 9, Ranks: 10, Entry: MoveEntry, Castling: true, Zones: xiangqiZones()},
	{Files: 9, Ranks: 10, Entry: CaptureEntry, Zones: xiangqiZones()},
}

func xiangqiZones() map[string]Zone {
	return map[string]Zone{"Palace": {}, "OwnHalf": {}, "Crossed": {}}
}

// TestDocTexts compiles every line of every ```carn block of docs/carn.md.
func TestDocTexts(t *testing.T) {
	n := 0
	for _, block := range docBlocks(t, "carn") {
		for _, text := range block {
			var errs []string
			for _, env := range docEnvs {
				if _, err := Compile(text, env); err != nil {
					errs = append(errs, err.Error())
				}
			}
			assert.Less(t, len(errs), len(docEnvs), "docs/carn.md: %q: %v", text, errs)
			n++
		}
	}
	assert.Greater(t, n, 50, "texts checked")
}

// TestDocErrors checks the ```carn-errors block: each text, compiled as a
// move entry on 8×8, fails with the message on the next line.
func TestDocErrors(t *testing.T) {
	for _, block := range docBlocks(t, "carn-errors") {
		require.Equal(t, 0, len(block)%2, "text and error lines pair up")
		for i := 0; i < len(block); i += 2 {
			_, err := Compile(block[i], Env{Files: 8, Ranks: 8})
			assert.EqualError(t, err, block[i+1], block[i])
		}
	}
}

// TestDocChess checks that the chess document in docs/carn.md is the
// embedded one, and that every other YAML example loads or is a fragment.
func TestDocChess(t *testing.T) {
	chess, err := Document("chess")
	require.NoError(t, err)
	found := false
	for _, block := range docBlocks(t, "yaml") {
		text := strings.Join(block, "\n") + "\n"
		if text == string(chess) {
			found = true
		}
	}
	assert.True(t, found, "docs/carn.md shows rules/chess.yaml verbatim")
}

// TestDocDocuments loads every whole document (a ```yaml block that starts
// with "name:") of docs/carn.md.
func TestDocDocuments(t *testing.T) {
	n := 0
	for _, block := range docBlocks(t, "yaml") {
		if len(block) < 2 || !strings.HasPrefix(block[0], "name:") && !strings.HasPrefix(block[1], "name:") {
			continue
		}
		_, err := Load([]byte(strings.Join(block, "\n")))
		assert.NoError(t, err, "docs/carn.md: %s", block[0])
		n++
	}
	assert.Equal(t, 3, n, "the chess document and the two invented games")
}

// TestDocDocumentError checks the document error shown in docs/carn.md.
func TestDocDocumentError(t *testing.T) {
	data, err := os.ReadFile("../docs/carn.md")
	require.NoError(t, err)
	doc := strings.Replace(miniDoc, `capture: "Rank +1 File 1"`, `capture: "Rank +1 Fyle 1"`, 1)
	_, err = Load([]byte(doc))
	require.Error(t, err)
	assert.Contains(t, string(data), "\n"+err.Error()+"\n")
}
