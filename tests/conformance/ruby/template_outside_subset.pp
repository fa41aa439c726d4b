class { 'lgrb::template_user': words => ['ruby', 'renders', 'this'] }
