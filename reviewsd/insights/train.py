"""Train the text model (textmodel.py) on the development sets: `python -m reviewsd.insights.train`.

Needs scikit-learn, which the daemon does not: `pip install scikit-learn` in the venv first. Writes
reviewsd/insights/text_model.json. The held-out sets are never read. The model and what it measured
(a leave-one-set-out estimate of what it adds to the rules) are in the README's Accuracy section.
"""
import argparse
import glob
import hashlib
import json
import sys
from pathlib import Path

from reviewsd.insights import textmodel

C = 10.0  # inverse regularisation, chosen by leave-one-set-out over the development sets (README)
MIN_DF = 2  # a term must occur in two reviews or more


def labelled(pattern: str) -> list:
    reviews = []
    for path in sorted(glob.glob(pattern)):
        if "heldout" in path:
            continue
        for business in json.loads(Path(path).read_text(encoding="utf-8"))["businesses"]:
            reviews += [(r["text"], r["labels"]["sentiment"]) for r in business["reviews"]]
    return reviews


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="tests/insights_eval/dev*.json", help="the labelled sets to train on")
    parser.add_argument("--out", default=str(textmodel.MODEL))
    args = parser.parse_args(argv)
    try:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression
    except ImportError:
        print("training needs scikit-learn: .venv/bin/pip install scikit-learn", file=sys.stderr)
        return 2
    reviews = labelled(args.sets)
    texts, labels = [t for t, _ in reviews], [label for _, label in reviews]
    vectorizer = TfidfVectorizer(ngram_range=(1, 2), min_df=MIN_DF, sublinear_tf=True,
                                 token_pattern=textmodel.TOKEN_PATTERN)
    features = vectorizer.fit_transform(texts)
    classifier = LogisticRegression(C=C, max_iter=5000).fit(features, labels)
    terms = sorted(vectorizer.vocabulary_.items())
    model = {
        "classes": list(classifier.classes_),
        "intercept": [round(float(b), 6) for b in classifier.intercept_],
        "terms": [[term, round(float(vectorizer.idf_[i]), 6), [round(float(c), 6) for c in classifier.coef_[:, i]]]
                  for term, i in terms],
        "trained_on": len(reviews),
    }
    # What scikit-learn says of a few reviews, for tests to hold the plain-Python inference to.
    model["checks"] = [[text, {label: round(float(p), 6) for label, p in zip(classifier.classes_, row, strict=True)}]
                       for text, row in zip(texts[:5], classifier.predict_proba(vectorizer.transform(texts[:5])),
                                            strict=True)]
    body = json.dumps(model, sort_keys=True, separators=(",", ":"))
    model["version"] = hashlib.sha256(body.encode()).hexdigest()[:12]
    Path(args.out).write_text(json.dumps(model, separators=(",", ":")) + "\n", encoding="utf-8")
    # The plain-Python inference must give what scikit-learn gives (to the rounding of the weights).
    textmodel.use(Path(args.out))
    expected = classifier.predict_proba(vectorizer.transform(texts[:200]))
    worst = max(abs(textmodel.probabilities(t)[label] - p) for t, row in zip(texts[:200], expected, strict=True)
                for label, p in zip(classifier.classes_, row, strict=True))
    print(f"trained on {len(reviews)} reviews, {len(terms)} terms; model {model['version']}; "
          f"largest difference from scikit-learn {worst:.2e}")
    return 0 if worst < 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
