package errtest

import (
	"regexp"
	"strings"
)

// Block is a fenced code block of a markdown page.
type Block struct {
	Line int    // the line of the page where the code starts
	Src  string // the code, each line ending in "\n"
}

// ChespelBlocks returns the ```chespel blocks of a markdown page.
func ChespelBlocks(page string) []Block {
	var blocks []Block
	var cur *Block
	for i, line := range strings.Split(page, "\n") {
		switch {
		case cur == nil && strings.TrimSpace(line) == "```chespel":
			cur = &Block{Line: i + 2}
		case cur != nil && strings.TrimSpace(line) == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.Src += line + "\n"
		}
	}
	return blocks
}

// TableMessages returns the messages of a documentation table: the
// backquoted first cell of every row `| `message` | ... |` of text, each as
// a regexp of the whole message, where "..." in the table stands for any text
// and a word N for a number.
func TableMessages(text string) []*regexp.Regexp {
	var messages []*regexp.Regexp
	for _, line := range strings.Split(text, "\n") {
		cell, found := strings.CutPrefix(line, "| `")
		end := strings.Index(cell, "` |")
		if !found || end < 0 {
			continue
		}
		pattern := strings.ReplaceAll(regexp.QuoteMeta(cell[:end]), `\.\.\.`, ".*")
		pattern = numberRE.ReplaceAllString(pattern, `\d+`)
		messages = append(messages, regexp.MustCompile("^"+pattern+"$"))
	}
	return messages
}

// numberRE finds the word N of a documented message.
var numberRE = regexp.MustCompile(`\bN\b`)

// MatchesAny reports whether one of res matches msg.
func MatchesAny(res []*regexp.Regexp, msg string) bool {
	for _, re := range res {
		if re.MatchString(msg) {
			return true
		}
	}
	return false
}
