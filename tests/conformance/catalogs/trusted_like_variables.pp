notify { "${clientcert}": }
