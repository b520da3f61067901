// The Chespel extension: starts `chespel lsp` (the program named by the
// chespel.path setting) as the language server of .chs files.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('chespel').get('path') || 'chespel';
  const server = { command, args: ['lsp'] };
  client = new LanguageClient('chespel', 'Chespel', server, {
    documentSelector: [{ scheme: 'file', language: 'chespel' }, { scheme: 'untitled', language: 'chespel' }],
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
