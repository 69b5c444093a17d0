"""The online rooms' end-to-end tests (e2e/rooms/), run in a network namespace of their own:
WebRTC needs an interface that is not loopback, and the namespace's reaches nothing outside
(tools/browsers/room_network.py). They run in one pytest started inside it, beside a local Nostr relay
(one browser, one relay and one engine snapshot for them all); as a user without root or
password-less sudo, they are skipped with the reason."""

import subprocess
import sys
from pathlib import Path

import pytest

from tools.browsers.room_network import inside, namespace_command

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(inside(), reason="already inside the rooms' network namespace")
def test_rooms_in_their_network_namespace():
    command, reason = namespace_command(
        [sys.executable, "-m", "pytest", "e2e/rooms", "-n", "0", "-q", "-rs", "-p", "no:cacheprovider",
         "--output", "e2e/artifacts/test-results-rooms"])
    if command is None:
        pytest.skip(reason)
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    print(done.stdout[-3000:])  # what ran and what was skipped, shown with -rP or on failure
    assert done.returncode == 0, done.stdout[-8000:] + done.stderr[-2000:]
