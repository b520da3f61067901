" Vim syntax file
" Language: Chespel (chess evaluation rules), *.chs
" The same token classes as the TextMate grammar of docs/editor/vscode.

if exists("b:current_syntax")
  finish
endif

syn keyword chespelKeyword     module rule sym score let
syn keyword chespelConditional if else
syn keyword chespelRepeat      piece cell with
syn keyword chespelOperator    and or not in
syn keyword chespelBoolean     true false
syn keyword chespelConstant    me foe
syn keyword chespelType        pawn knight bishop rook rock queen king
syn match   chespelEndgame     "^\s*\zsendgame\>"
syn match   chespelModuleName  "\<module\s\+\zs\(search\|evaluation\|opening\|endgame\)\>"
syn match   chespelRuleName    "\<rule\s\+\zs\h\w*"
syn match   chespelMember      "\.\s*\zs\h\w*"
syn match   chespelNumber      "\<\d\+\(\.\d\+\)\=\>"
syn match   chespelBoard       "\$\a*\d*"
syn match   chespelSymbol      "->\|++\|==\|!=\|<=\|>=\|[-+*/<>=]"
syn region  chespelString      start=+"+ skip=+\\.+ end=+"+ contains=chespelEscape
syn match   chespelEscape      +\\.+ contained
syn region  chespelPosition    start=+'+ end=+'+
syn match   chespelComment     "//.*$" contains=@Spell
syn region  chespelComment     start="/\*" end="\*/" contains=@Spell

hi def link chespelKeyword     Keyword
hi def link chespelConditional Conditional
hi def link chespelRepeat      Repeat
hi def link chespelOperator    Operator
hi def link chespelSymbol      Operator
hi def link chespelBoolean     Boolean
hi def link chespelConstant    Constant
hi def link chespelType        Type
hi def link chespelEndgame     Keyword
hi def link chespelModuleName  Identifier
hi def link chespelRuleName    Function
hi def link chespelMember      Function
hi def link chespelNumber      Number
hi def link chespelBoard       Number
hi def link chespelString      String
hi def link chespelEscape      SpecialChar
hi def link chespelPosition    String
hi def link chespelComment     Comment

let b:current_syntax = "chespel"
