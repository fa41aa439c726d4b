type Stdlib::Compat::String = Optional[String]
