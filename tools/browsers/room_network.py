"""The online rooms' test network: a network namespace of the tests' own, and a Nostr relay.

WebRTC between two Chromium pages needs an interface that is not loopback. As root, a new
network namespace with a pair of virtual interfaces gives one that reaches nothing outside
(NAMESPACE_SETUP): the rooms' tests (e2e/rooms/, started there by e2e/test_rooms.py) and their
benchmark (tools/bench/rooms.py) run there, beside the site's server and a local Nostr relay
(PyPI's nostr-relay, the kind of server Trystero's Nostr strategy signals through in
production).
"""

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

INSIDE = "CARDTABLE_ROOM_NETWORK"
# IPv6 stays off on the virtual pair: its link-local addresses arrive a moment after the links
# come up, and Chromium, seeing the network change, fails the page's requests under way
# (net::ERR_NETWORK_CHANGED: a module of the page missing, an engine never ready).
NAMESPACE_SETUP = ("echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6 2>/dev/null; "
                   "echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6 2>/dev/null; "
                   "ip link set lo up; ip link add v0 type veth peer name v1; "
                   "ip addr add 10.77.0.1/24 dev v0; ip addr add 10.77.0.2/24 dev v1; "
                   "ip link set v0 up; ip link set v1 up; ip route add default via 10.77.0.2 dev v0; ")


def signal_through(relays):
    """A page script that makes the page's rooms signal through `relays` (loopback addresses)
    with no ICE server (host candidates only): the rooms' tests and benchmark, and a dead relay
    for tests outside the rooms' network, so that no packet leaves the machine."""
    return (f"localStorage.setItem('cardtable/rooms/relays', {json.dumps(json.dumps(relays))});"
            "localStorage.setItem('cardtable/rooms/ice', '[]');")


def inside():
    """Whether this process runs in the rooms' network namespace."""
    return os.environ.get(INSIDE) == "1"


def namespace_command(command):
    """`command` (a list) run in a new network namespace, or (None, reason) when this machine
    cannot make one: root (or sudo without a password, as on GitHub Actions) and unshare."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return None, "unshare and ip (util-linux, iproute2) are needed for the rooms' network"
    prefix = []
    if os.geteuid() != 0:
        sudo = shutil.which("sudo")
        if sudo is None or subprocess.run([sudo, "-n", "true"], capture_output=True).returncode:
            return None, "making a network namespace needs root or sudo without a password"
        prefix = [sudo, "-n", "--preserve-env"]
    quoted = " ".join(_quote(part) for part in command)
    return [*prefix, "unshare", "--net", "sh", "-c", f"{NAMESPACE_SETUP}exec env {INSIDE}=1 {quoted}"], None


def _quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


RELAY_CONFIG = """DEBUG: false
relay_name: cardtable test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{folder}/relay.sqlite3
  validators:
    - nostr_relay.validators.is_signed
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 64
"""


class Relay:
    """A nostr-relay serving at ws://127.0.0.1:<port> from a folder of its own; `stop()` and
    `start()` again (a relay gone for a while, as in the rooms' fault tests) keep its address."""

    def __init__(self, folder):
        self.port = free_port()
        self.folder = Path(folder)
        self.config = self.folder / "relay.yaml"
        self.config.write_text(RELAY_CONFIG.format(folder=self.folder, port=self.port))
        self.url = f"ws://127.0.0.1:{self.port}"
        self.start()

    def start(self):
        relay = Path(sys.executable).parent / "nostr-relay"
        self.log = (self.folder / "relay.log").open("a")
        self.process = subprocess.Popen([str(relay), "-c", str(self.config), "serve"], cwd=self.folder,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                break
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the Nostr relay did not start: {(self.folder / 'relay.log').read_text()}")
                time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
