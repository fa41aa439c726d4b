class web { }
