"""HTTP handlers, one module per resource family, all built on web.base.BaseHandler."""
