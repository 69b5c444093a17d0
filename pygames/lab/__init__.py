"""The lab: what the command line runs and the browser never loads. Arenas, the strength
table, search speeds, the Agnès solver's bench, the hint walk, the review's level runs, and the
parallel runner under them all (processes, or a Dask cluster, installed by the extra
pygames[cluster] and imported only for --dask). tools/build/site.py leaves this package out of
the site's pygames.zip; it imports the engine, never the other way round
(tests/project/test_imports.py)."""
