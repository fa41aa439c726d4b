stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
class b { notify { 'b': } }
include a, b
Class <| title == 'A' |> { stage => 'pre' }
