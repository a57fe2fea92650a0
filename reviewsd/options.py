"""Every option of the daemon, defined in one place with its help text (interface.md section 1).

Options live on a fresh `tornado.options.OptionParser` per call rather than on the global one, so a
test can build as many differently configured daemons in one process as it likes.
"""
import sys

from tornado.log import define_logging_options
from tornado.options import Error as OptionsError, OptionParser

__all__ = ["OptionsError", "make_options", "parse_options"]


def _define(parser: OptionParser) -> None:
    d = parser.define
    d("config", type=str, default=None, help="config file of `name = value` lines (see etc/reviewsd.conf)")
    d("address", default="127.0.0.1", help="address to listen on")
    d("port", default=8080, help="port to listen on")
    d("base_url", default="", help="public URL prefix for links, topics and the hub (default http://ADDRESS:PORT)")
    d("data_dir", default="data", help="directory holding reviews.json and the optional insights.json")
    d("state_dir", default="state", help="directory for the subscription table and the last good data")
    d("watch_interval", default=1.0, help="seconds between checks of the data files for changes")
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
      help="seconds a connection may sit idle, or take to send a request's headers, before it is closed")
    d("http_body_timeout", default=20.0, help="seconds a client may take to send a request body")
    d("behind_proxy", default=False, help="trust X-Forwarded-For/X-Real-Ip and X-Scheme from a reverse proxy")
    d("mcp_allowed_origins", default="*", help="comma-separated browser origins allowed to call /mcp; * for any")
    d("mcp_max_sessions", default=10000, help="most MCP sessions kept at once")
    d("mcp_session_idle", default=3600.0, help="seconds after which an unused MCP session ends")
    d("derive_insights", default=True,
      help="with no insights.json in data_dir, derive the insights from the verified reviews; False serves none")
    d("check", default=False, help="validate data_dir, print every problem, exit 0 (valid) or 1 (invalid)")
    define_logging_options(parser)


def make_options(**overrides) -> OptionParser:
    """Options at their defaults, with `overrides` applied: the way tests configure a daemon."""
    parser = OptionParser()
    _define(parser)
    for name, value in overrides.items():
        setattr(parser, name, value)
    _derive(parser)
    return parser


def parse_options(argv=None) -> OptionParser:
    """Command line, then the --config file, then the command line again so that it wins."""
    argv = list(sys.argv if argv is None else argv)
    parser = OptionParser()
    _define(parser)
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


def _derive(parser: OptionParser) -> None:
    if not parser.base_url:
        parser.base_url = f"http://{parser.address}:{parser.port}"
    parser.base_url = parser.base_url.rstrip("/")
