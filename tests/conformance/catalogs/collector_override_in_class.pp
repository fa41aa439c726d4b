class c { @notify { 'in c': } }
include c
Notify <| title == 'in c' |> { message => 'set by collector' }
