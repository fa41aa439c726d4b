class foo { notify { 'f': } }
include ::foo
