class c { notify { 'x': } notify { 'y': } Notify['x'] -> Notify['y'] }
include c
