class outer { class inner { notify { 'inner': } } }
include outer
include outer::inner
