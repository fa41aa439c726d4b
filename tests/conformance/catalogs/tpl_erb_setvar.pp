# scope.setvar in an ERB template: a nested template sees the very hash it changes.
include shared
