"""What a review's words say, read by three logistic regressions over word and word-pair weights
(tf-idf), trained on the hand-labelled development sets (`make text-model`, reviewsd/insights/train.py):

- the review's sentiment, from its whole text;
- an aspect's polarity, from the whole text, the clause the rules found saying most about the aspect
  (its words marked "s_"), and the aspect's name;
- which aspects the review speaks of, one yes-or-no for each, from its whole text.

The rules (sentiment.py, analyse.py) know only the phrases they were written for. These models know the
words of every labelled review, so they hear a complaint or a rave said in words no rule has; analyse.py
lets them overrule the rules only where they are all but certain (TRUSTED, ASPECT_TRUSTED, SPOKEN_OF).
Inference is plain Python: the words of a review, a few dictionary lookups each, no dependency at run
time. A review is read once (Reading) and then by each model in turn.
"""
import hashlib
import json
import math
import re
import sys
from array import array
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from operator import mul
from pathlib import Path

from reviewsd.fileutil import atomic_write

# The models in two files: text_model.json (classes, intercepts, every model's terms in order, the checks:
# what a person can read and diff), and beside it text_model.weights, each term's idf and coefficients as
# little-endian float64s in the same order. Reading 900,000 numbers from JSON took 0.22 s of every edit's
# derivation; from the binary file the same floats take 0.08 s.
MODEL = Path(__file__).with_name("text_model.json")
# The least probability at which the text's own sentiment overrules the rules' reading (analyse.py), by the way it
# overrules (analyse.overrule_way): chosen out of fold (five folds by development set, each fold read by a model
# trained without it; `python -m reviewsd.insights.train --thresholds`), as what reads most held-back reviews right
# (README, Accuracy). One number for every way, 0.94, read 2,653 of the 2,923 development reviews whose text
# disagrees with their stars right, out of fold; these read 2,751, and 108 more of all 19,340 right. The reviews
# they turn that 0.94 did not: against four or five stars 90 read right, 21 wrong; against three 13 and 5; with
# the stars 36 and 5.
TRUSTED = {
    "against positive stars": 0.7,  # a complaint or a shrug under four or five stars
    "against neutral stars": 0.9,  # praise or a complaint under three stars
    "against negative stars": 0.94,  # praise or a shrug under one or two (lower, it hears praise in polite complaints)
    "with the stars": 0.8,  # what the stars say, where the rules read the text against them
    # A review of fewer than FEW_WORDS words (a word or a stop each; the median is 35) gives the model little to
    # go on: out of fold, at 0.7 it would turn 19 more development reviews right than at 0.95 and 26 more wrong,
    # and short sentences written for the tests it misreads at 0.7 to 0.85 ("Quoted $800, final bill was $650.").
    "few words": 0.94,
}
FEW_WORDS = 20
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


@dataclass(frozen=True)
class Reading:
    """A review's words (tokens), how often each of its terms occurs, and each model's sums over them
    (model name -> _weighted), worked out once for every model."""
    words: list
    counts: dict
    weighted: dict


def reading(text: str) -> Reading:
    words = tokens(text)
    counts = _counts(words)
    return Reading(words, counts, _weighted_by_all(counts))


_path = MODEL  # where the models are read from (see use)


def aspect_document(aspect: str, text: str, said: str) -> list:
    """The words the aspect model reads (in training and at run time alike): the aspect's name, the
    review's words, then the words of the clause the rules found saying most about it, marked "s_"."""
    return [f"aspect_{aspect}"] + tokens(text) + ["s_" + w for w in tokens(said)]


def use(path: Path) -> None:
    """Read the models from `path` from now on (training checks the file it wrote; tests try others)."""
    global _path
    _path = Path(path)
    _models.cache_clear()
    _joint.cache_clear()
    version.cache_clear()


def weights_path(path: Path) -> Path:
    return path.with_suffix(".weights")


def save(path: Path, models: dict, checks: dict) -> None:
    """Write the models ({name: {"classes", "intercept", "terms": [[term, idf, [coef per class]]], ...}})
    and the checks, as _models reads them. The JSON names the weights' sha256, so a weights file of other
    models, even of the same size, is refused; it is written last, so an interrupted save is refused too."""
    values = array("d")
    listed = {}
    for name, model in models.items():
        for _, idf, coefs in model["terms"]:
            values.append(idf)
            values.extend(coefs)
        listed[name] = {**model, "terms": [term for term, _, _ in model["terms"]]}
    if sys.byteorder == "big":
        values.byteswap()
    weights = values.tobytes()
    atomic_write(weights_path(path), weights)
    atomic_write(path, (json.dumps({"models": listed, "weights_sha256": hashlib.sha256(weights).hexdigest(),
                                    "checks": checks}, separators=(",", ":")) + "\n").encode("utf-8"))


@lru_cache(maxsize=1)
def _models() -> dict:
    """{name: {"classes", "intercept", "weights": {term: (idf, coefficient of each class)}}}."""
    document = json.loads(_path.read_text(encoding="utf-8"))
    models = document["models"]
    weights = weights_path(_path).read_bytes()
    if hashlib.sha256(weights).hexdigest() != document.get("weights_sha256"):
        raise ValueError(f"{weights_path(_path)} is not the weights {_path} was saved with: reinstall reviewsd, "
                         "or retrain with `make text-model`")
    values = array("d")
    values.frombytes(weights)  # a whole number of float64s: the digest vouches for the file
    if sys.byteorder == "big":
        values.byteswap()
    out, at = {}, 0
    for name, m in models.items():
        width, count = 1 + len(m["classes"]), len(m["terms"])
        numbers = iter(values[at:at + width * count])
        at += width * count
        rows = zip(*[numbers] * width, strict=False)  # `width` numbers at a time (zip below checks the count)
        out[name] = {"classes": tuple(m["classes"]), "intercept": tuple(m["intercept"]),
                     "weights": dict(zip(m["terms"], rows, strict=True))}
    if at != len(values):
        raise ValueError(f"{weights_path(_path)} holds {len(values)} numbers, not the {at} that {_path} lists")
    return out


@dataclass(frozen=True)
class _Joint:
    """Every model's terms in one table, so that a review's terms are looked up once for the three models
    and their sums are taken in C (_weighted_by_all). A term's row holds, for each model in `layout`
    order, what the term said once adds: its idf squared, then each class's coefficient * idf (zeros
    where the model has no such term: adding 0.0 leaves a float sum as it was). Rows are built as terms
    are first met: all 143,000 at once took a third of a second, the most of an edit that analyses one
    review."""
    layout: tuple  # (model name, where its columns start, how many classes)
    width: int
    rows: dict  # term -> the row of a term said once; None until it is first met

    def row(self, term: str, tf: float = 1.0) -> tuple:
        """What the term adds with this tf (1 + ln(count)): x = tf * idf, then x * x and c * x. Said once
        (tf 1.0, so x is idf exactly), the row is kept for the next review that says it."""
        row = [0.0] * self.width
        for name, start, classes in self.layout:
            weight = _models()[name]["weights"].get(term)
            if weight is not None:
                x = tf * weight[0]
                row[start:start + 1 + classes] = [x * x, *(c * x for c in weight[1:])]
        built = tuple(row)
        if tf == 1.0:
            self.rows[term] = built
        return built


@lru_cache(maxsize=1)
def _joint() -> _Joint:
    models = _models()
    layout, width = [], 0
    for name, model in models.items():
        layout.append((name, width, len(model["classes"])))
        width += 1 + len(model["classes"])
    return _Joint(tuple(layout), width, dict.fromkeys(chain.from_iterable(m["weights"] for m in models.values())))


@lru_cache(maxsize=1)
def version() -> str:
    """What identifies the trained models (part of the analysis version: new ones redo the cache): a hash
    of the JSON, which names the weights' own (save), so that a derivation whose reviews are all cached does
    not load the models at all."""
    return hashlib.sha256(_path.read_bytes()).hexdigest()[:12]


def probabilities(review: Reading) -> dict:
    """{sentiment: probability} for a review (they sum to 1)."""
    return _probable(_models()["sentiment"], review.weighted["sentiment"])


def spoken_of(review: Reading) -> dict:
    """{aspect: probability that the review speaks of it}, for every aspect of the taxonomy."""
    return _yes_or_no(_models()["detect"], review.weighted["detect"])


def read(name: str, words: list) -> dict:
    """What model `name` ("sentiment", "aspects" or "detect") reads in a document of these words (the
    checks train.py stores, and the tests hold the inference to)."""
    model = _models()[name]
    return (_sigmoids if name == "detect" else _softmax)(model, _counts(words))


def aspect_probabilities(review: Reading, said: dict) -> dict:
    """{aspect: {polarity: probability}} for the aspects of a review, each given the clause saying most
    about it (said: {aspect: clause or ""}). The review's own words are counted once for them all: an
    aspect's document (aspect_document) is its name, the text, then the clause's words."""
    model = _models()["aspects"]
    words, text_counts = review.words, review.counts
    text_part = review.weighted["aspects"]  # the text's terms, weighed once for every aspect
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
            found[aspect] = _softmax(model, counts)
        else:
            found[aspect] = _probable(model, _weighted(model, extra, text_part))
    return found


def _counts(words: list) -> dict:
    counts: dict = {}
    for term in terms(words):
        counts[term] = counts.get(term, 0) + 1
    return counts


def _softmax(model: dict, counts: dict) -> dict:
    """One probability per class, summing to 1 (sentiment, polarity)."""
    return _probable(model, _weighted(model, counts))


def _sigmoids(model: dict, counts: dict) -> dict:
    """One yes-or-no probability per class (the aspects a review speaks of)."""
    return _yes_or_no(model, _weighted(model, counts))


def _yes_or_no(model: dict, weighted: tuple) -> dict:
    return {label: 1.0 / (1.0 + math.exp(-logit)) for label, logit in _logits(model, weighted)}


def _weighted(model: dict, counts: dict, start=None) -> tuple:
    """(sum of squares, [per class: sum of weight * feature]) of the terms' tf-idf features, added to
    `start`. The features are tf-idf with a sublinear tf, as trained: (1 + ln(count)) * idf; the vector
    is made of unit length later (_logits), when all its terms are in."""
    weights = model["weights"]
    found = [(weights[term], n) for term, n in counts.items() if term in weights]
    return _summed([(1.0 + math.log(n)) * weight[0] for weight, n in found], [weight[1:] for weight, _ in found],
                   len(model["classes"]), start)


_UNKNOWN = object()  # a term no model has


def _weighted_by_all(counts: dict) -> dict:
    """{model name: _weighted(model, counts)} for every model, each term looked up once (_Joint), in the
    same floats as _weighted's: a term said once adds idf * idf and c * idf, the products _weighted
    takes with its x = (1 + ln 1) * idf = idf; one said more often adds the products of its own x."""
    joint = _joint()
    known = joint.rows
    rows = []
    for term, n in counts.items():
        row = known.get(term, _UNKNOWN)
        if row is not _UNKNOWN:
            if n != 1:
                row = joint.row(term, 1.0 + math.log(n))
            elif row is None:
                row = joint.row(term)
            rows.append(row)
    # Each column summed in C, in the terms' order: the same sums of the same products as _summed's, so the
    # same floats on any Python (3.12's sum() compensates its rounding, 3.11's does not: both sides alike).
    totals = [sum(column) for column in zip(*rows, strict=True)] if rows else [0.0] * joint.width
    return {name: (totals[start], totals[start + 1:start + 1 + classes]) for name, start, classes in joint.layout}




def _summed(xs: list, coefs: list, classes: int, start=None) -> tuple:
    """(start's sum of squares + those of xs, [per class: start's + sum of coefficient * x]), added in
    the terms' order with sum() (as _weighted_by_all adds its columns), each class's products summed in
    C: zip(*coefs) turns the terms' rows of coefficients into the classes' columns."""
    squares, dots = start if start is not None else (0.0, (0.0,) * classes)
    squares = sum(map(mul, xs, xs), squares)
    if not xs:
        return squares, list(dots)
    return squares, [sum(map(mul, column, xs), d) for column, d in zip(zip(*coefs, strict=True), dots, strict=True)]


def _logits(model: dict, weighted: tuple) -> list:
    """(class, logit) of the unit-length feature vector."""
    squares, dots = weighted
    norm = math.sqrt(squares) or 1.0
    return [(label, b + d / norm) for label, b, d in zip(model["classes"], model["intercept"], dots, strict=True)]


def _probable(model: dict, weighted: tuple) -> dict:
    logits = _logits(model, weighted)
    top = max(logit for _, logit in logits)
    exps = [(label, math.exp(logit - top)) for label, logit in logits]
    total = sum(e for _, e in exps)
    return {label: e / total for label, e in exps}
