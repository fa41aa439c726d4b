# A \u escape naming a lone surrogate: no character, so no UTF-8 for it.
notify { "ok": }
notify { "a\u{D800}b": }
