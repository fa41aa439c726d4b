# An attribute a Resource API type does not have: Puppet's error.
rapi_rule { 'x': nope => 1 }
