"""Many nodes: exported-resource store, fleet runs, catalog diffs."""
