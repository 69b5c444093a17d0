"""A TURN relay of the rooms' tests (RFC 5766 over UDP, the part Chromium's TURN client uses)
through which every packet between the devices of a room passes, so that a test can give the
room a real network's faults: latency and jitter, lost packets, one device's link down.

Why not `tc netem`: the devices of a test are browser contexts of one Chromium in one network
namespace, so the packets between them never cross the veth pair (the kernel delivers them
locally), and the kernel the tests run on may lack netem (sch_netem) at all. Here each device
signs in under a name of its own (its TURN user name), its page asks for relayed candidates
only (rooms/network.js: iceTransportPolicy "relay"), and the relay delays, drops or cuts the
packets as `faults` and `cut` say: WebRTC's own transport (SCTP over DTLS over UDP) has to
retransmit and reorder as on a bad network. It runs in a thread of the test process.
"""

import hashlib
import heapq
import hmac
import itertools
import random
import selectors
import socket
import struct
import threading
import time
from dataclasses import dataclass, field

MAGIC = 0x2112A442
REALM = b"cardtable-tests"
NONCE = b"cardtable-nonce"
PASSWORD = "turn-password"
# Methods (RFC 5766): Binding, Allocate, Refresh, Send, Data, CreatePermission, ChannelBind.
BINDING, ALLOCATE, REFRESH, SEND, DATA, PERMISSION, CHANNEL_BIND = 1, 3, 4, 6, 7, 8, 9
USERNAME, INTEGRITY, ERROR_CODE, CHANNEL_NUMBER, LIFETIME = 0x0006, 0x0008, 0x0009, 0x000C, 0x000D
PEER_ADDRESS, DATA_ATTR, REALM_ATTR, NONCE_ATTR, RELAYED_ADDRESS = 0x0012, 0x0013, 0x0014, 0x0015, 0x0016
MAPPED_ADDRESS = 0x0020


@dataclass
class Faults:
    """A network's faults between devices: one-way delay (ms) with uniform jitter, a share of
    packets lost."""
    delay_ms: float = 0
    jitter_ms: float = 0
    loss: float = 0


@dataclass
class Allocation:
    user: str
    client: tuple
    relay: socket.socket
    channels: dict = field(default_factory=dict)  # channel number -> peer address
    numbers: dict = field(default_factory=dict)   # peer address -> channel number


def ice_server(relay, user):
    """The ICE setting (rooms/network.js's test-only one) of a device named `user`."""
    return {"iceServers": [{"urls": f"turn:{relay.host}:{relay.port}?transport=udp", "username": user,
                            "credential": PASSWORD}], "relayOnly": True}


def _xor_address(value):
    port, packed = struct.unpack("!H4s", value[2:8])
    address = bytes(a ^ b for a, b in zip(packed, struct.pack("!I", MAGIC)))
    return socket.inet_ntoa(address), port ^ (MAGIC >> 16)


def _xor_attribute(kind, address):
    host, port = address
    packed = bytes(a ^ b for a, b in zip(socket.inet_aton(host), struct.pack("!I", MAGIC)))
    return _attribute(kind, struct.pack("!BBH", 0, 1, port ^ (MAGIC >> 16)) + packed)


def _attribute(kind, value):
    return struct.pack("!HH", kind, len(value)) + value + b"\0" * (-len(value) % 4)


def _attributes(body):
    found, offset = {}, 0
    while offset + 4 <= len(body):
        kind, size = struct.unpack("!HH", body[offset:offset + 4])
        found.setdefault(kind, body[offset + 4:offset + 4 + size])
        offset += 4 + size + (-size % 4)
    return found


def _message(kind, transaction, attributes, key=None):
    """A STUN message; with `key`, signed with MESSAGE-INTEGRITY (long-term credentials)."""
    body = b"".join(attributes)
    if key is None:
        return struct.pack("!HHI", kind, len(body), MAGIC) + transaction + body
    header = struct.pack("!HHI", kind, len(body) + 24, MAGIC) + transaction
    return header + body + _attribute(INTEGRITY, hmac.new(key, header + body, hashlib.sha1).digest())


class TurnRelay:
    """The relay, serving at (host, port) from a thread until `stop()`."""

    def __init__(self, host="10.77.0.1", seed=1):
        self.host = host
        self.faults = Faults()
        self.random = random.Random(seed)
        self.down = set()          # users whose link is down
        self.links = {}            # user -> its way to the Nostr relay (relay_link.py), if its own
        self.allocations = {}      # client address -> Allocation
        self.by_relay = {}         # relayed socket -> Allocation
        self.queue = []            # (due, order, socket, data, address): packets under way
        self.order = itertools.count()
        self.forwarded = self.lost = 0
        self.lock = threading.Lock()
        self.selector = selectors.DefaultSelector()
        self.server = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.server.bind((host, 0))
        self.port = self.server.getsockname()[1]
        self.selector.register(self.server, selectors.EVENT_READ)
        self.running = True
        self.thread = threading.Thread(target=self._serve, name="turn-relay", daemon=True)
        self.thread.start()

    def cut(self, user, down=True):
        """Take `user`'s link down (nothing to or from its device passes, to the other devices
        or to the Nostr relay), or bring it back."""
        with self.lock:
            (self.down.add if down else self.down.discard)(user)
        if user in self.links:
            self.links[user].cut(down)

    def stop(self):
        self.running = False
        self.thread.join(5)
        for allocation in self.by_relay.values():
            allocation.relay.close()
        self.server.close()

    # --- the loop ------------------------------------------------------------------------
    def _serve(self):
        while self.running:
            wait = 0.05
            if self.queue:
                wait = max(0.0, min(wait, self.queue[0][0] - time.monotonic()))
            for key, _ in self.selector.select(wait):
                try:
                    data, address = key.fileobj.recvfrom(65536)
                except OSError:
                    continue
                with self.lock:
                    if key.fileobj is self.server:
                        self._from_client(data, address)
                    elif key.fileobj in self.by_relay:
                        self._from_peer(self.by_relay[key.fileobj], data, address)
            now = time.monotonic()
            while self.queue and self.queue[0][0] <= now:
                _, _, sock, data, address = heapq.heappop(self.queue)
                try:
                    sock.sendto(data, address)
                except OSError:
                    pass

    def _cut_off(self, client):
        allocation = self.allocations.get(client)
        return allocation is not None and allocation.user in self.down

    def _to_client(self, client, data):
        if not self._cut_off(client):
            self.server.sendto(data, client)

    def _forward(self, allocation, data, peer):
        """A packet from `allocation`'s device to `peer`, through the faults."""
        if allocation.user in self.down or self.random.random() < self.faults.loss:
            self.lost += 1
            return
        self.forwarded += 1
        delay = self.faults.delay_ms + self.random.uniform(-1, 1) * self.faults.jitter_ms
        heapq.heappush(self.queue, (time.monotonic() + max(0.0, delay) / 1000, next(self.order),
                                    allocation.relay, data, peer))

    def _from_peer(self, allocation, data, peer):
        """A packet that reached `allocation`'s relayed address: on to its device."""
        number = allocation.numbers.get(peer)
        if number is not None:
            self._to_client(allocation.client, struct.pack("!HH", number, len(data)) + data
                            + b"\0" * (-len(data) % 4))
        else:
            self._to_client(allocation.client, _message(0x0017, _transaction(),
                                                         [_xor_attribute(PEER_ADDRESS, peer), _attribute(DATA_ATTR, data)]))

    def _from_client(self, data, client):
        if self._cut_off(client) or len(data) < 4:
            return
        allocation = self.allocations.get(client)
        if 0x40 <= data[0] <= 0x7F:  # ChannelData
            number, size = struct.unpack("!HH", data[:4])
            if allocation and number in allocation.channels:
                self._forward(allocation, data[4:4 + size], allocation.channels[number])
            return
        if len(data) < 20 or struct.unpack("!I", data[4:8])[0] != MAGIC:
            return
        kind, transaction, found = struct.unpack("!H", data[:2])[0], data[8:20], _attributes(data[20:])
        method = (kind & 0x000F) | ((kind & 0x00E0) >> 1) | ((kind & 0x3E00) >> 2)
        if method == SEND and allocation and PEER_ADDRESS in found and DATA_ATTR in found:
            self._forward(allocation, found[DATA_ATTR], _xor_address(found[PEER_ADDRESS]))
            return
        if kind & 0x0110:  # not a request
            return
        success = kind | 0x0100
        if method == BINDING:
            self._to_client(client, _message(success, transaction, [_xor_attribute(MAPPED_ADDRESS, client)]))
            return
        if USERNAME not in found or INTEGRITY not in found:
            self.server.sendto(_message(kind | 0x0110, transaction, [
                _attribute(ERROR_CODE, struct.pack("!HBB", 0, 4, 1) + b"Unauthorized"),
                _attribute(REALM_ATTR, REALM), _attribute(NONCE_ATTR, NONCE)]), client)
            return
        user = found[USERNAME].decode()
        key = hashlib.md5(f"{user}:{REALM.decode()}:{PASSWORD}".encode()).digest()
        answer = []
        if method == ALLOCATE:
            allocation = allocation or self._allocate(user, client)
            answer = [_xor_attribute(RELAYED_ADDRESS, allocation.relay.getsockname()),
                      _xor_attribute(MAPPED_ADDRESS, client), _attribute(LIFETIME, struct.pack("!I", 600))]
        elif method == REFRESH:
            lifetime = struct.unpack("!I", found.get(LIFETIME, b"\0\0\2\x58"))[0]
            if lifetime == 0 and allocation:
                self._release(allocation)
            answer = [_attribute(LIFETIME, struct.pack("!I", min(lifetime, 600)))]
        elif method == CHANNEL_BIND and allocation and CHANNEL_NUMBER in found and PEER_ADDRESS in found:
            number = struct.unpack("!H", found[CHANNEL_NUMBER][:2])[0]
            peer = _xor_address(found[PEER_ADDRESS])
            allocation.channels[number] = peer
            allocation.numbers[peer] = number
        elif method != PERMISSION or not allocation:
            return
        self._to_client(client, _message(success, transaction, answer, key))

    def _allocate(self, user, client):
        relay = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        relay.bind((self.host, 0))
        relay.setblocking(False)
        allocation = Allocation(user, client, relay)
        self.allocations[client] = allocation
        self.by_relay[relay] = allocation
        self.selector.register(relay, selectors.EVENT_READ)
        return allocation

    def _release(self, allocation):
        self.selector.unregister(allocation.relay)
        del self.by_relay[allocation.relay]
        del self.allocations[allocation.client]
        allocation.relay.close()


def _transaction():
    return random.randbytes(12)
