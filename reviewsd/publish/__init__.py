"""Publishing without hand-editing JSON (interface.md section 7): `reviewsd import` and `reviewsd add`.

An export format is a parser (gbp.py, csvfile.py) that turns bytes into Records, nothing more; merge.py
folds Records into reviews.json, validates the result with the daemon's own check, and writes it
atomically; commands.py is the command line around them.
"""
