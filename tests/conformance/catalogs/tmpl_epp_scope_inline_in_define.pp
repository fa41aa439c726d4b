define d($p) {
  notify { $title: message => inline_epp('<%= $title %>:<%= $p %>:<%= $name %>') }
}
d { 'one': p => 1 }
d { 'two': p => 2 }
