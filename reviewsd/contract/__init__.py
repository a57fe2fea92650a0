"""The contract of reviewsd: every shape, parameter set, tool, route and protocol constant, declared once.

- problems.py: the one type for a validation problem, and the exception that carries them.
- shapes.py:   the building blocks (Integer, Text, Date, Record, ...); each gives its validation rule,
               its voluptuous schema (the messages) and its JSON Schema from one declaration.
- records.py:  the records: the data files, a served review, the insights pieces.
- params.py:   parameter sets (search, tool arguments) for query strings and for JSON arguments.
- tools.py:    the MCP tools' names, descriptions, arguments and results.
- routes.py:   URL paths and protocol constants.
- reference.py: writes docs/reference.md from all of the above.
"""
