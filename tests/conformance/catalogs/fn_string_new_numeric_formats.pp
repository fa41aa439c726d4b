# String.new with a format string formats an Integer or a Float through Kernel#format,
# as Puppet's StringConverter does.
$t = [String(1.0/3, '%.3f'), String(255, '%x'), String(255, '%#x'), String(255, '%08.3f'), String(2.5, '%d'), String(-255, '%x'), String(3, '%e'), String(1.5, '%s'), String(-3.99, '%d')]
notify { 'x': message => $t }
