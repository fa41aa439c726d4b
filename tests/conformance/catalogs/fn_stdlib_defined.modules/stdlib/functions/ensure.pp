# A stand-in with the same name as stdlib's Puppet-language function (the test's own code).
function stdlib::ensure(Variant[Boolean, Enum['present', 'absent']] $ensure, Optional[String] $resource = undef) >> String {
  $ensure ? { true => 'present', false => 'absent', default => $ensure }
}
