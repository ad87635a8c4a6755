"""A crash writes a log to the data folder and tells the player where it is.

A windowed bundle has no console, so an uncaught error must leave a file
behind (and a message box where the platform has one) instead of vanishing.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from pathlib import Path
from typing import Callable

from game import __version__
from game.storage.home import subfolder


def crash_report(error: BaseException) -> str:
    """The traceback and what the game ran on."""
    details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return (f"classified-info {__version__} on Python {platform.python_version()}, "
            f"{platform.platform()}, {'bundled' if getattr(sys, 'frozen', False) else 'from source'}\n\n"
            f"{details}")


def write_crash_log(error: BaseException) -> Path:
    """Save the report in a new file (two crashes in one second keep both); OSError if it cannot."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = subfolder("logs")
    for n in range(1, 1000):
        path = folder / (f"crash-{stamp}.log" if n == 1 else f"crash-{stamp}-{n}.log")
        try:
            with path.open("x", encoding="utf-8") as log:
                log.write(crash_report(error))
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"too many crash logs named crash-{stamp} in {folder}")


def guarded(main: Callable[[], int]) -> int:
    """Run `main`; on an uncaught error, log it and say where the log is."""
    try:
        return main()
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as error:  # the last line of defence: every crash gets a log
        try:
            path = write_crash_log(error)
            message = f"Classified Information stopped because of an unexpected error. A report was saved to {path}"
        except OSError as log_error:
            print(crash_report(error), file=sys.stderr)
            message = ("Classified Information stopped because of an unexpected error. The report above could "
                       f"not be saved to the data folder ({log_error.strerror or log_error}).")
        print(message, file=sys.stderr)
        _tell_the_player(message)
        return 70


def _tell_the_player(message: str) -> None:
    """Show the message in a window when pygame's display can (no console in a bundle)."""
    if "pygame" not in sys.modules:
        return
    try:
        import pygame
        pygame.display.message_box("Classified Information", message, "error")
    except Exception:  # a message box is a courtesy; the log and stderr carry the facts
        pass
