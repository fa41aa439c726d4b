# A binary through Integer() only without a sign: Ruby's Float() refuses -0b11.
notify { 'ok': message => Float('0b11') }
notify { 'x': message => Float('-0b11') }
