node 'web01.example.com' { include base
  notify { "late ${site} ${late}": } }
