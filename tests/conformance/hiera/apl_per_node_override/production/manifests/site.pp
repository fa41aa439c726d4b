include svc
