# The 3.x method form does not reach the manifest's functions, in Puppet either.
function triple(Integer $x) >> Integer { $x * 3 }
$v = lgrb_legacy_method('triple', [5])
