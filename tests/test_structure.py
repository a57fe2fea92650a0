"""The package's structure: every module imports alone, and no module imports itself through others."""
import ast
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "reviewsd"


def modules() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found.append(".".join(parts))
    return found


def imports_of(module: str, known: set[str]) -> set[str]:
    """The reviewsd modules `module` imports, wherever in the file (a deferred import is still a dependency)."""
    path = PACKAGE.parent / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = PACKAGE.parent / module.replace(".", "/") / "__init__.py"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                name = f"{node.module}.{alias.name}"
                found.add(name if name in known else node.module)
    return {m for m in found if m in known and m != module}


def test_no_module_imports_a_module_that_imports_it():
    known = set(modules())
    graph = {m: imports_of(m, known) for m in known}
    cycles = []

    def visit(module, trail):
        for target in sorted(graph[module]):
            if target in trail:
                cycles.append(trail[trail.index(target):] + [target])
            elif target not in done:
                visit(target, trail + [target])
        done.add(module)

    done: set[str] = set()
    for module in sorted(known):
        if module not in done:
            visit(module, [module])
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


@pytest.fixture(scope="module")
def imported_alone() -> dict:
    """module -> the CompletedProcess of `import module` in a fresh interpreter. All of them at once,
    one per core: each is a second of mostly imports, and there are dozens."""
    def attempt(module):
        return subprocess.run([sys.executable, "-c", f"import {module}"], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return dict(zip(modules(), pool.map(attempt, modules()), strict=True))


@pytest.mark.parametrize("module", modules())
def test_each_module_imports_alone_in_a_fresh_interpreter(module, imported_alone):
    result = imported_alone[module]
    assert result.returncode == 0, result.stderr


def test_routes_and_protocol_constants_are_written_only_in_the_contract():
    """A path, a protocol version or a header name written as a literal elsewhere would drift from
    contract/routes.py; every module must read it from there."""
    from reviewsd.contract import routes
    values = {*(r.path for r in routes.ROUTES), *routes.TOPICS, *routes.MCP_VERSIONS, routes.MCP_SESSION_HEADER,
              routes.MCP_VERSION_HEADER, routes.JSON_FEED_VERSION, routes.API_VERSION}
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "routes.py" and path.parent.name == "contract":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and node.value in values and node.value != "/":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    assert not found, "written outside reviewsd/contract/routes.py:\n" + "\n".join(found)
