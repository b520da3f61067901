package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/url"
	"path/filepath"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// Serve runs the server on in and out until the client sends exit or
// closes in. Protocol errors are logged to logw.
func Serve(ctx context.Context, in io.Reader, out io.Writer, logw io.Writer) error {
	s := &server{docs: map[string]*document{}}
	stream := jsonrpc2.NewBufferedStream(rwc{in, out}, jsonrpc2.VSCodeObjectCodec{})
	conn := jsonrpc2.NewConn(ctx, stream, jsonrpc2.HandlerWithError(s.handle),
		jsonrpc2.SetLogger(log.New(logw, "chespel lsp: ", 0)))
	select {
	case <-conn.DisconnectNotify():
	case <-ctx.Done():
		conn.Close()
	}
	return nil
}

// rwc joins the two streams into the connection that jsonrpc2 wants.
type rwc struct {
	io.Reader
	io.Writer
}

// Close closes whichever of the streams can be closed.
func (c rwc) Close() error {
	if cl, ok := c.Reader.(io.Closer); ok {
		cl.Close()
	}
	if cl, ok := c.Writer.(io.Closer); ok {
		return cl.Close()
	}
	return nil
}

// server holds the open documents.
type server struct {
	mu   sync.Mutex
	docs map[string]*document
}

// handle answers one request or notification. Requests are handled one at
// a time, in order, so that a change is always seen before the requests
// that follow it. A panic while answering (a bug) becomes an error answer:
// jsonrpc2 does not recover, and the editor would lose the server.
func (s *server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (result any, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError,
				Message: fmt.Sprintf("internal error in %s: %v; please report it", req.Method, r)}
		}
	}()
	switch req.Method {
	case "initialize":
		return initializeResult(), nil
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave":
		return nil, nil
	case "shutdown": // nothing to save: exit ends the session
		return nil, nil
	case "exit":
		go conn.Close()
		return nil, nil
	case "textDocument/didOpen":
		var p DidOpenTextDocumentParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		d := &document{uri: p.TextDocument.URI, version: p.TextDocument.Version, text: p.TextDocument.Text}
		s.docs[d.uri] = d
		return nil, s.publish(ctx, conn, d)
	case "textDocument/didChange":
		return nil, s.didChange(ctx, conn, req)
	case "textDocument/didClose":
		var p DidCloseTextDocumentParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		delete(s.docs, p.TextDocument.URI)
		return nil, conn.Notify(ctx, "textDocument/publishDiagnostics", PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []Diagnostic{}})
	}
	return s.query(req)
}

// didChange applies the changes to a document and publishes its new
// diagnostics.
func (s *server) didChange(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) error {
	var p DidChangeTextDocumentParams
	if err := unmarshal(req, &p); err != nil {
		return err
	}
	d, ok := s.docs[p.TextDocument.URI]
	if !ok {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "document not open: " + p.TextDocument.URI}
	}
	for _, c := range p.ContentChanges {
		d.text = applyChange(d.text, &analysis{text: d.text, lines: lineStarts(d.text)}, c)
	}
	d.version = p.TextDocument.Version
	return s.publish(ctx, conn, d)
}

// publish analyses a document and sends its diagnostics.
func (s *server) publish(ctx context.Context, conn *jsonrpc2.Conn, d *document) error {
	d.a = analyze(fileName(d.uri), d.text)
	return conn.Notify(ctx, "textDocument/publishDiagnostics",
		PublishDiagnosticsParams{URI: d.uri, Version: d.version, Diagnostics: d.a.diagnostics()})
}

// query answers the requests about a position or a whole document.
func (s *server) query(req *jsonrpc2.Request) (any, error) {
	var p struct {
		TextDocument TextDocumentIdentifier `json:"textDocument"`
	}
	if err := unmarshal(req, &p); err != nil {
		return nil, err
	}
	d, ok := s.docs[p.TextDocument.URI]
	if !ok {
		if req.Notif {
			return nil, nil
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "unsupported method or document not open: " + req.Method}
	}
	a := d.a
	switch req.Method {
	case "textDocument/hover":
		var q TextDocumentPositionParams
		return withParams(req, &q, func() any { return a.hover(a.fromLSP(q.Position)) })
	case "textDocument/completion":
		var q TextDocumentPositionParams
		return withParams(req, &q, func() any { return complete(fileName(d.uri), d.text, a, q.Position) })
	case "textDocument/definition":
		var q TextDocumentPositionParams
		return withParams(req, &q, func() any { return a.definition(d.uri, a.fromLSP(q.Position)) })
	case "textDocument/references":
		var q ReferenceParams
		return withParams(req, &q, func() any {
			return a.references(d.uri, a.fromLSP(q.Position), q.Context.IncludeDeclaration)
		})
	case "textDocument/documentSymbol":
		return a.symbols(), nil
	case "textDocument/formatting":
		return a.formatting(fileName(d.uri)), nil
	case "textDocument/codeAction":
		var q CodeActionParams
		return withParams(req, &q, func() any { return a.codeActions(d.uri, q.Range) })
	}
	if req.Notif {
		return nil, nil
	}
	return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "unsupported method " + req.Method}
}

// withParams decodes the request's parameters into v and returns answer().
func withParams(req *jsonrpc2.Request, v any, answer func() any) (any, error) {
	if err := unmarshal(req, v); err != nil {
		return nil, err
	}
	return answer(), nil
}

// unmarshal decodes the request's parameters into v.
func unmarshal(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "missing parameters"}
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: err.Error()}
	}
	return nil
}

// initializeResult says what the server can do.
func initializeResult() InitializeResult {
	var r InitializeResult
	r.ServerInfo.Name = "chespel"
	r.Capabilities = ServerCapabilities{
		TextDocumentSync: syncIncremental, HoverProvider: true,
		CompletionProvider: CompletionOptions{TriggerCharacters: []string{"."}},
		DefinitionProvider: true, ReferencesProvider: true, DocumentSymbolProvider: true,
		DocumentFormattingProvider: true, CodeActionProvider: true,
	}
	return r
}

// fileName returns the path of a document's URI: the checker reads a
// script's rule-set file (game = "mine.yaml") relative to it.
func fileName(uri string) string {
	if u, err := url.Parse(uri); err == nil && u.Scheme == "file" && u.Path != "" {
		return filepath.FromSlash(u.Path)
	}
	return uri
}
