"""A review's sentiment read from its words alone: a logistic regression over word and word-pair
weights (tf-idf), trained on the hand-labelled development sets (`python -m reviewsd.insights.train`).

The rules (sentiment.py, analyse.py) read the stars unless the text is clearly one-sided the other
way, and they know only the phrases they were written for. This model knows the words of every
labelled review, so it hears a complaint or a rave said in words no rule has, and analyse.py lets it
overrule the stars only when it is all but certain (TRUSTED). Inference is plain Python: the words of
a review, a few dictionary lookups each, no dependency at run time.
"""
import json
import math
import re
from functools import lru_cache
from pathlib import Path

MODEL = Path(__file__).with_name("text_model.json")
TRUSTED = 0.94  # the least probability at which the text's own label overrules the stars (see analyse.py)
# The tokens (and pairs of them) the model was trained on, as scikit-learn's TfidfVectorizer makes them.
TOKEN_PATTERN = r"(?u)\b\w\w+\b"
_TOKEN = re.compile(TOKEN_PATTERN)
_path = MODEL


def use(path: Path) -> None:
    """Read the model from `path` from now on (training checks the file it wrote; tests try others)."""
    global _path
    _path = Path(path)
    _model.cache_clear()


@lru_cache(maxsize=1)
def _model() -> dict:
    model = json.loads(_path.read_text(encoding="utf-8"))
    weights = {term: (idf, tuple(coef)) for term, idf, coef in model["terms"]}
    return {"classes": tuple(model["classes"]), "intercept": tuple(model["intercept"]), "weights": weights,
            "version": model["version"]}


def version() -> str:
    """What identifies the trained model (part of the analysis version: a new model redoes the cache)."""
    return _model()["version"]


def probabilities(text: str) -> dict:
    """{label: probability} for a review's text (the labels sum to 1)."""
    model = _model()
    tokens = _TOKEN.findall(text.lower())
    counts: dict = {}
    for term in tokens + [f"{a} {b}" for a, b in zip(tokens, tokens[1:], strict=False)]:
        counts[term] = counts.get(term, 0) + 1
    weights = model["weights"]
    # tf-idf with a sublinear tf, as trained: 1 + ln(count), times the term's idf, the vector of unit length
    present = [(term, (1.0 + math.log(n)) * weights[term][0]) for term, n in counts.items() if term in weights]
    norm = math.sqrt(sum(x * x for _, x in present)) or 1.0
    logits = list(model["intercept"])
    for term, x in present:
        for k, c in enumerate(weights[term][1]):
            logits[k] += c * x / norm
    top = max(logits)
    exps = [math.exp(v - top) for v in logits]
    total = sum(exps)
    return {label: e / total for label, e in zip(model["classes"], exps, strict=True)}
