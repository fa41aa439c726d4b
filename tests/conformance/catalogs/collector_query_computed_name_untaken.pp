# A computed query name in a branch never evaluated compiles
if $facts['no_such_fact'] {
  File<| $title == 'x' |> { mode => '0755' }
}
notify { 'ok': }
