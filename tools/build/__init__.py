"""The build: the site in dist/, its catalogs, icons, the trimmed standard library, and the static server."""
