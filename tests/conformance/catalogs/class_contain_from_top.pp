class inner { notify { 'i': } }
contain inner
