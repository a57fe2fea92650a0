"""Large alternations of cue phrases, rewritten so Python's regex engine dispatches letter by letter.

Why: `re` tries the branches of `a|b|c...` one after another at every position; with a hundred cue
phrases per pattern that was most of the analysis time (measured: ~100 us per clause for the eight
aspect patterns). Grouping the branches by their first character, then each group's by its next, as a
trie (`a(?:b(?:c|d)|e)|f(?:...)`), tries only the branches that can start with the letters there. At
any position the branches tried are those of the original pattern that could match there, in their
original order, so the match found (position, length, text) is the same as the original pattern's.
"""
import heapq
import re
from functools import lru_cache
from re import _constants as sre, _parser  # type: ignore[attr-defined]  # the engine's own reading (_start)

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
            if pattern[i + 1:i + 2] == "^":
                i += 1
            if pattern[i + 1:i + 2] == "]":  # a "]" first in a class ("[]a]", "[^]a]") is a literal
                i += 1
        elif c in "()|":
            depth += {"(": 1, ")": -1, "|": 0}[c]
            yield i, c, depth
        i += 1


def _captures(pattern: str) -> bool:
    """Whether the pattern has a capturing group: "(" not followed by "?", or "(?P<name>". Read from its
    structure, not compiled: compiling the sentiment phrases' 31,000 characters only to ask cost 0.06 s
    of every derivation's start."""
    return any(c == "(" and (pattern[i + 1:i + 2] != "?" or pattern[i + 1:i + 4] == "?P<")
               for i, c, _ in _structure(pattern))


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


@lru_cache(maxsize=8192)
def _flatten(branch: str) -> tuple[str, ...]:
    """A branch that is one whole non-capturing group of alternatives is those alternatives.
    (Kept: a catalogue entry's phrases are a group in every business's patterns that have them.)"""
    if branch.startswith("(?:") and _group_end(branch, 0) == len(branch):
        inner = branch[3:-1]
        parts = _split(inner)
        if len(parts) > 1:
            return tuple(b for p in parts for b in _flatten(p))
        return _flatten(inner) if inner else (branch,)
    return (branch,)


def _expand(branch: str, depth: int = 0) -> list[str]:
    """Equivalent branches, in the order the engine would try them, each starting with one literal
    character where that can be made so: `(?:a|b)c` -> `ac`, `bc`; `(?:a )?b` -> `a b`, `b`."""
    if branch.startswith(r"\b"):
        branch = branch[2:]  # every pattern built here starts with \b already
    if depth > 3:
        return [branch]
    if branch[:1] and branch[0] not in _SPECIAL and branch[1:2] == "?" and branch[2:3] not in ("?", "+"):
        return _expand(branch[0] + branch[2:], depth + 1) + _expand(branch[2:], depth + 1)  # "x?rest"
    if branch[:1] == "\\" and branch[1:2] in _SPECIAL and branch[2:3] == "?" and branch[3:4] not in ("?", "+"):
        return _expand(branch[:2] + branch[3:], depth + 1) + _expand(branch[3:], depth + 1)  # "\\$?rest"
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
        # one character however it is written ("\\_" and "_", "\\'" and "'"): one group of the trie
        head, rest = re.escape(branch[1]), branch[2:]
    elif c in _SPECIAL:
        return None
    else:
        head, rest = re.escape(c), branch[1:]
    if rest[:1] in _QUANTIFIER:
        return None
    return head, rest


def _head_char(branch: str):
    """The one literal character a match of the branch must start with ("$" of "\\$5"), or None."""
    head = _head(branch)
    return head[0][-1] if head is not None else None


def _trie(branches: list, depth: int, ordered: bool) -> str:
    groups: dict[str, list[str]] = {}
    for head, rest in map(_head, branches):
        groups.setdefault(head, []).append(rest)
    return "|".join(f"{head}(?:{_runs(rests, depth + 1, ordered) if len(rests) > 1 else rests[0]})"
                    for head, rests in groups.items())


class _Start:
    """What the first character of a branch's match may be: some characters, some classes of them
    (\\d, \\w, \\s), or anything (`anything`: not known, or the branch may match nothing at all)."""

    def __init__(self, chars=(), classes=(), anything=False):
        self.chars, self.classes, self.anything = set(chars), set(classes), anything

    def admits(self, c: str) -> bool:
        return (self.anything or c in self.chars or (sre.CATEGORY_DIGIT in self.classes and c.isdecimal())
                or (sre.CATEGORY_WORD in self.classes and (c.isalnum() or c == "_"))
                or (sre.CATEGORY_SPACE in self.classes and c.isspace()))


_ANYTHING = _Start(anything=True)


def _start(branch: str) -> _Start:
    """The _Start of a branch, read from Python's own parse of it (re._parser: the engine's reading, not
    ours); anything where the parse or a construct is not understood, which only keeps branches in place."""
    try:
        start, empty = _start_of(_parser.parse(branch))
    except Exception:  # noqa: BLE001 - a pattern the engine's parser refuses, or a private API that moved
        return _ANYTHING
    return _ANYTHING if empty else start


def _start_of(items) -> tuple:
    """(the _Start of a sequence of parsed items, whether it can match the empty string)."""
    chars: set = set()
    classes: set = set()
    for op, arg in items:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):  # \b, ^, lookarounds: zero width, the next item starts
            continue
        if op is sre.LITERAL:
            return _Start(chars | {chr(arg)}, classes), False
        if op is sre.IN and not any(o is sre.NEGATE for o, _ in arg):
            for o, a in arg:
                if o is sre.LITERAL:
                    chars.add(chr(a))
                elif o is sre.RANGE and a[1] - a[0] < 256:
                    chars.update(map(chr, range(a[0], a[1] + 1)))
                elif o is sre.CATEGORY and a in (sre.CATEGORY_DIGIT, sre.CATEGORY_WORD, sre.CATEGORY_SPACE):
                    classes.add(a)
                else:
                    return _ANYTHING, False
            return _Start(chars, classes), False
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) or op is sre.SUBPATTERN or op is sre.BRANCH:
            if op is sre.SUBPATTERN:
                if arg[1] or arg[2]:  # flags set inside the group ((?i:...)): not read here
                    return _ANYTHING, False
                inner = [_start_of(arg[3])]
                optional = False
            elif op is sre.BRANCH:
                inner = [_start_of(alternative) for alternative in arg[1]]
                optional = False
            else:
                inner = [_start_of(arg[2])]
                optional = arg[0] == 0
            for start, empty in inner:
                if start.anything:
                    return _ANYTHING, False
                chars |= start.chars
                classes |= start.classes
                optional = optional or empty
            if not optional:
                return _Start(chars, classes), False
            continue
        return _ANYTHING, False
    return _Start(chars, classes), True


# The characters of each class a branch may start with that are listed one by one (_by_first): those
# of ASCII; a character of no list (a "é" of \w) is tried against the branches of classes alone.
_ASCII_OF = {category: "".join(c for c in map(chr, range(128)) if re.match(escape, c))
             for category, escape in ((sre.CATEGORY_DIGIT, r"\d"), (sre.CATEGORY_SPACE, r"\s"),
                                      (sre.CATEGORY_WORD, r"\w"))}


def _by_first(branches: list, ordered: bool) -> str | None:
    """The branches grouped by the character a match starts with, where every branch's can be told
    (None otherwise), as `a(?:...)|b(?:...)`. A branch is in the group of every character it may start
    with, in its order there, written to start with that character where it starts with a class or a
    lookbehind (_after_first: "\\d+ calls" is "3\\d* calls" in the group of "3"); a group with one it
    cannot so write is `(?=c)(?:...)`. Groups of different characters never both match at one position,
    so the match found is the original's. Without it, each branch of no literal head cut the tries in
    two: 18 in the sentiment phrases made them 9 times slower than their literal-headed branches alone.
    Patterns built with it are compiled with LINES and no other flag (no IGNORECASE), as all here are."""
    starts = [None if _head(b) is not None else _start(b) for b in branches]
    if any(s is not None and s.anything for s in starts):
        return None
    heads = [_head_char(b) if s is None else None for b, s in zip(branches, starts, strict=True)]
    listed: dict = {}  # every character listed, in the order first seen
    for head, start in zip(heads, starts, strict=True):
        if start is None:
            listed.setdefault(head, None)
        else:
            listed.update(dict.fromkeys(sorted(start.chars)))
            listed.update(dict.fromkeys("".join(_ASCII_OF[c] for c in sorted(start.classes))))
    members = {c: [b if s is None else (_after_first(b, c) or b)
                   for b, s, head in zip(branches, starts, heads, strict=True)
                   if (s.admits(c) if s is not None else head == c)] for c in listed}
    # Literal groups first (a failed literal costs least), those of most branches first among them:
    # their letters start the most words, and sre tries the groups in turn.
    groups = []
    for c in sorted(listed, key=lambda c: (any(_head(b) is None for b in members[c]), -len(members[c]))):
        if all(_head(b) is not None for b in members[c]):
            groups.append(_trie(members[c], 0, ordered))
        else:
            groups.append(f"(?={re.escape(c)})(?:{_runs(members[c], 0, ordered)})")
    # Where no listed character follows (after the \b at a word's end), no group is tried at all.
    guard = f"[{''.join(map(re.escape, listed))}]"
    classed = [b for b, s in zip(branches, starts, strict=True) if s is not None and s.classes]
    if classed:  # ... but a class's characters beyond ASCII (the \w of "é") try its branches alone
        groups.append(f"(?!{guard})(?:{'|'.join(classed)})")
        guard += r"|[^\x00-\x7f]"
    return f"(?={guard})(?:{'|'.join(groups)})"


_LOOKBEHIND = re.compile(r"\(\?<[!=]")
_CLASS_ATOM = re.compile(r"(\\[dws]|\[(?:\\.|[^\\\]])+\])(\+\+|\+\?|\+|(?![?*{+]))")


_REPEATS = re.compile(r"(?:\{(\d+),(\d*)\}|\+)(?![?+])")  # a group's {1,3} or +, greedy


def _after_first(branch: str, c: str):
    """`branch`, where a match starts with the character `c`, written to start with it as a literal
    (None where it cannot be): "\\d+ calls" is "3\\d* calls" at a "3", "(?<!n't )like" is "l(?<!(?:n't )l)ike"
    (the lookbehind, now after the "l", sees it too), "(?<!not )(?:have|got) my" is "h(?<!(?:not )h)ave my"
    at an "h". So the branch joins its letter's trie rather than splitting it."""
    behind = []
    while len(_split(branch)) == 1 and (_LOOKBEHIND.match(branch) or branch.startswith("^")):
        if branch.startswith("^"):  # a line's start (see LINES): no character but a newline before the one now seen
            behind.append(("(?<!", r"[^\n]"))
            branch = branch[1:]
            continue
        end = _group_end(branch, 0)
        behind.append((branch[:4], branch[4:end - 1]))  # "(?<!", "n't "
        branch = branch[end:]
    if behind and branch.startswith(r"\b"):  # where the \b before the whole pattern already stands
        branch = branch[2:]
    alone = len(_split(branch)) == 1  # not "\\d+|ab": a class or repeat read below would take the "|ab" along
    atom = _CLASS_ATOM.match(branch) if alone else None
    end = _group_end(branch, 0) if alone and branch.startswith("(?:") else 0
    repeated = _REPEATS.match(branch, end) if end else None
    if repeated:  # "(?:an? |real ){1,3}star" at an "a" is "a(?:n? )(?:an? |real ){0,2}star"
        low, high = (repeated.group(1), repeated.group(2)) if repeated.group(1) else ("1", "")
        first = _after_first(branch[3:end - 1], c) if int(low) >= 1 and not behind else None
        if first is None:
            return None
        again = f"{branch[:end]}{{{int(low) - 1},{int(high) - 1 if high else ''}}}"
        rest = f"(?:{first[len(re.escape(c)):]})" + again + branch[repeated.end():]
    elif atom:
        rest = branch[atom.end():]
        if atom.group(2):
            rest = atom.group(1) + {"+": "*", "++": "*+", "+?": "*?"}[atom.group(2)] + rest
    else:
        heads = [_head(e) for alternative in _split(branch) for e in _expand(alternative)]
        if not heads or None in heads:
            return None
        rests = [rest for head, rest in heads if head[-1] == c]
        if not rests:
            return None
        rest = rests[0] if len(rests) == 1 else "(?:" + "|".join(rests) + ")"
    literal = re.escape(c)
    return literal + "".join(f"{kind}(?:{seen}){literal})" for kind, seen in behind) + rest


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


# The flags every pattern built by dispatch is compiled with. The texts searched are sentences, or sentences joined by
# newlines to be searched at once (AnyOf), so "^" and "$" are a line's start and end: a "^" that _after_first moves
# after a branch's first letter becomes "(?<![^\n])", the same.
LINES = re.MULTILINE


def dispatch(pattern: str, ordered: bool = True) -> str:
    """`pattern` (an alternation, used after a \\b) as a trie on its branches' leading letters.

    sre compares the first literal of each branch cheaply, but still walks every branch at every
    position; `a(?:b(?:c|d)|e)|f(?:gh)` walks one branch per distinct letter at each depth instead
    (measured 2-4 times faster on the aspect cues than the plain alternation). Branches keep their order
    within each letter (_by_first), so the match found at each position is the original pattern's.
    `ordered=False` where any match will do (a union that only says where something matches): every
    literal-headed branch joins one trie, and those of no literal head go after."""
    return _dispatched(pattern, _branches(pattern), ordered)


def _branches(pattern: str) -> list[str]:
    """The branches `dispatch` makes a trie of: the alternatives of the pattern and of its groups of them."""
    return [e for p in _split(pattern) for b in _flatten(p) for e in _expand(b)]


def _dispatched(pattern: str, branches: list[str], ordered: bool) -> str:
    if len(branches) < 8 or _captures(pattern):  # a capturing group would be copied (one per letter)
        return "(?:" + pattern + ")"
    return "(?:" + (_by_first(branches, ordered) or _runs(branches, 0, ordered)) + ")"


def _starts(pattern: str):
    """The characters a match of `\\b(?:pattern)` can start with; None when not known or a class (read as
    _by_first reads them: a literal head, or Python's parse of a branch that has none)."""
    chars = set()
    for branch in _branches(pattern):
        head = _head_char(branch)
        start = _Start({head}) if head is not None else _start(branch)
        if start.anything or start.classes:
            return None
        chars |= start.chars
    return chars


# Each pattern is built once and kept (up to a bound) for the process: the catalogue's patterns recur in every
# business's analyser (a test builds hundreds), and building their tries was most of the time an analyser took to build.
# (So are the scans of the groups of them that recur, AnyOf's `recurring`; the rest of a union is one business's.)
@lru_cache(maxsize=4096)
def _word_bounded(pattern: str, extra: str | None) -> re.Pattern:
    """`\\b(?:pattern)` dispatched, or `extra`, compiled."""
    return re.compile(r"\b" + dispatch(pattern) + (f"|{extra}" if extra else ""), LINES)


class AnyOf:
    """Which of several word-bounded patterns occur in a text, and where first: one scan, not one each.

    Each pattern is `\\b(?:alternation)` (plus, optionally, alternatives that need no word boundary,
    such as "\\$\\s?\\d"). A scan with the union of all of them, as a lookahead, stops only at the
    positions where at least one matches; each pattern is then tried there alone (`match` at that
    position, lookbehinds and \\b see the text before it). The first position where a pattern matches
    is where its own `search` would have found it, so the result is the same as searching each.
    A text of sentences joined by newlines is searched at once: "^" and "$" are a line's start and end
    (LINES), or "^install was" would be heard in the first sentence only. (A pattern that reads past its
    sentence's end, as "[^.]{0,80}" would across a newline, must not: each stops at "\n".)
    """

    def __init__(self, patterns: list[str], extras: list | None = None, recurring: tuple = ()):
        """`recurring`: groups of patterns (tuples of them) that many AnyOf's patterns are made of (a trade's
        catalogue phrases, in every business of that trade's): where they are, each group's scan is built once
        for the process (_scan_of) and only the rest of the union is built here (measured: a business's
        services scan built in a third of the time)."""
        extras = extras or [None] * len(patterns)
        self.patterns = [_word_bounded(p, x) for p, x in zip(patterns, extras, strict=True)]
        branches = _branches("|".join(f"(?:{p})" for p in patterns))
        self._scans = []
        for group in recurring:
            scan, its_branches = _scan_of(group)
            if any(b in its_branches for b in branches):
                self._scans.append(scan)
                branches = [b for b in branches if b not in its_branches]
        loose = [x for x in extras if x]
        if branches or loose:
            self._scans.append(_scan(branches, loose))
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
        last = -1
        for candidate in self._candidates(text):
            at = candidate.start()
            if at == last:  # (found by two scans)
                continue
            last = at
            for i in by_char.get(text[at:at + 1], always):  # (at the end: a pattern that may match nothing)
                if i not in found:
                    m = patterns[i].match(text, at)
                    if m is not None:
                        found[i] = m
                        left -= 1
            if not left:
                break
        return found

    def _candidates(self, text: str):
        """The positions where at least one pattern may match, in order (each scan's, merged)."""
        if len(self._scans) == 1:
            return self._scans[0].finditer(text)
        return heapq.merge(*(scan.finditer(text) for scan in self._scans), key=re.Match.start)


@lru_cache(maxsize=256)
def _scan_of(patterns: tuple) -> tuple[re.Pattern, frozenset]:
    """The scan for where any of a recurring group of patterns may match, and the branches it covers."""
    branches = _branches("|".join(f"(?:{p})" for p in patterns))
    return _scan(branches), frozenset(branches)


def _scan(branches: list[str], loose: list[str] | tuple = ()) -> re.Pattern:
    """A lookahead that matches (empty) where any branch does after a word boundary, or any `loose` alternative (one
    that needs no word boundary) does: one trie of them all, any match will do."""
    bounded = [r"\b" + _dispatched("|".join(branches), branches, False)] if branches else []
    return re.compile("(?=" + "|".join(bounded + list(loose)) + ")", LINES)
