Resource[Notify] { 'r': message => 'via Resource' }
