# Ruby calls a function that exists nowhere.
$v = [1, 2]
$w = lgrb::call_named('no_such_function', [])
