"""The operator's data: loading and validating the files, and the immutable Snapshot built from them."""
