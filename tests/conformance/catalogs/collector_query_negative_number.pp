# A negative number in a collector query is a unary minus to Puppet: refused.
@notify { 'v1': tag => 'grp' }
Notify <| tag == -1 |>
