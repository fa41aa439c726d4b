notify { 'a': }
notify { 'b': }
Notify <| title == 'a' |> {
  tag => 'bad tag!',
}
