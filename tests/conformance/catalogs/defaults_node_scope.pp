node default { File { owner => 'node' } include c }
class c { file { '/c': } }
