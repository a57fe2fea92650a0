"""The records: what the operator's data files hold and what the service answers with.

Each is declared here once; the loader validates with it, the OpenAPI document and the MCP tools'
outputSchema describe it from the same declaration.
"""
from reviewsd.contract import routes
from reviewsd.contract.shapes import (
    ArrayOf,
    Boolean,
    Choice,
    Const,
    Count,
    Date,
    DateTime,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Number,
    PathPart,
    Pattern,
    Record,
    Strings,
    Text,
    Url,
)

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
SENTIMENTS = ("positive", "neutral", "negative")
TRENDS = ("improving", "stable", "declining")

text = Text()
name = Text(nonempty=True)
count = Count()
percent = Number(0, 100)
score = Number(-1, 1)
ids = Strings()
rating = Integer(1, 5)

# ---------------------------------------------------------------- reviews.json

OWNER_REPLY = Record({"text": text, "date": Date()})
REVIEW_FIELDS = {
    "id": name,
    "author": text,
    "author_avatar_url": Nullable(Url()),
    "rating": rating,
    "date": Date(),
    "text": Nullable(text),
    "source": name,
    "source_url": Nullable(Url()),
    "owner_reply": Nullable(OWNER_REPLY),
    "verified": Boolean(),
}
REVIEW_IN_FILE = Record(REVIEW_FIELDS)
# What is served: only verified reviews are ever published.
REVIEW = REVIEW_IN_FILE.with_fields(name="Review", verified=Const(True))

HOURS = Pattern("(closed|([01][0-9]|2[0-4]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9])",
                '"HH:MM-HH:MM" or "closed"')
ADDRESS_PARTS = ("street", "city", "region", "postal_code", "country")
BUSINESS = Record({
    "name": name,
    "url": Url(),
    "phone": text,
    "email": text,
    "description": text,
    "address": Record({k: text for k in ADDRESS_PARTS}, optional=ADDRESS_PARTS),
    "hours": Record({day: HOURS for day in DAYS}, optional=DAYS),
    "service_areas": Strings(),
    "categories": Strings(),  # which trade: the derived insights' per-trade knowledge reads it
    # Whom and what customers may mention: the derived insights look for them in the texts.
    "technicians": Strings(),
    "services": ListOf(Record({"id": name, "label": name}, extra=True)),
}, optional=("url", "phone", "email", "description", "address", "hours", "service_areas", "categories",
             "technicians", "services"),
    extra=True, name="Business")

REVIEWS_FILE = Record({"business": BUSINESS, "reviews": ListOf(REVIEW_IN_FILE)}, extra=True)

# ---------------------------------------------------------------- insights.json

ASPECT = Record({
    "id": name, "label": name, "mention_count": count, "positive_count": count, "neutral_count": count,
    "negative_count": count, "positive_pct": percent, "score": score, "top_phrases": Strings(),
    "example_review_ids": ids,
}, extra=True, name="Aspect")
ASPECT_SUMMARY = ASPECT.only("id", "label", "mention_count", "positive_pct", "score")
TECHNICIAN = Record({"name": name, "mention_count": count, "positive_pct": percent, "score": score,
                     "example_review_ids": ids}, extra=True, name="Technician")
TOPIC = Record({"id": name, "label": name, "mention_count": count, "score": score, "example_review_ids": ids},
               extra=True, name="Topic")
SERVICE = TOPIC.with_fields(name="Service", positive_pct=percent)
SERVICE_AREA = Record({"name": name, "mention_count": count, "example_review_ids": ids}, extra=True)
MONTH = Record({"month": Pattern("[0-9]{4}-(0[1-9]|1[0-2])", "a month written YYYY-MM"),
                "review_count": count, "avg_rating": Nullable(Number(1, 5)), "sentiment_score": Nullable(score)},
               extra=True, name="Month")
SENTIMENT = Record({"score": score, "positive_pct": percent, "neutral_pct": percent, "negative_pct": percent},
                   extra=True, name="Sentiment")
FAQ_ENTRY = Record({"question": name, "answer": name, "source_review_ids": ids}, extra=True, name="FaqEntry")
PER_REVIEW = Record({
    "sentiment": Choice(*SENTIMENTS), "score": score, "aspects": MapOf(text, Choice(*SENTIMENTS)),
    "technicians": Strings(), "services": Strings(), "problems": Strings(), "service_areas": Strings(),
}, extra=True)

INSIGHTS_FILE = Record({
    "version": Integer(1, 2**31),
    "generated_at": DateTime(),
    "model": text,
    "review_count": count,
    "date_range": Record({"earliest": Nullable(Date()), "latest": Nullable(Date())}, extra=True),
    "overall_sentiment": SENTIMENT,
    "aspects": ListOf(ASPECT),
    "entities": Record({"technicians": ListOf(TECHNICIAN), "services": ListOf(SERVICE),
                        "problems": ListOf(TOPIC), "service_areas": ListOf(SERVICE_AREA)}, extra=True),
    "topics": ListOf(TOPIC),
    "temporal": Record({"monthly": ListOf(MONTH), "trend": Choice(*TRENDS)}, extra=True),
    "per_review": MapOf(text, PER_REVIEW),
    "faq": ListOf(FAQ_ENTRY),
    "summary": text,
    "pull_quote": text,
}, optional=("summary", "pull_quote"), extra=True, name="InsightsDataset")

# ---------------------------------------------------------------- answers

AGGREGATE_RATING = Record({
    "rating_value": Nullable(Number(1, 5)),
    "review_count": count,
    "best_rating": Const(5),
    "worst_rating": Const(1),
    "distribution": Record({str(k): count for k in range(1, 6)}),
}, name="AggregateRating")
REVIEWS = ListOf(REVIEW)
REVIEWS_DATASET = Record({
    "business": BUSINESS, "aggregate_rating": AGGREGATE_RATING, "review_count": count,
    "updated_at": Pattern("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z", "an RFC 3339 UTC time"),
    "reviews": REVIEWS,
}, name="ReviewsDataset")
SEARCH_RESULT = Record({"matched": count, "returned": Integer(0, routes.SEARCH_LIMIT_MAX),
                        "reviews": ArrayOf(REVIEW, routes.SEARCH_LIMIT_MAX)}, name="SearchResult")
SINCE_RESULT = Record({"since": Date(), "count": count, "reviews": REVIEWS}, name="SinceResult")
JSON_FEED_ITEM = Record({"id": text, "content_text": text, "_review": REVIEW}, extra=True)
JSON_FEED = Record({
    "version": Const(routes.JSON_FEED_VERSION), "title": text, "home_page_url": text,
    "feed_url": text, "hubs": ListOf(Record({"type": text, "url": text}, extra=True)),
    "items": ArrayOf(JSON_FEED_ITEM, routes.FEED_SIZE),
}, optional=("home_page_url", "feed_url", "hubs"), extra=True, name="JsonFeed")
# A validation problem as a client sees it (contract.problems.Problem.as_dict).
# The connector tools (search and fetch) in the shape ChatGPT connectors and deep research require.
CONNECTOR_RESULT_SIZE = routes.SEARCH_LIMIT_DEFAULT  # what one search returns; the model refines for more
CONNECTOR_HIT = Record({"id": name, "title": text, "url": Url()})
CONNECTOR_RESULTS = Record({"results": ArrayOf(CONNECTOR_HIT, CONNECTOR_RESULT_SIZE)})
CONNECTOR_DOCUMENT = Record({"id": name, "title": text, "text": text, "url": Url(),
                             "metadata": Record({}, extra=True)})
ISSUE = Record({"path": ListOf(PathPart()), "code": text, "message": text}, name="Issue")

# Every named record, as the OpenAPI document lists them under components.
NAMED = [REVIEW, BUSINESS, AGGREGATE_RATING, REVIEWS_DATASET, INSIGHTS_FILE, JSON_FEED, SEARCH_RESULT, SINCE_RESULT,
         ASPECT, TECHNICIAN, SERVICE, TOPIC, MONTH, SENTIMENT, FAQ_ENTRY, ISSUE]
