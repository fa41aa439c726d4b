define d() { notify { "d ${title}": } }
@d { 'v': }
@d { 'never': }
realize(D['v'])
