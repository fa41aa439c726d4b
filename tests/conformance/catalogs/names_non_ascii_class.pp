# Names are ASCII: a class name with a non-ASCII letter is a syntax error.
class café {
}
include café
