$z = 'zed'
notify { 'late': message => String("x=[${x}] z=[${z}]") }
class later { notify { 'in class': message => "z=[${z}] x=[${x}]" } }
