class base { File { owner => 'base' } }
class child inherits base { file { '/child': } }
include child
