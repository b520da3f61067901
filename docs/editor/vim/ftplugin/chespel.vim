" Chespel: tabs for indentation (as chespel fmt writes), // comments.
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1
setlocal noexpandtab shiftwidth=0 tabstop=4 commentstring=//\ %s
let b:undo_ftplugin = "setlocal expandtab< shiftwidth< tabstop< commentstring<"
