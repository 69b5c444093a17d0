"""The page under its own Content-Security-Policy (web/index.html; the other tests bypass it,
see conftest.py): the engine's worker starts, the interpreter's WebAssembly compiles, a game
plays, the rooms' bundle loads, and nothing is refused by the policy."""

# Kept from before any script of the page runs: every violation the browser reports.
RECORD_VIOLATIONS = """
window.violations = [];
document.addEventListener('securitypolicyviolation',
  (event) => window.violations.push(event.violatedDirective + ' ' + event.blockedURI));
"""


def test_the_page_works_under_its_policy(browser, site_url):
    context = browser.new_context(bypass_csp=False)
    try:
        page = context.new_page()
        page.add_init_script(RECORD_VIOLATIONS)
        page.goto(site_url + "#agony-aunt/4242")
        page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
        page.wait_for_selector(".board-root svg, .board-root .card, .board-root button", timeout=30_000)
        loaded = page.evaluate("import('./runtime/rooms.js').then((m) => typeof m.joinRoom)")
        assert loaded == "function"
        assert page.evaluate("window.violations") == []
        # The policy is in force: a script given as text is refused.
        page.evaluate("() => { try { setTimeout('window.ran = true'); } catch {} }")
        page.wait_for_timeout(200)
        assert page.evaluate("window.ran") is None
        assert any("script-src" in entry for entry in page.evaluate("window.violations"))
    finally:
        context.close()
