define lg::s() { }
Lg::S { stage => 'main' }
lg::s { 'a': }
