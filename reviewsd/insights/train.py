"""Train the text models (textmodel.py) on the development sets: `make text-model`.

Needs scikit-learn, which the daemon does not (`make text-model` installs it in the venv). Writes
reviewsd/insights/text_model.json and text_model.weights (textmodel.save). The held-out sets are never
read. What the models add to the rules, measured leave-one-set-out, is in the README's Accuracy section.
"""
import argparse
import glob
import json
import sys
from pathlib import Path

from reviewsd.insights import textmodel
from reviewsd.insights.analyse import Analyser, overrule_way, stars_say
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
    """A model of one probability per class (documents, labels), as textmodel.py reads it, and what
    scikit-learn says of its first documents."""
    from sklearn.linear_model import LogisticRegression
    documents, labels = [d for d, _ in pairs], [label for _, label in pairs]
    vectorizer, features = _vectorized(documents)
    classifier = LogisticRegression(C=C, max_iter=5000).fit(features, labels)
    first = classifier.predict_proba(features[:CHECKS])
    return _written(vectorizer, classifier.classes_, classifier.intercept_, classifier.coef_, documents, first)


def fit_spoken_of(reviews: list) -> tuple[dict, list]:
    """One yes-or-no logistic regression per aspect (does the review speak of it), over one vocabulary,
    as textmodel.spoken_of reads it, and what scikit-learn says of the first reviews."""
    from sklearn.linear_model import LogisticRegression
    documents = [words for words, _ in reviews]
    vectorizer, features = _vectorized(documents)
    classifiers = [LogisticRegression(C=C, max_iter=5000).fit(features, [aspect in spoken for _, spoken in reviews])
                   for aspect in ASPECTS]
    first = [[c.predict_proba(features[n])[0, 1] for c in classifiers] for n in range(min(CHECKS, len(documents)))]
    return _written(vectorizer, ASPECTS, [c.intercept_[0] for c in classifiers], [c.coef_[0] for c in classifiers],
                    documents, first)


def thresholds(pattern: str, folds: int = 5) -> str:
    """How the sentiment model's overrules fare on reviews it was not trained on, by the way it overrules
    (analyse.overrule_way, as the analyser decides it): the sets dealt into `folds` folds in turn, each
    fold's reviews read by a model trained on the others, beside the rules' reading (models off; the few
    reviews the model is never asked of, sarcasm and the like, are counted too, and the text is read
    unblanked). For each least probability, the reviews of each way it turns: right (the label is what the
    model heard) and wrong (the label is what the rules read)."""
    from sklearn.linear_model import LogisticRegression
    reviews = []  # (fold, words, label, what the stars say, the rules' reading)
    for n, path in enumerate(p for p in sorted(glob.glob(pattern)) if "heldout" not in p):
        for business in json.loads(Path(path).read_text(encoding="utf-8"))["businesses"]:
            analyser = Analyser(business["business"], models=False)
            for review in business["reviews"]:
                if (stars := stars_say(review["rating"])) is not None:
                    rules = analyser.analyse(review["text"], review["rating"])["sentiment"]
                    reviews.append((n % folds, textmodel.tokens(review["text"]), review["labels"]["sentiment"],
                                    stars, rules))
    least = [round(0.5 + 0.05 * k, 2) for k in range(10)]
    turned: dict = {}  # (way, least probability) -> [right, wrong]
    for fold in range(folds):
        training = [r for r in reviews if r[0] != fold]
        held = [r for r in reviews if r[0] == fold]
        vectorizer, features = _vectorized([words for _, words, *_ in training])
        model = LogisticRegression(C=C, max_iter=5000).fit(features, [label for _, _, label, *_ in training])
        heard_all = model.predict_proba(vectorizer.transform([words for _, words, *_ in held]))
        for (_, words, label, stars, rules), heard in zip(held, heard_all, strict=True):
            top = str(model.classes_[heard.argmax()])
            if top == rules or (rules != stars and top != stars):
                continue
            way = overrule_way(stars, rules, len(words))
            for p in least:
                if heard.max() >= p:
                    tally = turned.setdefault((way, p), [0, 0])
                    tally[0] += label == top
                    tally[1] += label == rules
    rows = [f"{'way (now)':30} " + " ".join(f"{p:>9}" for p in least)]
    for way, now in textmodel.TRUSTED.items():
        rows.append(f"{f'{way} ({now})':30} " + " ".join(
            f"{'%d/%d' % tuple(turned.get((way, p), (0, 0))):>9}" for p in least))
    return "\n".join(rows)


def _vectorized(documents: list) -> tuple:
    """The tf-idf vectorizer of the documents' terms (textmodel.terms), and their features."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    vectorizer = TfidfVectorizer(analyzer=textmodel.terms, min_df=MIN_DF, sublinear_tf=True)
    return vectorizer, vectorizer.fit_transform(documents)


def _written(vectorizer, classes, intercepts, coefs, documents: list, first) -> tuple[dict, list]:
    """(the model as textmodel.save takes it: per term its idf and one weight per class; the checks: the
    first documents with scikit-learn's probabilities of each class)."""
    model = {
        "classes": [str(c) for c in classes],
        "intercept": [round(float(b), 6) for b in intercepts],
        "terms": [[term, round(float(vectorizer.idf_[i]), 6), [round(float(row[i]), 6) for row in coefs]]
                  for term, i in sorted(vectorizer.vocabulary_.items())],
        "trained_on": len(documents),
    }
    checks = [[document, {str(c): round(float(p), 6) for c, p in zip(classes, row, strict=True)}]
              for document, row in zip(documents[:CHECKS], first, strict=True)]
    return model, checks


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="tests/insights_eval/dev*.json", help="the labelled sets to train on")
    parser.add_argument("--out", default=str(textmodel.MODEL))
    parser.add_argument("--thresholds", action="store_true",
                        help="train nothing: measure out of fold how sure the sentiment model must be to overrule")
    args = parser.parse_args(argv)
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print("training needs scikit-learn: make text-model installs it", file=sys.stderr)
        return 2
    if args.thresholds:
        print(thresholds(args.sets))
        return 0
    sentiments, aspects, spoken = examples(args.sets)
    sentiment, sentiment_checks = fit(sentiments)
    aspect, aspect_checks = fit(aspects)
    detect, detect_checks = fit_spoken_of(spoken)
    checks = {"sentiment": sentiment_checks, "aspects": aspect_checks, "detect": detect_checks}
    textmodel.save(Path(args.out), {"sentiment": sentiment, "aspects": aspect, "detect": detect}, checks)
    # The plain-Python inference must give what scikit-learn gives (to the rounding of the weights).
    textmodel.use(Path(args.out))
    worst = max(abs(textmodel.read(name, document)[label] - p) for name, documents in checks.items()
                for document, expected in documents for label, p in expected.items())
    print(f"trained on {len(sentiments)} reviews ({len(sentiment['terms'])} terms) and {len(aspects)} aspect "
          f"mentions ({len(aspect['terms'])} terms); models {textmodel.version()}; largest difference from "
          f"scikit-learn {worst:.2e}")
    return 0 if worst < 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
