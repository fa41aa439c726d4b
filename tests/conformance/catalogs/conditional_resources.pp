if $facts['hostname'] == 'testnode' { notify { 'yes': } } else { notify { 'no': } }
case $facts['fqdn'] { /example/: { notify { 'example': } } default: { } }
