-- Run by TestNeovim: open $SCRIPT, attach `$CHESPEL lsp` to it, wait for
-- the diagnostics that Neovim shows and write them to $OUT, one a line as
-- "line:col-endline:endcol severity message" (0-based, as Neovim keeps them).
vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("SCRIPT")))
local id = vim.lsp.start_client({ name = "chespel", cmd = { os.getenv("CHESPEL"), "lsp" }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(0, id)
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d-%d:%d %d %s", d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.message))
end
vim.fn.writefile(lines, os.getenv("OUT"))
vim.lsp.stop_client(id)
vim.cmd("qall!")
