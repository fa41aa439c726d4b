class t {
  nosuchtype { 'out': message => inline_epp('<% fail("from template") %>') }
}
include t
