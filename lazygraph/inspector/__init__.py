"""`lazygraph inspect`: an interactive shell over the folded graph and the catalog."""
from .shell import Shell

__all__ = ['Shell']
