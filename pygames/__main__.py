"""`python -m pygames`: the command line lives in the lab (pygames/lab/cli.py), which the
browser never loads."""

import sys

from .lab.cli import main

sys.exit(main())
