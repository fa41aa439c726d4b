class shared(Array[String] $items = ['one', 'two']) {
  file { '/tmp/shared': content => template('shared/outer.erb') }
}
