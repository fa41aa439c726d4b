class role { notify { 'role': } }
node default { include role }
