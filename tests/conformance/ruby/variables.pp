# What Ruby functions see of the manifest's variables.
$site_name = 'top'
$color = 'top-color'
class app {
  $setting = 'from-app'
  $color = 'app-color'
  notify { 'legacy-vars': message => lgrb_legacy_var() }
  notify { 'modern-vars':
    message => [lgrb::top_var('color'), lgrb::top_var('site_name'), lgrb::top_var('osfamily')],
  }
}
include app
notify { 'top-legacy': message => lgrb_legacy_var() }
