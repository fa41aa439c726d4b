"""Template engines: ERB (templates/erb) and EPP."""
