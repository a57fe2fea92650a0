"""Allows `python -m reviewsd`, the same as the `reviewsd` console script."""
from reviewsd.main import main

if __name__ == "__main__":
    main()
