"""Large alternations of cue phrases, rewritten so Python's regex engine dispatches letter by letter.

Why: `re` tries the branches of `a|b|c...` one after another at every position; with a hundred cue
phrases per pattern that was most of the analysis time (measured: ~100 us per clause for the eight
aspect patterns). Grouping the branches by their first character, then each group's by its next, as a
trie (`a(?:b(?:c|d)|e)|f(?:...)`), tries only the branches that can start with the letters there. At
any position the branches tried are those of the original pattern that could match there, in their
original order, so the match found (position, length, text) is the same as the original pattern's.
"""
import re

_SPECIAL = set("\\()[].^$*+?{|")
_QUANTIFIER = set("?*{+")
MAX_DEPTH = 12  # letters deep the tries go: sre nests a group per letter


def _structure(pattern: str, start: int = 0):
    """(index, character, nesting depth after it) of each character that gives a pattern its structure:
    parentheses and `|`, skipping escapes and character classes (where a leading `]` is a literal)."""
    depth, i, in_class = 0, start, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if pattern[i + 1:i + 2] == "]":
                i += 1
        elif c in "()|":
            depth += {"(": 1, ")": -1, "|": 0}[c]
            yield i, c, depth
        i += 1


def _split(pattern: str) -> list[str]:
    """The top-level branches of an alternation (parentheses, classes and escapes respected)."""
    branches, start = [], 0
    for i, c, depth in _structure(pattern):
        if c == "|" and depth == 0:
            branches.append(pattern[start:i])
            start = i + 1
    branches.append(pattern[start:])
    return branches


def _group_end(pattern: str, at: int) -> int:
    """Index just after the group opened at pattern[at] == "("."""
    for i, c, depth in _structure(pattern, at):
        if c == ")" and depth == 0:
            return i + 1
    return len(pattern)


def _flatten(branch: str) -> list[str]:
    """A branch that is one whole non-capturing group of alternatives is those alternatives."""
    if branch.startswith("(?:") and _group_end(branch, 0) == len(branch):
        inner = branch[3:-1]
        parts = _split(inner)
        if len(parts) > 1:
            return [b for p in parts for b in _flatten(p)]
        return _flatten(inner) if inner else [branch]
    return [branch]


def _expand(branch: str, depth: int = 0) -> list[str]:
    """Equivalent branches, in the order the engine would try them, each starting with one literal
    character where that can be made so: `(?:a|b)c` -> `ac`, `bc`; `(?:a )?b` -> `a b`, `b`."""
    if branch.startswith(r"\b"):
        branch = branch[2:]  # every pattern built here starts with \b already
    if depth > 3:
        return [branch]
    if branch[:1] and branch[0] not in _SPECIAL and branch[1:2] == "?" and branch[2:3] not in ("?", "+"):
        return _expand(branch[0] + branch[2:], depth + 1) + _expand(branch[2:], depth + 1)  # "x?rest"
    if not branch.startswith("(?:"):
        return [branch]
    end = _group_end(branch, 0)
    inner, rest = branch[3:end - 1], branch[end:]
    optional = rest[:1] == "?" and rest[1:2] not in ("?", "+")
    if optional:
        rest = rest[1:]
    elif rest[:1] in _QUANTIFIER:
        return [branch]
    out = [b for alternative in _split(inner) for b in _expand(alternative + rest, depth + 1)]
    if optional:
        out += _expand(rest, depth + 1)
    return out


def _head(branch: str):
    """(first character as a pattern, the rest) when a match of the branch must start with one literal
    character; None otherwise."""
    if not branch:
        return None
    c = branch[0]
    if c == "\\":
        if len(branch) < 2 or branch[1].isalnum():
            return None
        head, rest = branch[:2], branch[2:]
    elif c in _SPECIAL:
        return None
    else:
        head, rest = re.escape(c), branch[1:]
    if rest[:1] in _QUANTIFIER:
        return None
    return head, rest


def _trie(branches: list, depth: int, ordered: bool) -> str:
    groups: dict[str, list[str]] = {}
    for head, rest in map(_head, branches):
        groups.setdefault(head, []).append(rest)
    return "|".join(f"{head}(?:{_runs(rests, depth + 1, ordered) if len(rests) > 1 else rests[0]})"
                    for head, rests in groups.items())


def _runs(branches: list, depth: int, ordered: bool) -> str:
    """The branches as tries of their runs of literal-headed ones, in their order: a branch with no
    literal first character ("\\w+ hours late", or "" where another goes on) stays between two tries.
    Down to MAX_DEPTH characters: "banban(?=...)" among two thousand labels is told from "banbap(?=...)"
    by its sixth letter, and each letter's group holds only the branches that share the letters before."""
    if depth > MAX_DEPTH:
        return "|".join(branches)
    if not ordered:  # any match will do: the literal-headed branches all in one trie, the others after
        branches = sorted(branches, key=lambda b: _head(b) is None)
    parts: list = []
    run: list = []
    for branch in branches:
        if _head(branch) is None:
            if run:
                parts.append(_trie(run, depth, ordered))
            parts.append(branch)
            run = []
        else:
            run.append(branch)
    if run:
        parts.append(_trie(run, depth, ordered))
    return "|".join(parts)


def dispatch(pattern: str, ordered: bool = True) -> str:
    """`pattern` (an alternation, used after a \\b) as a trie on its branches' leading letters.

    sre compares the first literal of each branch cheaply, but still walks every branch at every
    position; `a(?:b(?:c|d)|e)|f(?:gh)` walks one branch per distinct letter at each depth instead
    (measured 2-4 times faster on the aspect cues than the plain alternation). Branches keep their order
    within each letter, and a branch with no literal first character ("\\w+ hours late") stays where
    it was between two tries, so the match found at each position is the original pattern's.
    `ordered=False` where any match will do (a union that only says where something matches): every
    literal-headed branch joins one trie, and those of no literal head go after."""
    branches = [e for p in _split(pattern) for b in _flatten(p) for e in _expand(b)]
    if len(branches) < 8:
        return "(?:" + pattern + ")"
    return "(?:" + _runs(branches, 0, ordered) + ")"


def _starts(pattern: str):
    """The characters a match of `\\b(?:pattern)` can start with; None when not known."""
    chars = set()
    for branch in (e for p in _split(pattern) for b in _flatten(p) for e in _expand(b)):
        head = _head(branch)
        if head is None:
            return None
        chars.add(head[0][-1])  # "a", or the escaped character of "\\$" / "\\ "
    return chars


class AnyOf:
    """Which of several word-bounded patterns occur in a text, and where first: one scan, not one each.

    Each pattern is `\\b(?:alternation)` (plus, optionally, alternatives that need no word boundary,
    such as "\\$\\s?\\d"). A scan with the union of all of them, as a lookahead, stops only at the
    positions where at least one matches; each pattern is then tried there alone (`match` at that
    position, lookbehinds and \\b see the text before it). The first position where a pattern matches
    is where its own `search` would have found it, so the result is the same as searching each.
    """

    def __init__(self, patterns: list[str], extras: list | None = None):
        extras = extras or [None] * len(patterns)
        self.patterns = [re.compile(r"\b" + dispatch(p) + (f"|{x}" if x else ""))
                         for p, x in zip(patterns, extras, strict=True)]
        every = "|".join(f"(?:{p})" for p in patterns)
        loose = "".join(f"|{x}" for x in extras if x)
        self._union = re.compile(r"(?=\b" + dispatch(every, ordered=False) + loose + ")")
        # Which patterns can start with each character: only those are tried at a position.
        starts = [_starts(p) if not x else None for p, x in zip(patterns, extras, strict=True)]
        chars = set().union(*(s for s in starts if s is not None))
        self._always = tuple(i for i, s in enumerate(starts) if s is None)
        self._by_char = {c: tuple(i for i, s in enumerate(starts) if s is None or c in s) for c in chars}

    def first(self, text: str) -> dict:
        """{index of a pattern that occurs: its first match}."""
        found: dict = {}
        left = len(self.patterns)
        patterns, by_char, always = self.patterns, self._by_char, self._always
        for candidate in self._union.finditer(text):
            at = candidate.start()
            for i in by_char.get(text[at], always):
                if i not in found:
                    m = patterns[i].match(text, at)
                    if m is not None:
                        found[i] = m
                        left -= 1
            if not left:
                break
        return found
