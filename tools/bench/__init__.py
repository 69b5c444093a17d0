"""The benchmarks `make bench` runs: the page's load, the computers' moves, a first visit on slow networks, the rooms."""
