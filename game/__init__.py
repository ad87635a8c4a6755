"""Classified Information: a two-player hidden-information card game (unofficial fan implementation)."""

from importlib import metadata

try:
    __version__: str = metadata.version("classified-info")
except metadata.PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.1.0"
