"""The page's Content-Security-Policy (web/index.html) and the online rooms' relays
(web/js/rooms/network.js) agree: the page may connect to every public relay a room uses, and to
nothing else but itself and a relay on this machine; only the site's own scripts run."""

import re
from pathlib import Path
from urllib.parse import urlsplit

WEB = Path(__file__).resolve().parents[2] / "web"


def policy():
    html = (WEB / "index.html").read_text()
    content = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    return {part.split()[0]: part.split()[1:] for part in content.split(";") if part.strip()}


def public_relays():
    text = (WEB / "js" / "rooms/network.js").read_text()
    listed = re.search(r"PUBLIC_RELAYS = Object\.freeze\(\[([^\]]+)\]", text).group(1)
    return re.findall(r'"(wss://[^"]+)"', listed)


def test_the_page_may_connect_to_every_public_relay_and_to_nothing_else():
    allowed = policy()["connect-src"]
    origins = {f"wss://{urlsplit(url).netloc}" for url in public_relays()}
    assert len(public_relays()) == 5 and origins <= set(allowed)
    assert set(allowed) - origins == {"'self'", "ws://127.0.0.1:*", "ws://localhost:*"}


def test_only_the_sites_own_scripts_run():
    rules = policy()
    assert rules["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert rules["default-src"] == ["'self'"] and rules["object-src"] == ["'none'"]
    everything = sum(rules.values(), [])
    assert "'unsafe-eval'" not in everything and "*" not in everything
