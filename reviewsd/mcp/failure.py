"""The one way a tool says the agent asked for something it can fix (an unknown aspect, review or name).

Its own module so that every module of tool functions (tools.py, connector.py) can raise it, and
tools.call, which turns it into a result with isError, can import them all without a cycle.
"""


class ToolFailure(Exception):
    """A problem the agent can fix: answered as a result with isError, never as a protocol error."""

    def __init__(self, message: str, issues=None):
        super().__init__(message)
        self.message = message
        self.issues = issues
