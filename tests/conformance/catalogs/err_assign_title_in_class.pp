class c { $title = 'x' notify { $title: } }
include c
