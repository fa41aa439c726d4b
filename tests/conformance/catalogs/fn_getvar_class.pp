# getvar reads qualified class variables and dotted navigation into them.
class conf {
  $settings = { 'db' => { 'port' => 5432 } }
}
include conf
notify { 'port': message => getvar('conf::settings.db.port') }
notify { 'missing': message => getvar('conf::nope', 'fallback') }
notify { 'top': message => getvar('::trusted_default', 'none') }
