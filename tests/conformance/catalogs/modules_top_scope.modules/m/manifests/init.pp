class m {
  notify { "site ${site} ${::site}": }
}
