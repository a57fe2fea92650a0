"""The `reviewsd` command line: the daemon by default, or one of the COMMANDS.

A command is one row of COMMANDS: its word, where its `run(options) -> int` lives (imported only when
it runs, so the daemon never loads the importers and a command never loads the web stack), a line
for --help, the words it takes (each also an option of the same name, `--file=...`), and the options
only it takes. Every command shares the daemon's option handling: `--name=value` before or after the
command word, and `--config=PATH` (whose `data_dir` then applies to `import` and `add` too).
"""
import importlib
import io
import re
import sys
from dataclasses import dataclass
from typing import Callable

from reviewsd import __version__, options as opts

USAGE = "reviewsd [COMMAND [ARGUMENTS]] [--name=value ...]"


@dataclass(frozen=True)
class Command:
    target: str  # "module:function", the function being run(options) -> exit status
    summary: str
    arguments: tuple = ()  # the words after the command word, by option name
    define: Callable | None = None  # defines the options only this command takes

    def usage(self, word: str) -> str:
        return " ".join([word, *(a.upper() for a in self.arguments)])


DAEMON = Command("reviewsd.main:run_daemon", "serve data_dir over HTTP (with --check: validate it and exit)")

COMMANDS = {
    "import": Command("reviewsd.publish.commands:run_import",
                      "merge an export (Google Business Profile JSON or CSV) into data_dir/reviews.json",
                      arguments=("file",), define=opts.define_import),
    "add": Command("reviewsd.publish.commands:run_add",
                   "add one review to data_dir/reviews.json and print its id", define=opts.define_add),
    "insights": Command("reviewsd.insights.command:run",
                        "print the insights derived from data_dir's reviews (to curate and publish as "
                        "insights.json); with --check, validate them"),
}


class UsageError(Exception):
    pass


def split(argv: list) -> tuple[list, list]:
    """(options, words): what starts with '-' is an option, anything after '--' is a word."""
    options: list[str] = []
    words: list[str] = []
    rest = iter(argv)
    for arg in rest:
        if arg == "--":
            words.extend(rest)
        elif arg.startswith("-") and arg != "-":
            options.append(arg)
        else:
            words.append(arg)
    return options, words


def resolve(words: list) -> tuple[str | None, Command, list]:
    if not words:
        return None, DAEMON, []
    word, *arguments = words
    command = COMMANDS.get(word)
    if command is None:
        raise UsageError(f"unknown command {word!r}; the commands are {', '.join(COMMANDS)}")
    if len(arguments) > len(command.arguments):
        extra = " ".join(arguments[len(command.arguments):])
        raise UsageError(f"`reviewsd {command.usage(word)}` was given more words than it takes: {extra!r} "
                         "(options are written --name=value)")
    return word, command, arguments


def wants_help(option_args: list) -> bool:
    # Tornado's own --help prints its list and exits while the command line is still being read,
    # before the command is known; so --help is taken out and answered here.
    return any(re.fullmatch(r"--?help(=(true|1|yes))?", a, re.I) for a in option_args)


def parse(argv: list):
    """(options, the command's word or None, the command, help wanted) for a full argv, program name first."""
    option_args, words = split(argv[1:])
    word, command, arguments = resolve(words)
    help_wanted = wants_help(option_args)
    option_args = [a for a in option_args if not re.fullmatch(r"--?help(=.*)?", a, re.I)]
    options = opts.parse_options([argv[0], *option_args], command.define)
    for name, value in zip(command.arguments, arguments, strict=False):
        setattr(options, name, value)
    if word and not help_wanted and not options.version:
        for name in command.arguments:
            if getattr(options, name) is None:
                raise UsageError(f"`reviewsd {word}` needs {name.upper()}: reviewsd {command.usage(word)} ...")
    return options, word, command, help_wanted


def main(argv=None) -> int:
    argv = list(sys.argv if argv is None else argv)
    try:
        options, word, command, help_wanted = parse(argv)
    except (UsageError, opts.OptionsError) as e:
        print(f"reviewsd: {e} (see reviewsd --help)", file=sys.stderr)
        return 2
    if help_wanted:
        print_help(options, word, command)
        return 0
    if options.version:
        print(f"reviewsd {__version__}")
        return 0
    module, function = command.target.split(":")
    return getattr(importlib.import_module(module), function)(options)


def print_help(options, word, command) -> None:
    out = sys.stdout
    if word:
        print(f"Usage: reviewsd {command.usage(word)} [--name=value ...]\n\n{command.summary}.", file=out)
    else:
        print(f"Usage: {USAGE}\n\nWith no command: {DAEMON.summary}.\n\nCommands:", file=out)
        for name, row in COMMANDS.items():
            print(f"  {row.usage(name):<14} {row.summary}", file=out)
        print("\n`reviewsd COMMAND --help` lists the options of that command too.", file=out)
    # Tornado's list of options, under headings an operator can read rather than the defining files.
    text = io.StringIO()
    options.print_help(text)
    body = text.getvalue().split("\nOptions:\n", 1)[1]
    body = re.sub(r"^\S*reviewsd/options\.py options:$", "reviewsd options:", body, flags=re.M)
    body = re.sub(r"^\S*tornado/log\.py options:$", "Logging options:", body, flags=re.M)
    print("\n" + body.strip("\n") + "\n", file=out)
