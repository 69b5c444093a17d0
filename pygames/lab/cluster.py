"""Dask for the long runs of `python -m pygames` (--dask ADDRESS), kept outside the engine:
pygames is standard library only and runs in the browser as it is. Installed by the extra
pygames[cluster]; the workers need pygames installed too."""

from contextlib import contextmanager

from distributed import Client


@contextmanager
def executor(address):
    """A concurrent.futures Executor on the Dask cluster whose scheduler is at `address`.
    Leaving the block closes this client only: the cluster keeps running."""
    with Client(address) as client:
        # Not pure: the same task twice is played twice, as the processes' pool does.
        yield client.get_executor(pure=False)
