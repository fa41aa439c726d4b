# A scalar on the right of a multiple assignment.
[$a, $b] = 1
