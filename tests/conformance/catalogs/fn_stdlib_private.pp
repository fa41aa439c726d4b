include app::internal
