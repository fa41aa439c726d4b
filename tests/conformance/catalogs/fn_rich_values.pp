# Rich values as catalog parameters: Binary, Timestamp, Deferred, Sensitive.
file { '/tmp/blob': content => binary_file('mymod/blob') }
notify { 'when': message => Timestamp('2021-06-01T12:00:00Z') }
notify { 'list': message => [Timestamp(0), Binary('aGk=')] }
notify { 'hash': message => { 'at' => Timestamp('2020-01-01') } }
