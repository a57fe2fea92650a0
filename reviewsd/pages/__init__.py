"""Pages for people: /summary, /llms.txt, /embed and /embed.js (interface section 8).

They are rendered from the Snapshot with `tornado.template`: a dependency already, it compiles each
template once per process and escapes every expression for HTML unless a template says otherwise, so a
review text can never become markup. The templates are files in this package (templates/), shipped in
the wheel through setup.py's package_data.
"""
