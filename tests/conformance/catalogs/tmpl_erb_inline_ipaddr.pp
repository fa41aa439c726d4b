$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0
  $nets = {'10.0.0.10' => 'a', '9.255.0.0/16' => 'b', '10.0.0.9-10.0.0.20' => 'c'}

  notify { 'out': message => inline_template('<%= require "ipaddr" %> <%= IPAddr.new("10.1.2.3/8").inspect %> <%= IPAddr.new("10.0.0.5").to_i %> <%= IPAddr.new("fe80::1/64").to_s %> <%= IPAddr.new("2001:db8::1").to_string %> <%= IPAddr.new("10.0.0.0/8").include?("10.2.3.4") %> <%= IPAddr.new("10.0.0.1").mask(24) %> <%= (IPAddr.new("x") rescue "bad") %> <%= @nets.keys.sort_by { |k| IPAddr.new(k.split("-").first).to_i }.inspect %> <%= @nets.keys.map { |k| IPAddr.new(k.split("-").first) }.sort.map(&:to_s).inspect %>') }
}
include t
