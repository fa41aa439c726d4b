class inner { file { '/inner': } }
include inner
File { owner => 'late' }
