$top = 'T'
class t {
  $local = 'L'
  $num = 41
  $arr = [1, 2, 3]
  $hash = {'a' => 'x', 'b' => 'y'}
  $yes = true
  $no = false
  $float = 2.0
  $lit = 'l'
  $dq = "dq"
  $interp = "i${lit}"
  $heredoc = @(END)
    h
    | END
  $up = upcase($lit)
  $joined = join([$lit, $dq], ',')
  $fromvar = $lit

  notify { 'out': message => inline_template('<%= %w[lit dq interp heredoc up joined fromvar num].map { |n| "#{n}=#{scope[n].frozen?}" }.join(" ") %> <%= @interp << "!" %> <%= @dq.upcase! %> <%= (@lit << "x" rescue "E") %>') }
}
include t
