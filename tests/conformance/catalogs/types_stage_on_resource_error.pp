stage { 'pre': before => Stage['main'] }
notify { 'a': }
notify { 'e':
  stage => 'pre',
}
