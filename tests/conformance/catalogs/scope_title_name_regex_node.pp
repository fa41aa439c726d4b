notify { 'top': message => "t=${title} n=${name}" }
node /^n(\d*)$/ {
  notify { 'node': message => "t=${title} n=${name} top=${::title}" }
  [1].each |$x| { notify { 'lambda': message => "t=${title}" } }
}
