# A collector realizing virtual define instances that declare more of them.
define d() { @d { "${title}x": } }
@d { "a": }
D <| |>
