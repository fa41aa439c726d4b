class m(Array $list) { notify { "${list}": } }
