"""`classified-info serve`: the server two friends play through, each in their own home.

Listens on 127.0.0.1 unless told otherwise (docs/ONLINE.md says how to open it
to a friend); keeps its games in CLASSIFIED_INFO_HOME/server/ and resumes them
when started again. Logs go to stderr and name games by id, never by code.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.cli.options import positive_float

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `serve` and its options."""
    parser = subparsers.add_parser(
        "serve", help="host games for friends playing over the network",
        description="Run the server two people connect to from their own homes to play each other. "
                    "Prints the address it listens on; runs until stopped (Ctrl-C). Games survive a "
                    "restart: players resume them with their seat tokens.")
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to listen on (default {DEFAULT_HOST}: this machine only; 0.0.0.0 for all)")
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free)")
    parser.add_argument("--certfile", type=Path, metavar="FILE", help="certificate chain (PEM) for wss://")
    parser.add_argument("--keyfile", type=Path, metavar="FILE", help="the certificate's private key (PEM)")
    parser.add_argument("--idle-timeout", type=positive_float, default=300.0, metavar="S",
                        help="close a connection that sends nothing for S seconds (default 300)")
    parser.add_argument("--abandon-after", type=positive_float, default=600.0, metavar="S",
                        help="a player away for S seconds loses the game (default 600)")
    return parser


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port; give a whole number from 0 to 65535")
    return port


def run(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    import ssl

    from game.cli.errors import EXIT_USAGE
    from game.online.folder import ServerFolder
    from game.online.server import Limits, run_server, tls_context

    if (args.certfile is None) != (args.keyfile is None):
        print("serve: give --certfile and --keyfile together (or neither, for ws:// without TLS).", file=sys.stderr)
        return EXIT_USAGE
    tls = None
    if args.certfile is not None:
        try:
            tls = tls_context(args.certfile, args.keyfile)
        except (OSError, ssl.SSLError) as error:
            print(f"serve: cannot use {args.certfile} and {args.keyfile} for TLS ({error}); give a PEM "
                  "certificate chain and its key.", file=sys.stderr)
            return EXIT_USAGE
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    folder = ServerFolder()
    limits = Limits(idle_timeout=args.idle_timeout, abandon_after=args.abandon_after)

    def started(address: str) -> None:
        print(f"Serving games on {address} (games kept in {folder.path})", flush=True)

    try:
        asyncio.run(run_server(folder, args.host, args.port, tls, limits, started))
    except OSError as error:
        print(f"serve: cannot listen on {args.host}:{args.port} ({error.strerror or error}); choose another "
              "--port or stop what uses it.", file=sys.stderr)
        return 1
    finally:
        folder.release()
    return 0
