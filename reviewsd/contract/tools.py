"""The MCP tools as agents see them: name, title, description, arguments and result, declared once.

mcp/tools.py gives each a function; tools/list, the argument checks and the reference are all read
from here, so what an inputSchema refuses the tool refuses, and what it allows the tool accepts.
"""
from dataclasses import dataclass

from reviewsd.contract import params, records
from reviewsd.contract.records import count
from reviewsd.contract.shapes import Choice, ListOf, Nullable, Record, Text

# Reviews returned with a technician or a service.
MENTION_EXAMPLES = 5


@dataclass(frozen=True)
class ToolSpec:
    name: str
    title: str
    description: str
    arguments: params.Params
    result: Record

    def definition(self) -> dict:
        """The tool as tools/list lists it."""
        return {
            "name": self.name, "title": self.title, "description": self.description,
            "inputSchema": self.arguments.input_schema(), "outputSchema": self.result.json_schema(),
            "annotations": {"title": self.title, "readOnlyHint": True, "destructiveHint": False,
                            "idempotentHint": True, "openWorldHint": False},
        }


def _result(**fields) -> Record:
    """A tool's result: these fields, all present; more may be added later."""
    return Record(fields, extra=True)


SPECS = (
    ToolSpec("get_business", "Business and rating",
             "The business's details (name, contact, address, hours, service areas) with its aggregate star "
             "rating and the number of verified reviews.",
             params.NO_ARGUMENTS,
             _result(business=records.BUSINESS, aggregate_rating=records.AGGREGATE_RATING, review_count=count)),
    ToolSpec("search_reviews", "Search reviews",
             "Verified reviews matching every given filter, newest first. `matched` counts all matches; "
             "`reviews` holds the first `limit` of them.",
             params.SEARCH, records.SEARCH_RESULT),
    ToolSpec("get_reviews_since", "Reviews since a date",
             "Verified reviews dated on or after `date`, newest first: `count` of them all and the newest `limit`.",
             params.SINCE, records.SINCE_RESULT),
    ToolSpec("get_aspect_sentiment", "Sentiment on one aspect",
             "How customers feel about one aspect of the service (e.g. timeliness, price): counts, share "
             "positive, score from -1 to 1, typical phrases and example review ids.",
             params.name_argument("aspect", "aspect id or label, as listed by list_aspects"), records.ASPECT),
    ToolSpec("list_aspects", "Aspects customers talk about",
             "Every aspect of the service found in the reviews, with how often it is mentioned and how positively.",
             params.NO_ARGUMENTS, _result(aspects=ListOf(records.ASPECT_SUMMARY))),
    ToolSpec("get_technician", "A technician's reviews",
             "What customers say about one technician: mention count, sentiment, and the newest reviews naming them.",
             params.name_argument("name", "technician name (case-insensitive)"),
             _result(technician=records.TECHNICIAN, reviews=records.REVIEWS)),
    ToolSpec("get_service", "A service's reviews",
             "What customers say about one service: mention count, sentiment, and the newest reviews mentioning it.",
             params.name_argument("service", "service id or label (case-insensitive)"),
             _result(service=records.SERVICE, reviews=records.REVIEWS)),
    ToolSpec("get_trend", "Rating and sentiment trend",
             "Month by month review counts, average rating and sentiment, and whether things are improving, "
             "stable or declining.",
             params.NO_ARGUMENTS, _result(monthly=ListOf(records.MONTH), trend=Choice(*records.TRENDS))),
    ToolSpec("get_faq", "Questions answered by the reviews",
             "Common customer questions answered from the reviews, with the ids of the reviews behind each answer.",
             params.NO_ARGUMENTS, _result(faq=ListOf(records.FAQ_ENTRY))),
    ToolSpec("get_summary", "Editorial summary",
             "A short editorial summary of the reviews, a representative quote, the overall sentiment and the "
             "main topics.",
             params.NO_ARGUMENTS,
             _result(summary=Nullable(Text()), pull_quote=Nullable(Text()), overall_sentiment=records.SENTIMENT,
                     topics=ListOf(records.TOPIC))),
    ToolSpec("search", "Search reviews (connector)",
             "Find verified reviews whose text holds the query's phrase, or else all of its words, newest first "
             f"(at most {records.CONNECTOR_RESULT_SIZE}). Returns ids to pass to fetch, titles and citable URLs. "
             "For filters by rating, date, technician or service use search_reviews.",
             params.CONNECTOR_SEARCH, records.CONNECTOR_RESULTS),
    ToolSpec("fetch", "Fetch one review (connector)",
             "One verified review by the id search returned: its full text, rating, author, date, the owner's "
             "reply, and its citable URL.",
             params.name_argument("id", "a review id, as search returns it"), records.CONNECTOR_DOCUMENT),
)
BY_NAME = {spec.name: spec for spec in SPECS}
