# A legacy function that raises.
$v = [1, 2]
$w = lgrb_legacy_fail('this')
