node /^testnode\.(.*)$/ { notify { "domain ${1}": } }
node default { }
