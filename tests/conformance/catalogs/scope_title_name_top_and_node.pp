notify { 'top': message => "t=${title} n=${name}" }
node default {
  notify { 'node': message => "t=${title} n=${name}" }
}
class c { notify { 'c': message => "t=${title} n=${name}" } }
include c
