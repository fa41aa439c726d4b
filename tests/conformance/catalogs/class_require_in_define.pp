class dep { }
define d() { require dep notify { "d ${title}": } }
d { 'x': }
