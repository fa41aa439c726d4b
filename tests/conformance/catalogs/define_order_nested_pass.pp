define leaf() { notify { "leaf ${title}": } }
define mid() { leaf { "${title}-1": } notify { "mid ${title}": } }
mid { 'm': }
notify { 'top': }
