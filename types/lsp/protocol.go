package lsp

// The Language Server Protocol's messages that the server reads and writes,
// as the specification (version 3.17) names their fields. Only the fields
// that the server uses are declared; encoding/json ignores the others.

// Position is a place in a document: a 0-based line and a 0-based offset in
// UTF-16 code units on that line.
type Position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// Range is the text from Start up to End, End excluded.
type Range struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// Location is a range in a document.
type Location struct {
	URI   string `json:"uri"`
	Range Range  `json:"range"`
}

// TextDocumentItem is a document that the client opens.
type TextDocumentItem struct {
	URI        string `json:"uri"`
	LanguageID string `json:"languageId"`
	Version    int    `json:"version"`
	Text       string `json:"text"`
}

// TextDocumentIdentifier names a document.
type TextDocumentIdentifier struct {
	URI string `json:"uri"`
}

// VersionedTextDocumentIdentifier names a version of a document.
type VersionedTextDocumentIdentifier struct {
	URI     string `json:"uri"`
	Version int    `json:"version"`
}

// DidOpenTextDocumentParams are the parameters of textDocument/didOpen.
type DidOpenTextDocumentParams struct {
	TextDocument TextDocumentItem `json:"textDocument"`
}

// TextDocumentContentChangeEvent is one change: the whole text when Range
// is nil, else the replacement of the range.
type TextDocumentContentChangeEvent struct {
	Range *Range `json:"range,omitempty"`
	Text  string `json:"text"`
}

// DidChangeTextDocumentParams are the parameters of textDocument/didChange.
type DidChangeTextDocumentParams struct {
	TextDocument   VersionedTextDocumentIdentifier  `json:"textDocument"`
	ContentChanges []TextDocumentContentChangeEvent `json:"contentChanges"`
}

// DidCloseTextDocumentParams are the parameters of textDocument/didClose.
type DidCloseTextDocumentParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// TextDocumentPositionParams name a position in a document.
type TextDocumentPositionParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Position     Position               `json:"position"`
}

// ReferenceParams are the parameters of textDocument/references.
type ReferenceParams struct {
	TextDocumentPositionParams
	Context struct {
		IncludeDeclaration bool `json:"includeDeclaration"`
	} `json:"context"`
}

// DiagnosticSeverity says whether a diagnostic is an error or a warning.
type DiagnosticSeverity int

// The severities that the server sends.
const (
	SeverityError   DiagnosticSeverity = 1
	SeverityWarning DiagnosticSeverity = 2
)

// Diagnostic is an error or warning at a range.
type Diagnostic struct {
	Range    Range              `json:"range"`
	Severity DiagnosticSeverity `json:"severity"`
	Source   string             `json:"source"`
	Message  string             `json:"message"`
}

// PublishDiagnosticsParams are the parameters of
// textDocument/publishDiagnostics, which the server sends.
type PublishDiagnosticsParams struct {
	URI         string       `json:"uri"`
	Version     int          `json:"version"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// MarkupContent is text in markdown or plain text.
type MarkupContent struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

// Hover is the answer to textDocument/hover.
type Hover struct {
	Contents MarkupContent `json:"contents"`
	Range    *Range        `json:"range,omitempty"`
}

// CompletionItemKind says what a completion is.
type CompletionItemKind int

// The kinds of completion that the server offers.
const (
	KindMethod   CompletionItemKind = 2
	KindFunction CompletionItemKind = 3
	KindVariable CompletionItemKind = 6
	KindKeyword  CompletionItemKind = 14
	KindConstant CompletionItemKind = 21
)

// CompletionItem is one completion.
type CompletionItem struct {
	Label         string             `json:"label"`
	Kind          CompletionItemKind `json:"kind"`
	Detail        string             `json:"detail,omitempty"`
	Documentation *MarkupContent     `json:"documentation,omitempty"`
}

// CompletionList is the answer to textDocument/completion.
type CompletionList struct {
	IsIncomplete bool             `json:"isIncomplete"`
	Items        []CompletionItem `json:"items"`
}

// SymbolKind says what a document symbol is.
type SymbolKind int

// The kinds of symbol that the server reports.
const (
	SymbolModule    SymbolKind = 2
	SymbolNamespace SymbolKind = 3
	SymbolProperty  SymbolKind = 7
	SymbolFunction  SymbolKind = 12
)

// DocumentSymbol is a module, a rule, an endgame block or a setting, with
// what it holds.
type DocumentSymbol struct {
	Name           string           `json:"name"`
	Detail         string           `json:"detail,omitempty"`
	Kind           SymbolKind       `json:"kind"`
	Range          Range            `json:"range"`
	SelectionRange Range            `json:"selectionRange"`
	Children       []DocumentSymbol `json:"children,omitempty"`
}

// DocumentSymbolParams are the parameters of textDocument/documentSymbol.
type DocumentSymbolParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// DocumentFormattingParams are the parameters of textDocument/formatting.
type DocumentFormattingParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// TextEdit replaces a range with new text.
type TextEdit struct {
	Range   Range  `json:"range"`
	NewText string `json:"newText"`
}

// WorkspaceEdit is a set of edits by document.
type WorkspaceEdit struct {
	Changes map[string][]TextEdit `json:"changes"`
}

// CodeActionParams are the parameters of textDocument/codeAction.
type CodeActionParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Range        Range                  `json:"range"`
	Context      struct {
		Diagnostics []Diagnostic `json:"diagnostics"`
	} `json:"context"`
}

// CodeAction is a fix the client may apply.
type CodeAction struct {
	Title       string        `json:"title"`
	Kind        string        `json:"kind"`
	Diagnostics []Diagnostic  `json:"diagnostics,omitempty"`
	IsPreferred bool          `json:"isPreferred,omitempty"`
	Edit        WorkspaceEdit `json:"edit"`
}

// ServerCapabilities says what the server can do.
type ServerCapabilities struct {
	TextDocumentSync           int               `json:"textDocumentSync"`
	HoverProvider              bool              `json:"hoverProvider"`
	CompletionProvider         CompletionOptions `json:"completionProvider"`
	DefinitionProvider         bool              `json:"definitionProvider"`
	ReferencesProvider         bool              `json:"referencesProvider"`
	DocumentSymbolProvider     bool              `json:"documentSymbolProvider"`
	DocumentFormattingProvider bool              `json:"documentFormattingProvider"`
	CodeActionProvider         bool              `json:"codeActionProvider"`
}

// CompletionOptions are the completion capabilities.
type CompletionOptions struct {
	TriggerCharacters []string `json:"triggerCharacters"`
}

// InitializeResult is the answer to initialize.
type InitializeResult struct {
	Capabilities ServerCapabilities `json:"capabilities"`
	ServerInfo   struct {
		Name string `json:"name"`
	} `json:"serverInfo"`
}

// syncIncremental is the TextDocumentSyncKind for changes sent as ranges.
const syncIncremental = 2
