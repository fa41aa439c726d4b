# A Ruby function that raises.
notify { 'before': }
$v = lgrb::boom('no way')
