"""The one place that imports ujson, so every body is encoded with the same flags.

Tornado's `self.write(dict)` would use the stdlib encoder; handlers write bytes from here instead.
"""
import ujson

JSONDecodeError = ujson.JSONDecodeError


def dumps(value) -> bytes:
    """Compact UTF-8 JSON; NaN and Infinity are refused because they are not JSON."""
    return ujson.dumps(value, ensure_ascii=False, escape_forward_slashes=False, allow_nan=False).encode("utf-8")


PRETTY_INDENT = 2


def dumps_pretty(value) -> str:
    """Indented text for humans (the --check report, documentation), and for the loader's depth check
    (a value's depth is its line's indentation); never used for responses."""
    return ujson.dumps(value, ensure_ascii=False, escape_forward_slashes=False, allow_nan=False,
                       indent=PRETTY_INDENT)


def loads(data):
    """Parse JSON text or bytes. Raises ValueError (JSONDecodeError) on anything that is not JSON."""
    return ujson.loads(data)
