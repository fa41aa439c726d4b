class inner { notify { "sees [${outer_var}]": } }
class outer { $outer_var = 'x' include inner }
include outer
