# Ruby's Kernel#format for %x %o %b: a negative number is its two's complement (..f01)
# unless a + or space flag asks for a sign; # prefixes 0x, 0 and 0b; %1$s takes an
# argument by number; %d truncates a Float toward zero.
$t = [
  sprintf('%x', -255), sprintf('%o', -8), sprintf('%b', -5), sprintf('%X', -255),
  sprintf('%+x', -255), sprintf('%#x', 255), sprintf('%#o', 8), sprintf('%#b', 5), sprintf('%B', 5),
  sprintf('%1$s %1$s', 'x'), sprintf('%2$s-%1$s', 'a', 'b'), sprintf('%d', -3.99), sprintf('%d', 3.99),
  sprintf('%8x|', -255), sprintf('%-8x|', 255), sprintf('%08x', 255), sprintf('%#08x', 255),
  sprintf('%.4x', 255), sprintf('%x', 0), sprintf('%#x', 0), sprintf('% x', 255), sprintf('% x', -255),
  sprintf('%+o', 8), sprintf('%#X', 255), sprintf('%x', -1), sprintf('%o', -1), sprintf('%b', -1),
  sprintf('%x', -16), sprintf('%b', -8), sprintf('%08b', 5), sprintf('%+08x', 255), sprintf('%-+8x|', 255),
]
notify { 'x': message => $t }
