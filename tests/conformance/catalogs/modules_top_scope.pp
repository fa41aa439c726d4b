$site = 'prod'
include m
