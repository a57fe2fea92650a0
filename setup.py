"""Packaging for reviewsd: the daemon, its console script, and the test extra."""
import re
from pathlib import Path

from setuptools import find_packages, setup

VERSION = re.search(
    r'^__version__ = "([^"]+)"', Path(__file__).with_name("reviewsd").joinpath("__init__.py").read_text(), re.M
).group(1)

setup(
    name="reviewsd",
    version=VERSION,
    description="Publishes the verified customer reviews of one business over HTTP/JSON, feeds, MCP and WebSub",
    long_description=Path(__file__).with_name("README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    license="MIT",
    python_requires=">=3.11",
    packages=find_packages(include=["reviewsd", "reviewsd.*"]),
    # The pages' templates and scripts are read at run time: an installed wheel must hold them.
    package_data={"reviewsd.pages": ["templates/*", "static/*"], "reviewsd.insights": ["text_model.json", "text_model.weights"]},
    install_requires=[
        "tornado>=6.4",
        "ujson>=5.8",
        "voluptuous>=0.13.1",
        # Derived insights: VADER's human-rated sentiment lexicon (MIT), shipped inside the wheel, so
        # nothing is downloaded at run time. We use its lexicon with rules of our own (insights/sentiment.py).
        "vaderSentiment>=3.3.2",
    ],
    extras_require={
        "test": [
            "pytest>=8.0",
            # pytest-tornado is unmaintained: it imports pkg_resources, which setuptools 82 removed.
            "pytest-tornado>=0.8.1",
            "setuptools<82",
            "feedparser>=6.0",
            "jsonschema>=4.20",
            # The official MCP SDK, to drive /mcp as real agents do (its 2.x Client has the auto and
            # legacy connection modes the tests exercise).
            "mcp>=2.3",
            # Real certificates for the HTTPS subscribers the hub tests run on 127.0.0.1.
            "trustme>=1.1",
            # Property-based fuzzing: of the HTTP interface from its own OpenAPI document, and of the
            # pure parsers and validators.
            "schemathesis>=4.0",
            "hypothesis>=6.100",
            # make test runs the suite on every core (-n auto): each test starts its own daemons on
            # free ports in its own temporary directories (the one shared 100,000-review set is renamed
            # into place whole, bench/run.py data_set), so they need no order; on two cores the suite
            # takes under 3 minutes instead of 4m40s.
            "pytest-xdist>=3.5",
            # make lint (run by make test): the configuration is in pyproject.toml.
            "ruff>=0.6",
            "mypy>=1.10",
        ],
    },
    entry_points={"console_scripts": ["reviewsd = reviewsd.main:main"]},
    classifiers=[
        "Framework :: Tornado",
        "Programming Language :: Python :: 3.11",
        "Topic :: Internet :: WWW/HTTP :: HTTP Servers",
    ],
)
