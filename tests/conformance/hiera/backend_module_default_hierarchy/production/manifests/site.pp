include mymod
