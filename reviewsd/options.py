"""Every option of the daemon, defined in one place with its help text (docs/interface.md section 1).
The list in docs/reference.md is generated from these definitions.

Options live on a fresh `tornado.options.OptionParser` per call rather than on the global one, so a
test can build as many differently configured daemons in one process as it likes.
"""
import sys

from tornado.log import define_logging_options
from tornado.options import Error as OptionsError, OptionParser

from reviewsd.mcp.origin import origin_of

__all__ = ["OptionsError", "define_add", "define_import", "make_options", "parse_options"]


def _define(parser: OptionParser) -> None:
    d = parser.define
    d("config", type=str, default=None, help="config file of `name = value` lines (see etc/reviewsd.conf)")
    d("address", default="127.0.0.1", help="address to listen on")
    d("port", default=8080, help="port to listen on")
    d("base_url", default="", help="public URL prefix for links, topics and the hub (default http://ADDRESS:PORT)")
    d("data_dir", default="data", help="directory holding reviews.json and the optional insights.json")
    d("state_dir", default="state", help="directory for the subscription table and the last good data")
    d("watch_interval", default=0.25,
      help="seconds between checks of the data files for changes (each check is a few stat calls)")
    d("load_timeout", default=120.0,
      help="seconds a load of the data files may take before it is abandoned and reported (a hung filesystem)")
    d("data_max_mb", default=512,
      help="largest data file in MB that is loaded (loading takes about 10 times its size in memory); "
           "a larger one is refused and reported, by --check too")
    d("snapshot_interval", default=5.0, help="seconds between writes of a changed subscription table")
    d("hub_lease_default", default=86400, help="lease in seconds when a subscriber asks for none")
    d("hub_lease_min", default=60, help="shortest lease in seconds; shorter requests are raised to it")
    d("hub_lease_max", default=2592000, help="longest lease in seconds; longer requests are cut to it")
    d("hub_max_subscriptions", default=10000, help="most active plus pending subscriptions in all")
    d("hub_timeout", default=10.0, help="seconds allowed for one verification or delivery request")
    d("hub_retry_delay", default=30.0, help="seconds before the first retry of a failed delivery; doubles")
    d("hub_allow_private_callbacks", default=False,
      help="allow callbacks on loopback/private/link-local addresses (for tests only)")
    d("hub_ca_certs", type=str, default=None, help="CA bundle for callback certificates (default: system CAs)")
    d("http_idle_timeout", default=20.0,
      help="seconds a connection may sit idle, take to send a request's headers, or take to read the next "
           "256 KiB of an answer, before it is closed")
    d("http_body_timeout", default=20.0, help="seconds a client may take to send a request body")
    d("rate_limit", default=20.0,
      help="requests per second one client address may make to search, since, one review, MCP tools/call, "
           "resources/read and completion/complete, and the hub "
           "(bursts of twice that; past it 429 with Retry-After); 0 turns the limit off")
    d("behind_proxy", default=False, help="trust X-Forwarded-For/X-Real-Ip and X-Scheme from a reverse proxy")
    d("mcp_allowed_origins", default="",
      help="comma-separated browser origins allowed to call /mcp (default: the origin of base_url); * for any")
    d("mcp_max_sessions", default=10000,
      help="most MCP sessions kept at once; one client address may hold a tenth of them (at least 10)")
    d("mcp_session_idle", default=3600.0, help="seconds after which an unused MCP session ends")
    d("derive_insights", default=True,
      help="with no insights.json in data_dir, derive the insights from the verified reviews; False serves none")
    d("check", default=False, help="validate data_dir, print every problem, exit 0 (valid) or 1 (invalid)")
    d("version", default=False, help="print the version and exit")
    define_logging_options(parser)


# The options only one command takes (interface.md section 7); reviewsd.cli adds them to the parser
# when that command runs, so `reviewsd add --help` lists them and the daemon's --help does not.

def define_import(parser: OptionParser) -> None:
    d = parser.define
    d("file", type=str, default=None, group="reviewsd import FILE",
      help="the export to merge (also given as the word after `import`)")
    d("format", type=str, default=None, group="reviewsd import FILE",
      help="gbp (Google Business Profile reviews JSON) or csv; default: from the file name's extension")


def define_add(parser: OptionParser) -> None:
    def d(name, **kw):
        parser.define(name, group="reviewsd add", **kw)
    d("author", type=str, default=None, help="the reviewer's display name (required)")
    d("rating", type=int, default=None, help="stars, 1 to 5 (required)")
    d("text", type=str, default=None, help="the review text; none for a rating-only review")
    d("date", type=str, default=None, help="YYYY-MM-DD (default: today, UTC)")
    d("source", type=str, default="direct", help="where the review was given, e.g. google, email, phone")
    d("source_url", type=str, default=None, help="the review's address at its source, if it has one")
    d("author_avatar_url", type=str, default=None, help="an http(s) URL of the reviewer's picture")
    d("unverified", default=False, help="store it with verified false: kept in the file, never published")


def make_options(**overrides) -> OptionParser:
    """Options at their defaults, with `overrides` applied: the way tests configure a daemon."""
    parser = OptionParser()
    _define(parser)
    for name, value in overrides.items():
        setattr(parser, name, value)
    _derive(parser)
    return parser


def parse_options(argv=None, define_more=None) -> OptionParser:
    """Command line, then the --config file, then the command line again so that it wins.

    `argv` holds options only (reviewsd.cli takes the command word and its arguments out first);
    `define_more` adds a command's own options.
    """
    argv = list(sys.argv if argv is None else argv)
    parser = OptionParser()
    _define(parser)
    if define_more:
        define_more(parser)
    _refuse_unknown(parser, argv[1:])
    try:
        parser.parse_command_line(argv, final=False)
    except ValueError as e:  # Tornado lets a bad value's ValueError through
        raise OptionsError(f"invalid option value: {e}") from None
    if parser.config:
        try:
            parser.parse_config_file(parser.config, final=False)
        except OSError as e:
            raise OptionsError(f"cannot read the config file {parser.config}: {e.strerror}") from None
        except (SyntaxError, ValueError, NameError, TypeError) as e:
            raise OptionsError(f"the config file {parser.config} is not valid (`name = value` lines): {e}") from None
        parser.parse_command_line(argv, final=False)
    # Parse callbacks are not run: Tornado's only one would install its log handler, and
    # reviewsd.logs decides the log format (journald or terminal) itself.
    _derive(parser)
    return parser


def _refuse_unknown(parser: OptionParser, args: list) -> None:
    """One line naming the unknown option; Tornado would print the whole help first and bury it."""
    known = {name.replace("-", "_") for name in parser}
    for arg in args:
        name = arg.lstrip("-").partition("=")[0].replace("-", "_")
        if name not in known:
            raise OptionsError(f"unknown option --{name}")


def _derive(parser: OptionParser) -> None:
    if not parser.base_url:
        parser.base_url = f"http://{parser.address}:{parser.port}"
    parser.base_url = parser.base_url.rstrip("/")
    if not parser.mcp_allowed_origins:
        parser.mcp_allowed_origins = origin_of(parser.base_url)
