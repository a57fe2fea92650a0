"""The `search` and `fetch` tools in the shape ChatGPT connectors and deep research require.

OpenAI's "Building MCP servers for ChatGPT and API integrations" fixes both tools:
- search(query: string) returns exactly one text content item whose text is the JSON object
  {"results": [{"id", "title", "url"}]};
- fetch(id: string) returns exactly one text content item whose text is the JSON object
  {"id", "title", "text", "url", "metadata"} (metadata: optional key/value pairs).
Ids are review ids and urls the per-review resource, {base_url}/api/reviews/{id}, so a citation opens
the very review. Both run over the same search and the same Snapshot as search_reviews; their
arguments and results are declared with the other tools in contract/tools.py.
"""
import re

from reviewsd.contract import params, records
from reviewsd.dataset import search
from reviewsd.dataset.index import bits_of_positions, first_positions
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp import resources
from reviewsd.mcp.failure import ToolFailure

MAX_RESULTS = records.CONNECTOR_RESULT_SIZE
MAX_WORDS = 8  # of a natural-language query, when the phrase itself matches too little
MIN_WORD_CHARS = 3  # shorter words ("a", "is") match nearly every review and narrow nothing
_WORD = re.compile(r"\w+")
# Words of a question that say what is asked rather than what to look for: "which reviews mention the
# price" looks for reviews holding "price", not for reviews holding "which", "reviews" and "mention".
STOPWORDS = frozenset("""
    about above after again all also and any are been before being but can could did does doing down during
    each few from had has have having her here hers him his how into its just like more most mention mentions
    mentioning not now off once only other our out over own same she should some such than that the their
    them then there these they this those through too under until very was were what when where which while
    who whom why will with would you your review reviews reviewed customer customers say says saying said
    tell tells told show find any people
""".split())


def _filters(**given) -> dict:
    """search_reviews' filters with these given: the one search, its defaults from the one declaration."""
    return {**params.SEARCH.from_json({}), **given}


def _title(review: dict) -> str:
    return f"{review['rating']}-star review by {review['author']} ({review['date']})"


def _matching(snapshot: Snapshot, query: str) -> list:
    """Positions, newest first: reviews holding the phrase, then (for a question or a list of words)
    reviews holding every word of it that says what to look for."""
    phrase = query.strip()
    if not phrase:
        return list(range(min(MAX_RESULTS, snapshot.review_count)))
    found = list(search.search(snapshot, _filters(query=phrase, limit=MAX_RESULTS)).positions)
    words = sorted({w.lower() for w in _WORD.findall(phrase)
                    if len(w) >= MIN_WORD_CHARS and w.lower() not in STOPWORDS}, key=len, reverse=True)
    if len(found) >= MAX_RESULTS or not words or words == [phrase.lower()]:
        return found
    # Every word that says what to look for, each narrowing the last: the same bit-set search that
    # search_reviews runs (see dataset/index.py), so it is bounded as that is, whatever the query.
    index = snapshot.index
    bits = search.matching_bits(snapshot, _filters(query=words[0]))
    for word in words[1:MAX_WORDS]:
        bits = index.text_bits(index.needle(word), bits) if bits else 0
    bits &= ~bits_of_positions(found, snapshot.review_count)  # those the phrase found already come first
    return found + first_positions(bits, MAX_RESULTS - len(found))


def run_search(snapshot: Snapshot, args: dict) -> dict:
    results = []
    for pos in _matching(snapshot, args["query"]):
        review = snapshot.review(pos)
        results.append({"id": review["id"], "title": _title(review),
                        "url": resources.review_uri(snapshot.base_url, review["id"])})
    return {"results": results}


def _text(review: dict) -> str:
    lines = [f"Rating: {review['rating']} of 5", f"Author: {review['author']}", f"Date: {review['date']}",
             f"Source: {review['source']}", "", review["text"] or "(a rating without text)"]
    reply = review.get("owner_reply")
    if reply:
        lines += ["", f"Owner's reply ({reply['date']}): {reply['text']}"]
    return "\n".join(lines)


def run_fetch(snapshot: Snapshot, args: dict) -> dict:
    pos = snapshot.position_of(args["id"])
    if pos is None:
        raise ToolFailure("no verified review has this id; use an id that search returned")
    review = snapshot.review(pos)
    metadata = {"rating": review["rating"], "date": review["date"], "author": review["author"],
                "source": review["source"], "has_owner_reply": review["owner_reply"] is not None}
    if review["source_url"]:
        metadata["source_url"] = review["source_url"]
    return {"id": review["id"], "title": _title(review), "text": _text(review),
            "url": resources.review_uri(snapshot.base_url, review["id"]), "metadata": metadata}

