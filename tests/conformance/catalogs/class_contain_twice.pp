class inner { }
class outer { contain inner contain inner }
include outer
