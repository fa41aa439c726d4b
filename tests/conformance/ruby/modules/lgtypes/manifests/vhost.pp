# A defined type whose references cross to Ruby.
define lgtypes::vhost () {}
