package carn

import (
	"errors"
	"testing"
)

// fuzzEnvs are the settings each fuzzed text is compiled under.
var fuzzEnvs = []Env{
	{Files: 8, Ranks: 8, Entry: MoveEntry, Castling: true, Zones: map[string]Zone{"Palace": {Name: "Palace"}}},
	{Files: 16, Ranks: 16, Entry: CaptureEntry},
	{Files: 1, Ranks: 3, Entry: MoveEntry},
}

// FuzzParse compiles random texts: an *Error or a rule whose vectors keep
// the invariants, never a panic; and formatting keeps the meaning.
func FuzzParse(f *testing.F) {
	for _, tc := range badTexts {
		f.Add(tc.text)
	}
	for _, text := range []string{"**# $n @JumpOver(0)", "*# 2*$n *# $n", "Rank +1 File ~1 | Rank -1 File 1",
		"@CanShortCastle File +2", "*# * @JumpOver(1)", "Rank * @JumpOver(0) @TargetRoyal", "File 1 3~4, Rank -1 +1~2"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, env := range fuzzEnvs {
			rule, err := Compile(text, env)
			if err != nil {
				var carnErr *Error
				if !errors.As(err, &carnErr) || carnErr.Offset < 0 || carnErr.Offset > len(text) {
					t.Fatalf("%q: error %v (%T) is not an *Error inside the text", text, err, err)
				}
				continue
			}
			checkVectors(t, text, env, rule)
			checkFormat(t, text, env, rule)
		}
	})
}

// checkVectors asserts the expansion's invariants: on the board, never
// zero, sorted by Rank then File, each once.
func checkVectors(t *testing.T, text string, env Env, rule Rule) {
	for _, alt := range rule.Alternatives {
		for i, v := range alt.Vectors {
			if v == (Vector{}) || abs(v.File) >= env.Files || abs(v.Rank) >= env.Ranks {
				t.Fatalf("%q: vector %v on %d×%d", text, v, env.Files, env.Ranks)
			}
			if i > 0 {
				p := alt.Vectors[i-1]
				if p.Rank > v.Rank || p.Rank == v.Rank && p.File >= v.File {
					t.Fatalf("%q: vectors not sorted or repeated: %v", text, alt.Vectors)
				}
			}
		}
	}
}

// checkFormat asserts that the canonical form compiles to the same rule and
// is a fixed point.
func checkFormat(t *testing.T, text string, env Env, rule Rule) {
	formatted, err := Format(text)
	if err != nil {
		t.Fatalf("%q compiles but does not format: %v", text, err)
	}
	again, err := Compile(formatted, env)
	if err != nil {
		t.Fatalf("%q formats as %q, which fails: %v", text, formatted, err)
	}
	if len(again.Alternatives) != len(rule.Alternatives) {
		t.Fatalf("%q formats as %q with other alternatives", text, formatted)
	}
	for i := range rule.Alternatives {
		a, b := rule.Alternatives[i], again.Alternatives[i]
		if vectorText(a.Vectors) != vectorText(b.Vectors) || a.JumpOver != b.JumpOver || a.Castle != b.Castle {
			t.Fatalf("%q formats as %q with other vectors", text, formatted)
		}
	}
	if twice, _ := Format(formatted); twice != formatted {
		t.Fatalf("format is not a fixed point: %q, then %q", formatted, twice)
	}
}

// FuzzLoad loads random documents: DocErrors or a rule set that marshals
// and loads back to the same data, never a panic.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(miniDoc))
	for _, name := range Names() {
		data, err := Document(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, err := Load(data)
		if err != nil {
			if _, ok := err.(DocErrors); !ok {
				t.Fatalf("error %v is %T, want DocErrors", err, err)
			}
			return
		}
		out, err := Marshal(rs)
		if err != nil {
			t.Fatalf("loaded but does not marshal: %v", err)
		}
		if _, err := Load(out); err != nil {
			t.Fatalf("marshalled document does not load: %v\n%s", err, out)
		}
	})
}
