# Class and define parameters may have capitals after the first letter: the compile
# matches them exactly, the catalog sends them downcased (sensitive_parameters as declared)
class mixed(Boolean $purge_CAs = false) {
  notify { "in class ${purge_CAs}": }
}
define dmixed($fooBar = 'x') {
  notify { "in define ${title} ${fooBar}": }
}
class { 'mixed': purge_CAs => true }
dmixed { 'd1': fooBar => 'y' }
dmixed { 'd2': fooBar => 'z' }
Dmixed <| fooBar == 'z' |> { fooBar => 'w' }
class sens(Sensitive $secret_Key = Sensitive('x'), $n_1 = 1) { }
include sens
