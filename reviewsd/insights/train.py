"""Train the text models (textmodel.py) on the development sets: `make text-model`.

Needs scikit-learn, which the daemon does not (`make text-model` installs it in the venv). Writes
reviewsd/insights/text_model.json. The held-out sets are never read. What the models add to the rules,
measured leave-one-set-out, is in the README's Accuracy section.
"""
import argparse
import glob
import hashlib
import json
import sys
from pathlib import Path

from reviewsd.insights import textmodel
from reviewsd.insights.analyse import Analyser
from reviewsd.insights.aspects import TAXONOMY

ASPECTS = tuple(aspect for aspect, _ in TAXONOMY)

C = 10.0  # inverse regularisation, chosen by leave-one-set-out over the development sets (README)
MIN_DF = 2  # a term must occur in two documents or more
CHECKS = 5  # documents of each model whose scikit-learn probabilities are stored for the tests


def examples(pattern: str) -> tuple[list, list, list]:
    """(review words, sentiment), (aspect document, polarity) and (review words, the aspects it speaks of)
    pairs of the labelled development sets.
    An aspect's example is each one the rules find that the labels have, read with the clause the rules
    found saying most about it."""
    sentiments, aspects, spoken = [], [], []
    for path in sorted(glob.glob(pattern)):
        if "heldout" in path:
            continue
        for business in json.loads(Path(path).read_text(encoding="utf-8"))["businesses"]:
            analyser = Analyser(business["business"], models=False)  # the rules alone find the clauses
            for review in business["reviews"]:
                labels = review["labels"]
                words = textmodel.tokens(review["text"])
                sentiments.append((words, labels["sentiment"]))
                spoken.append((words, set(labels["aspects"])))
                found = analyser.analyse(review["text"], review["rating"])
                for aspect in found["aspects"]:
                    if aspect in labels["aspects"]:
                        said = found["_said"].get(aspect, [""])[0]
                        aspects.append((textmodel.aspect_document(aspect, review["text"], said),
                                        labels["aspects"][aspect]))
    return sentiments, aspects, spoken


def fit(pairs: list) -> tuple[dict, list]:
    """A model as textmodel.py reads it, and what scikit-learn says of its first documents."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    documents, labels = [d for d, _ in pairs], [label for _, label in pairs]
    vectorizer = TfidfVectorizer(analyzer=textmodel.terms, min_df=MIN_DF, sublinear_tf=True)
    classifier = LogisticRegression(C=C, max_iter=5000).fit(vectorizer.fit_transform(documents), labels)
    model = {
        "classes": list(classifier.classes_),
        "intercept": [round(float(b), 6) for b in classifier.intercept_],
        "terms": [[term, round(float(vectorizer.idf_[i]), 6), [round(float(c), 6) for c in classifier.coef_[:, i]]]
                  for term, i in sorted(vectorizer.vocabulary_.items())],
        "trained_on": len(pairs),
    }
    rows = classifier.predict_proba(vectorizer.transform(documents[:CHECKS]))
    checks = [[document, {label: round(float(p), 6) for label, p in zip(classifier.classes_, row, strict=True)}]
              for document, row in zip(documents[:CHECKS], rows, strict=True)]
    return model, checks


def fit_spoken_of(reviews: list) -> tuple[dict, list]:
    """One yes-or-no logistic regression per aspect (does the review speak of it), over one vocabulary:
    as textmodel.spoken_of reads it (per term its idf and one weight per aspect)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    vectorizer = TfidfVectorizer(analyzer=textmodel.terms, min_df=MIN_DF, sublinear_tf=True)
    features = vectorizer.fit_transform([words for words, _ in reviews])
    classifiers = [LogisticRegression(C=C, max_iter=5000).fit(features, [aspect in spoken for _, spoken in reviews])
                   for aspect in ASPECTS]
    model = {
        "classes": list(ASPECTS),
        "intercept": [round(float(c.intercept_[0]), 6) for c in classifiers],
        "terms": [[term, round(float(vectorizer.idf_[i]), 6), [round(float(c.coef_[0, i]), 6) for c in classifiers]]
                  for term, i in sorted(vectorizer.vocabulary_.items())],
        "trained_on": len(reviews),
    }
    first = vectorizer.transform([words for words, _ in reviews[:CHECKS]])
    checks = [[words, {aspect: round(float(c.predict_proba(first[n])[0, 1]), 6)
                       for aspect, c in zip(ASPECTS, classifiers, strict=True)}]
              for n, (words, _) in enumerate(reviews[:CHECKS])]
    return model, checks


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="tests/insights_eval/dev*.json", help="the labelled sets to train on")
    parser.add_argument("--out", default=str(textmodel.MODEL))
    args = parser.parse_args(argv)
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print("training needs scikit-learn: make text-model installs it", file=sys.stderr)
        return 2
    sentiments, aspects, spoken = examples(args.sets)
    sentiment, sentiment_checks = fit(sentiments)
    aspect, aspect_checks = fit(aspects)
    detect, detect_checks = fit_spoken_of(spoken)
    checks = {"sentiment": sentiment_checks, "aspects": aspect_checks, "detect": detect_checks}
    models: dict = {"models": {"sentiment": sentiment, "aspects": aspect, "detect": detect}, "checks": checks}
    models["version"] = hashlib.sha256(json.dumps(models, sort_keys=True).encode()).hexdigest()[:12]
    Path(args.out).write_text(json.dumps(models, separators=(",", ":")) + "\n", encoding="utf-8")
    # The plain-Python inference must give what scikit-learn gives (to the rounding of the weights).
    textmodel.use(Path(args.out))
    worst = max(abs(textmodel.read(name, document)[label] - p) for name, documents in checks.items()
                for document, expected in documents for label, p in expected.items())
    print(f"trained on {len(sentiments)} reviews ({len(sentiment['terms'])} terms) and {len(aspects)} aspect "
          f"mentions ({len(aspect['terms'])} terms); models {models['version']}; largest difference from "
          f"scikit-learn {worst:.2e}")
    return 0 if worst < 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
