# defined_with_params with a type and no title: any resource of the type
# (lazygraph crashed on it: TypeError).
notify { 'x': message => 'm' }
notify { "notify ${defined_with_params(Notify)}": }
notify { "file ${defined_with_params(File)}": }
notify { "notify m ${defined_with_params('Notify', { 'message' => 'm' })}": }
