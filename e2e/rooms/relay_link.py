"""A device's own way to the tests' Nostr relay: a TCP forwarder on loopback, so that a test can
take a device's whole link down, its signalling with its packets to the other devices (those
go through turn_relay.py). Chromium's offline emulation blocks a page's new connections but
keeps a WebSocket already open, which a device whose link is down could not; here `cut()`
closes the device's connections to the relay and refuses new ones until `cut(False)`. It runs
in a thread of the test process."""

import selectors
import socket
import threading


class RelayLink:
    """Forwards connections to its `url` (ws://127.0.0.1:<port>) to the relay's `port`."""

    def __init__(self, port):
        self.target = ("127.0.0.1", port)
        self.server = socket.create_server(("127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{self.server.getsockname()[1]}"
        self.down = False
        self.ends = {}  # each open socket -> the other end of its connection
        self.lock = threading.Lock()
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.server, selectors.EVENT_READ)
        self.running = True
        self.thread = threading.Thread(target=self._serve, name="relay-link", daemon=True)
        self.thread.start()

    def cut(self, down=True):
        """Take the link down (its connections closed, new ones refused), or bring it back."""
        with self.lock:
            self.down = down
            if down:
                for end in list(self.ends):
                    self._close(end)

    def stop(self):
        self.running = False
        self.thread.join(5)
        self.cut()
        self.server.close()

    def _serve(self):
        while self.running:
            for key, _ in self.selector.select(0.05):
                with self.lock:
                    if key.fileobj is self.server:
                        self._accept()
                    elif key.fileobj in self.ends:
                        self._forward(key.fileobj)

    def _accept(self):
        client, _ = self.server.accept()
        if self.down:
            client.close()
            return
        try:
            relay = socket.create_connection(self.target, timeout=2)
        except OSError:  # the relay is stopped: so is this connection
            client.close()
            return
        for end, other in ((client, relay), (relay, client)):
            self.ends[end] = other
            self.selector.register(end, selectors.EVENT_READ)

    def _forward(self, end):
        try:
            data = end.recv(65536)
            if data:
                self.ends[end].sendall(data)
                return
        except OSError:
            pass
        self._close(end)

    def _close(self, end):
        if end not in self.ends:  # closed with its other end
            return
        other = self.ends.pop(end)
        del self.ends[other]
        for sock in (end, other):
            self.selector.unregister(sock)
            sock.close()
