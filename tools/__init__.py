"""Build, bench, browser and tutorial tools; run each from the repository's root as
`python3 -m tools.<role>.<module>` (the Makefile does)."""
