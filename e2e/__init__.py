"""End-to-end tests in Chromium (a package, so their names may repeat those in tests/)."""
