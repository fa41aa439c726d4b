class other { }
