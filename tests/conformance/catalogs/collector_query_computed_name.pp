# A query's left side may be any expression: its String value names the attribute
$by_mode = 'mode'
file { '/x': ensure => file, mode => '0644', tag => ['a'] }
file { '/y': ensure => file, mode => '0600' }
File<| $by_mode == '0644' |> { owner => 'root' }
$by_title = 'title'
File<| $by_title == '/y' |> { group => 'wheel' }
$by_tag = 'tag'
File<| $by_tag == 'a' and "mo${'de'}" != '0600' |> { backup => false }

# in a define, $title is the define's title: attribute 'tool' matches nothing
define tool_binary($target = '/usr/bin') {
  file { "${target}/${title}": ensure => file }
  File<| $title == "${target}/${title}" |> { mode => '0755' }
}
tool_binary { 'tool': }
