# ${keyword} in a string is the variable of that name (puppet-unbound: ${type}).
define d($type = 'T', $node = 'N', $site = 'S', $function = 'F', $application = 'A', $attr = 'AT', $private = 'P', $produces = 'PR', $consumes = 'C') {
  notify { "k ${title}": message => "${type}|${node}|${site}|${function}|${application}|${attr}|${private}|${produces}|${consumes}" }
}
d { 'x': }
$if = 'i'
$class = ['c']
notify { 'top': message => "${if} ${class[0]} ${undef} ${default}" }
