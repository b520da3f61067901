package lsp

import (
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/stretchr/testify/require"
)

// client is a language client talking to a server that runs in-process,
// over a pair of pipes, as an editor does over the server's standard
// streams.
type client struct {
	t     testing.TB
	conn  *jsonrpc2.Conn
	diags chan PublishDiagnosticsParams
	done  chan struct{}
}

// newClient starts a server and a client connected to it, and initializes
// the session.
func newClient(t testing.TB) *client {
	t.Helper()
	sIn, cOut := io.Pipe()
	cIn, sOut := io.Pipe()
	c := &client{t: t, diags: make(chan PublishDiagnosticsParams, 100), done: make(chan struct{})}
	go func() {
		_ = Serve(context.Background(), sIn, sOut, io.Discard)
		close(c.done)
	}()
	stream := jsonrpc2.NewBufferedStream(rwc{cIn, cOut}, jsonrpc2.VSCodeObjectCodec{})
	c.conn = jsonrpc2.NewConn(context.Background(), stream, jsonrpc2.HandlerWithError(
		func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			if req.Method == "textDocument/publishDiagnostics" {
				var p PublishDiagnosticsParams
				if json.Unmarshal(*req.Params, &p) == nil {
					c.diags <- p
				}
			}
			return nil, nil
		}))
	var init InitializeResult
	c.call("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}, &init)
	require.Equal(t, "chespel", init.ServerInfo.Name, "initialize answers")
	c.notify("initialized", map[string]any{})
	t.Cleanup(c.close)
	return c
}

// call sends a request and decodes its result into result.
func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(c.t, c.conn.Call(ctx, method, params, result), method)
}

// notify sends a notification.
func (c *client) notify(method string, params any) {
	c.t.Helper()
	require.NoError(c.t, c.conn.Notify(context.Background(), method, params), method)
}

// diagnostics waits for the next diagnostics published.
func (c *client) diagnostics() PublishDiagnosticsParams {
	c.t.Helper()
	select {
	case p := <-c.diags:
		return p
	case <-time.After(10 * time.Second):
		c.t.Fatal("no diagnostics published within 10 s")
	}
	return PublishDiagnosticsParams{}
}

// open opens a document and returns its diagnostics.
func (c *client) open(uri, text string) PublishDiagnosticsParams {
	c.notify("textDocument/didOpen", DidOpenTextDocumentParams{TextDocument: TextDocumentItem{
		URI: uri, LanguageID: "chespel", Version: 1, Text: text}})
	return c.diagnostics()
}

// close ends the session as a client does: shutdown, then exit.
func (c *client) close() {
	var none any
	c.call("shutdown", nil, &none)
	c.notify("exit", nil)
	select {
	case <-c.done:
	case <-time.After(10 * time.Second):
		c.t.Error("the server did not stop after exit")
	}
	c.conn.Close()
}

// at returns the parameters that name a position of a document.
func at(uri string, line, char int) TextDocumentPositionParams {
	return TextDocumentPositionParams{TextDocument: TextDocumentIdentifier{URI: uri}, Position: Position{line, char}}
}
