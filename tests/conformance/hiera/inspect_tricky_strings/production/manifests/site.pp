class t(String $list1, String $list2, String $list3, String $hash, String $plain,
        String $emoji) {
  [$list1, $list2, $list3, $hash, $plain, $emoji].each |$i, $v| {
    notify { "value ${i}": message => $v }
  }
}
include t
