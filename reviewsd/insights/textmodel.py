"""What a review's words say, read by two logistic regressions over word and word-pair weights (tf-idf),
trained on the hand-labelled development sets (`make text-model`, reviewsd/insights/train.py):

- the review's sentiment, from its whole text;
- an aspect's polarity, from the whole text, the clause the rules found saying most about the aspect
  (its words marked "s_"), and the aspect's name;
- which aspects the review speaks of, one yes-or-no for each, from its whole text.

The rules (sentiment.py, analyse.py) know only the phrases they were written for. These models know the
words of every labelled review, so they hear a complaint or a rave said in words no rule has; analyse.py
lets them overrule the rules only where they are all but certain (TRUSTED, ASPECT_TRUSTED). Inference is
plain Python: the words of a review, a few dictionary lookups each, no dependency at run time.
"""
import json
import math
import re
from functools import lru_cache
from pathlib import Path

MODEL = Path(__file__).with_name("text_model.json")
TRUSTED = 0.94  # the least probability at which the text's own sentiment overrules the stars (analyse.py)
ASPECT_TRUSTED = 0.9  # the least probability at which an aspect's polarity overrules the rules' (analyse.py)
SPOKEN_OF = 0.8  # the least probability at which an aspect the rules did not find is one the review speaks of
NOT_SPOKEN_OF = 0.05  # the most probability at which an aspect the rules found is one it does not
# ... unless the rules read it from a clause that turns the sentence ("but worth it"): a contrast is what
# the rules weigh and a bag of words cannot.
CONTRAST = re.compile(r"^\W*(?:but|however|though|although|yet|still)\b", re.I)
# A document's terms: its words of two letters or more, lower-cased, each after a negation marked "not_"
# up to the end of its clause ("never fixed the leak" is "never not_fixed not_the not_leak": a fix
# denied, not a fix), and each pair of neighbouring words.
_WORD = re.compile(r"\w+n['\u2019]t\b|\w\w+|[.,;:!?]")
_NEGATIONS = frozenset("not no never nothing nobody none neither nor without cannot hardly".split())


def tokens(text: str) -> list:
    """The words of a text as the models read them (see _WORD)."""
    found, negated = [], False
    for word in _WORD.findall(text.lower()):
        if word in ".,;:!?":
            negated = False
        elif word in _NEGATIONS or word.endswith(("n't", "n\u2019t")):
            found.append(word.replace("\u2019", "'"))
            negated = True
        else:
            found.append("not_" + word if negated else word)
    return found


def terms(words: list) -> list:
    """The terms of a document of these words: each word, and each pair of neighbouring words."""
    return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]
_path = MODEL


def aspect_document(aspect: str, text: str, said: str) -> list:
    """The words the aspect model reads (in training and at run time alike): the aspect's name, the
    review's words, then the words of the clause the rules found saying most about it, marked "s_"."""
    return [f"aspect_{aspect}"] + tokens(text) + ["s_" + w for w in tokens(said)]


def use(path: Path) -> None:
    """Read the models from `path` from now on (training checks the file it wrote; tests try others)."""
    global _path
    _path = Path(path)
    _models.cache_clear()


@lru_cache(maxsize=1)
def _models() -> dict:
    models = json.loads(_path.read_text(encoding="utf-8"))
    return {"version": models["version"],
            **{name: {"classes": tuple(m["classes"]), "intercept": tuple(m["intercept"]),
                      "weights": {term: (idf, tuple(coef)) for term, idf, coef in m["terms"]}}
               for name, m in models["models"].items()}}


def version() -> str:
    """What identifies the trained models (part of the analysis version: new ones redo the cache)."""
    return _models()["version"]


def probabilities(text: str) -> dict:
    """{sentiment: probability} for a review's text (they sum to 1)."""
    return _scored(_models()["sentiment"], _read_words(text)[1])


def spoken_of(text: str) -> dict:
    """{aspect: probability that the review speaks of it}, for every aspect of the taxonomy."""
    return _spoken_of(_read_words(text)[1])


def _spoken_of(counts) -> dict:
    model = _models()["detect"]
    squares, dots = _weighted(model, counts if isinstance(counts, dict) else _counts(counts))
    norm = math.sqrt(squares) or 1.0
    return {aspect: 1.0 / (1.0 + math.exp(-(b + d / norm)))
            for aspect, b, d in zip(model["classes"], model["intercept"], dots, strict=True)}


def aspect_probabilities(text: str, said: dict) -> dict:
    """{aspect: {polarity: probability}} for the aspects of a review, each given the clause saying most
    about it (said: {aspect: clause or ""}). The review's own words are counted once for them all: an
    aspect's document (aspect_document) is its name, the text, then the clause's words."""
    model = _models()["aspects"]
    words, text_counts = _read_words(text)
    text_part = _weighted(model, text_counts)  # the text's terms, weighed once for every aspect
    found = {}
    for aspect, clause in said.items():
        head = f"aspect_{aspect}"
        tail = ["s_" + w for w in tokens(clause)]
        # the name, the clause, and the pairs that join them to the text ("aspect_x first", "last s_y")
        extra = _counts(tail)
        for term in [head] + [f"{a} {b}" for a, b in zip([head] + words[-1:], words[:1] + tail[:1], strict=False)]:
            extra[term] = extra.get(term, 0) + 1
        if any(term in text_counts for term in extra):  # a term of both: counted together, as in training
            counts = dict(text_counts)
            for term, n in extra.items():
                counts[term] = counts.get(term, 0) + n
            found[aspect] = _scored(model, counts)
        else:
            found[aspect] = _softmax(model, _weighted(model, extra, text_part))
    return found


def _read_words(text: str) -> tuple[list, dict]:
    """A review's words and term counts, worked out once for the three models that read it in turn."""
    global _last
    if _last[0] != text:
        words = tokens(text)
        _last = (text, words, _counts(words))
    return _last[1], _last[2]


_last: tuple = (None, [], {})


def _counts(words: list) -> dict:
    counts: dict = {}
    for term in terms(words):
        counts[term] = counts.get(term, 0) + 1
    return counts


def _read(model: dict, words: list) -> dict:
    return _scored(model, _counts(words))


def _scored(model: dict, counts: dict) -> dict:
    return _softmax(model, _weighted(model, counts))


def _weighted(model: dict, counts: dict, start=None) -> tuple:
    """(sum of squares, [per class: sum of weight * feature]) of the terms' tf-idf features, added to
    `start`. The features are tf-idf with a sublinear tf, as trained: (1 + ln(count)) * idf; the vector
    is made of unit length later (_softmax), when all its terms are in."""
    weights = model["weights"]
    squares, dots = start if start is not None else (0.0, [0.0] * len(model["classes"]))
    dots = list(dots)
    for term, n in counts.items():
        if term in weights:
            idf, coef = weights[term]
            x = (1.0 + math.log(n)) * idf
            squares += x * x
            for k, c in enumerate(coef):
                dots[k] += c * x
    return squares, dots


def _softmax(model: dict, weighted: tuple) -> dict:
    squares, dots = weighted
    norm = math.sqrt(squares) or 1.0
    logits = [b + d / norm for b, d in zip(model["intercept"], dots, strict=True)]
    top = max(logits)
    exps = [math.exp(v - top) for v in logits]
    total = sum(exps)
    return {label: e / total for label, e in zip(model["classes"], exps, strict=True)}
