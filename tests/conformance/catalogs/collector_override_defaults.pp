# A collector's override block brings the defaults visible from the collector's
# scope when it collects; they fill only what is not set. A plain collector or a
# resource override brings none.
notify { 'a': }
@notify { 'plain': }
@notify { 'own': message => 'own' }
@notify { 'in class': }
Notify { message => 'dflt', loglevel => 'info' }
Notify['a'] { withpath => false }
realize(Notify['plain'])
Notify <| title == 'own' |> { withpath => true }
class lg::c {
  Notify { message => 'in c' }
  Notify <| title == 'in class' |> { withpath => true }
}
include lg::c
define lg::d($x = 1) { notify { "d ${title} ${x}": } }
@lg::d { 'collected': }
Lg::D { x => 2 }
Lg::D <| |> { tag => 'extra' }
