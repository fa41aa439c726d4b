notify { 'early': message => String("x=[${x}] z=[${z}]") }
include later
