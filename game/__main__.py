"""Let `python -m game` run the same program as the `classified-info` script."""

import sys

from game.cli import main

sys.exit(main())
