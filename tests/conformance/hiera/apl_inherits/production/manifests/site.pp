include app::child
