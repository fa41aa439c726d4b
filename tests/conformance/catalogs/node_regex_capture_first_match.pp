node /^test(node)/ { notify { "first ${1}": } }
node /^testnode/ { notify { 'second': } }
