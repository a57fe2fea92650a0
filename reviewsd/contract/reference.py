"""Writes docs/reference.md, the reference part of the interface, from the declarations themselves:
options, routes, search parameters, MCP tools and protocol constants. A test fails when the committed
file differs, so it cannot go stale: after a change, run `python -m reviewsd.contract.reference`.
"""
import sys
from pathlib import Path

from reviewsd.contract import params, routes, tools
from reviewsd.contract.shapes import Shape
from reviewsd.options import make_options

TARGET = Path(__file__).resolve().parents[2] / "docs" / "reference.md"
# Of Tornado's own options, the one the README documents; the others are Tornado's log file settings.
_TORNADO_OPTIONS_SHOWN = {"logging"}


def _cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _type(schema: dict) -> str:
    """A JSON Schema fragment in a few words: `integer 1..5`, `string, at most 200 characters`."""
    if "enum" in schema:
        return "one of " + ", ".join(f"`{v}`" for v in schema["enum"])
    if "const" in schema:
        return f"`{schema['const']}`"
    kind = schema.get("type", "any")
    kind = " or ".join(kind) if isinstance(kind, list) else kind
    if "format" in schema:
        kind += f" ({schema['format']})"
    if "minimum" in schema or "maximum" in schema:
        kind += f" {schema.get('minimum', '')}..{schema.get('maximum', '')}"
    if schema.get("minLength"):
        kind += ", not blank"
    if "maxLength" in schema:
        kind += f", at most {schema['maxLength']} characters"
    return kind


def _param_rows(parameter_set: params.Params) -> list[str]:
    rows = ["| name | type | required | default | meaning |", "|---|---|---|---|---|"]
    for p in parameter_set.params:
        default = "" if p.default is None else f"`{p.default}`"
        rows.append(f"| `{p.name}` | {_cell(_type(p.shape.json_schema()))} | {'yes' if p.required else 'no'} "
                    f"| {default} | {_cell(p.description)} |")
    return rows


def _fields(shape: Shape) -> str:
    schema = shape.json_schema()
    return ", ".join(f"`{name}`" for name in schema.get("properties", {}))


def options_section() -> list[str]:
    parser = make_options()
    lines = ["## Options", "", "Give them as `--name=value`, or as `name = value` lines in the file named by "
             "`--config`; the command line wins.", "", "| option | default | meaning |", "|---|---|---|"]
    for option in parser._options.values():  # in the order options.py defines them
        ours = Path(option.file_name or "").name == "options.py" and "tornado" not in (option.file_name or "")
        if ours or option.name in _TORNADO_OPTIONS_SHOWN:
            lines.append(f"| `{option.name}` | `{option.default}` | {_cell(option.help or '')} |")
    return lines


def routes_section() -> list[str]:
    lines = ["## Routes", "", "| method | path | what |", "|---|---|---|"]
    for route in routes.ROUTES:
        lines.append(f"| {', '.join(route.methods)} | `{route.path}` | {_cell(route.summary)} |")
    return lines


def search_section() -> list[str]:
    return ["## Search parameters", "",
            f"`GET {routes.SEARCH}` takes these as query parameters, and the MCP tool `search_reviews` as "
            "arguments. Unknown query parameters are ignored; unknown tool arguments are refused. `since` "
            "must not be later than `until`.", "", *_param_rows(params.SEARCH)]


def tools_section() -> list[str]:
    lines = ["## MCP tools", "",
             f"Protocol versions: {', '.join(f'`{v}`' for v in routes.MCP_VERSIONS)} (newest first). Every tool "
             "is read-only. A successful result has `structuredContent` matching the tool's `outputSchema` and "
             "the same JSON as text; an error result has `isError: true` and the detail as JSON text only "
             "(`{error, message, issues}`)."]
    for spec in tools.SPECS:
        lines += ["", f"### `{spec.name}`: {spec.title}", "", spec.description, ""]
        if spec.arguments.params:
            lines += _param_rows(spec.arguments)
        else:
            lines.append("No arguments.")
        lines += ["", f"Result fields: {_fields(spec.result)}."]
    return lines


def constants_section() -> list[str]:
    return ["## Limits and constants", "", "| what | value |", "|---|---|",
            f"| reviews in each feed | {routes.FEED_SIZE} |",
            f"| search results: default and most | {routes.SEARCH_LIMIT_DEFAULT} and {routes.SEARCH_LIMIT_MAX} |",
            f"| characters in a search text or name | at most {routes.QUERY_MAX_CHARS} |",
            f"| WebSub topics | {', '.join(f'`{t}`' for t in routes.TOPICS)} |",
            f"| WebSub hub | `{routes.HUB}` |",
            f"| MCP session header | `{routes.MCP_SESSION_HEADER}` |",
            f"| MCP version header | `{routes.MCP_VERSION_HEADER}` |",
            f"| API version (OpenAPI) | `{routes.API_VERSION}` |"]


def render() -> str:
    lines = ["# reviewsd reference", "",
             "Generated from `reviewsd/contract/` and `reviewsd/options.py` by "
             "`python -m reviewsd.contract.reference`; do not edit by hand. What these mean and how they fit "
             "together: [interface.md](interface.md).", "",
             *options_section(), "", *routes_section(), "", *search_section(), "", *tools_section(), "",
             *constants_section()]
    return "\n".join(lines) + "\n"


def main() -> int:
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
