# Beyond the minimum: Ruby's two's-complement hex (0x..f...) in the message.
$small = Integer('-99999999999999999999')
notify { 'set':
  tag     => 'x',
  message => [$small],
}
