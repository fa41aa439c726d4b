# A Ruby function that reads the catalog sees what is declared so far, virtual
# resources included, and defined() called from Ruby answers from it too
notify { 'early': message => lgrb::declared('file') }
file { '/a': ensure => file }
class inner { file { '/b': ensure => directory } }
include inner
@file { '/virtual': ensure => file }
notify { 'files': message => lgrb::declared('file') }
notify { 'dirs': message => lgrb::declared('File', { 'ensure' => 'directory' }) }
notify { 'classes': message => lgrb::declared('class') }
notify { 'defined': message => lgrb::call_named('defined', [File['/a']]) }
notify { 'undefined': message => lgrb::call_named('defined', [File['/nope']]) }
