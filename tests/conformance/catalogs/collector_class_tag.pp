class app { @notify { 'app msg': } }
include app
Notify <| tag == 'app' |>
