include web::nothere
