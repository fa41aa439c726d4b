include app::web
