class outer { class inner { } include outer::inner }
include outer
