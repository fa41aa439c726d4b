@file { '/a': replace => true }
@file { '/b': replace => false }
File <| replace == true |>
