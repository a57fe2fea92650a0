"""The `search` and `fetch` tools in the shape ChatGPT connectors and deep research require.

OpenAI's "Building MCP servers for ChatGPT and API integrations" fixes both tools:
- search(query: string) returns exactly one text content item whose text is the JSON object
  {"results": [{"id", "title", "url"}]};
- fetch(id: string) returns exactly one text content item whose text is the JSON object
  {"id", "title", "text", "url", "metadata"} (metadata: optional key/value pairs).
Ids are review ids and urls the per-review resource, {base_url}/api/reviews/{id}, so a citation opens
the very review. Both run over the same search and the same Snapshot as search_reviews.
"""
import re

from reviewsd import schemas, search
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp import resources
from reviewsd.mcp.tools import Tool, ToolFailure, _object

MAX_RESULTS = schemas.SEARCH_LIMIT_DEFAULT  # what one search returns; the model refines its query for more
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

SEARCH_INPUT = _object({"query": {"type": "string", "maxLength": schemas.QUERY_MAX_CHARS,
                                  "description": "words or a phrase to look for in the review texts; "
                                                 "empty for the newest reviews"}}, ["query"], additional=False)
SEARCH_OUTPUT = _object({"results": {"type": "array", "maxItems": MAX_RESULTS, "items": _object(
    {"id": {"type": "string"}, "title": {"type": "string"}, "url": {"type": "string", "format": "uri"}},
    ["id", "title", "url"])}}, ["results"])
FETCH_INPUT = _object({"id": {"type": "string", "minLength": 1, "maxLength": schemas.QUERY_MAX_CHARS,
                              "description": "a review id, as search returns it"}}, ["id"], additional=False)
FETCH_OUTPUT = _object({"id": {"type": "string"}, "title": {"type": "string"}, "text": {"type": "string"},
                        "url": {"type": "string", "format": "uri"}, "metadata": {"type": "object"}},
                       ["id", "title", "text", "url", "metadata"])


def _title(review: dict) -> str:
    return f"{review['rating']}-star review by {review['author']} ({review['date']})"


def _matching(snapshot: Snapshot, query: str) -> list:
    """Positions, newest first: reviews holding the phrase, then (for a question or a list of words)
    reviews holding every word of it that says what to look for."""
    phrase = query.strip()
    if not phrase:
        return list(range(min(MAX_RESULTS, snapshot.review_count)))
    found = search.search(snapshot, schemas.SearchFilters(query=phrase, limit=MAX_RESULTS)).positions
    words = sorted({w.lower() for w in _WORD.findall(phrase)
                    if len(w) >= MIN_WORD_CHARS and w.lower() not in STOPWORDS}, key=len, reverse=True)
    if len(found) >= MAX_RESULTS or not words or words == [phrase.lower()]:
        return found
    # The longest word is usually the rarest: the index finds its reviews, and the others are tested
    # in each of those only. This is the same search search_reviews runs, so it is bounded as that is.
    index = snapshot.index
    needles = [index.needle(w) for w in words[1:MAX_WORDS]]
    seen = set(found)
    for pos in search.matching_positions(snapshot, schemas.SearchFilters(query=words[0])):
        if pos not in seen and all(index.text_contains(pos, n) for n in needles):
            found.append(pos)
            if len(found) >= MAX_RESULTS:
                break
    return found


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


TOOLS = [
    Tool("search", "Search reviews (connector)",
         "Find verified reviews whose text holds the query's phrase, or else all of its words, newest first "
         f"(at most {MAX_RESULTS}). Returns ids to pass to fetch, titles and citable URLs. For filters by "
         "rating, date, technician or service use search_reviews.",
         SEARCH_INPUT, SEARCH_OUTPUT, run_search,
         schemas.argument_schema({"query": schemas._limited_text(schemas.QUERY_MAX_CHARS)}, ["query"])),
    Tool("fetch", "Fetch one review (connector)",
         "One verified review by the id search returned: its full text, rating, author, date, the owner's "
         "reply, and its citable URL.",
         FETCH_INPUT, FETCH_OUTPUT, run_fetch,
         schemas.argument_schema({"id": schemas.name_argument}, ["id"])),
]
