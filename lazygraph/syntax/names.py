"""Name: a name token's text with its span (the parser makes them), apart from
the lexer: a graph read back from the parse cache holds Names and lexes nothing
(importing the lexer with them was 1.2 M instructions of a `get`)."""


class Name(str):
    """A name token's text that keeps its span (attribute names)."""

    def __new__(cls, text, span):
        self = str.__new__(cls, text)
        self.span = span
        return self
