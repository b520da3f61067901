" Chespel scripts end in .chs.
autocmd BufRead,BufNewFile *.chs setfiletype chespel
