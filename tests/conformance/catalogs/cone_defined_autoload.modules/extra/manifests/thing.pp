define extra::thing () { }
