# A trailing comma closes an access anywhere but in a parameter's type: Puppet's
# parameter_type rule has none, so this is its syntax error at the ']'.
$types = [Array[String[1], ], Hash[String, Integer, ]]
class one (
  Array[String[1], ] $names = [],
) {
  notify { 'one': }
}
include one
