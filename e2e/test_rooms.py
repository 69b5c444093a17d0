"""The online rooms' end-to-end tests (e2e/rooms/), run in a network namespace of their own:
WebRTC needs an interface that is not loopback, and the namespace's reaches nothing outside
(tools/room_network.py). Each test file runs in a pytest started inside it, beside a local Nostr
relay; as a user without root or password-less sudo, they are skipped with the reason."""

import subprocess
import sys
from pathlib import Path

import pytest

from room_network import inside, namespace_command

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(path.name for path in (ROOT / "e2e" / "rooms").glob("test_*.py"))


@pytest.mark.skipif(inside(), reason="already inside the rooms' network namespace")
@pytest.mark.parametrize("name", FILES)
def test_rooms_in_their_network_namespace(name):
    command, reason = namespace_command(
        [sys.executable, "-m", "pytest", f"e2e/rooms/{name}", "-n", "0", "-q", "-p", "no:cacheprovider",
         "--output", "e2e/artifacts/test-results-rooms"])
    if command is None:
        pytest.skip(reason)
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
