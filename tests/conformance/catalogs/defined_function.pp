class c { }
notify { 'x': }
notify { "${defined(Notify['x'])} ${defined(Notify['y'])} ${defined('c')} ${defined('nope')} ${defined('$top')}": }
