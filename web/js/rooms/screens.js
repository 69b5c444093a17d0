// The screens of an online room before its game: the host's lobby (the link, its QR code,
// who plays each seat: this device, a friend online or a computer, and Start once every
// friend's seat is taken) and a friend's (a name, a free seat to take, then waiting for the
// start). Once the game starts, the host plays it on the usual game screen (screen/game-screen.js, with the
// room attached) and a friend on the peer screen (rooms/peer-screen.js). A device that no other has
// reached within 15 seconds is told why (main.js says a room needs a network): this device
// reaches no relay (its own network), or it does and no device connects (a network between
// them that blocks direct connections: a TURN server, in the ⚙ Settings of this screen).

import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { has, say, t } from "../kit/i18n.js";
import { PeerScreen } from "./peer-screen.js";
import { qrSvg } from "./qr.js";
import { readHostedRoom, recordSeats, RoomHost, secretSeed, storeHostedRoom } from "./host.js";
import { makeHostKey } from "./identity.js";
import { roomHash, roomUrl } from "./link.js";
import { joinNetwork } from "./network.js";
import { RoomPeer } from "./peer.js";
import { HOST_LIMITS, PEER_LIMITS, randomToken } from "./protocol.js";
import { createDeal } from "../engine/new-deal.js";
import { readSave, saveKey } from "../store/saves.js";
import { LEVELS } from "../store/seats.js";
import { showSettings } from "../dialogs/settings.js";
import { readText, writeText } from "../kit/storage.js";
import { GameScreen } from "../screen/game-screen.js";
import { loadRenderer } from "../screen/board-view.js";
import { formatRoute } from "../store/routes.js";

export const NO_PEER_MS = 15_000;
// The name a friend last joined a room under, offered again.
const NAME_KEY = "cardtable/room-name";

/** A new room for `settings` ({players, options}) with the dialog's `seats`: the first human
 * seat is the host's, the other human seats are friends' (at least one). Its deal is a secret
 * seed (secretSeed), whatever deal number the dialog showed: every game of a room hides cards
 * (hands, a pack), and anyone who knew the number would deal them again. Returns the room's
 * hash. */
export async function createRoom(describe, settings, seats) {
  const host = Math.max(0, seats.findIndex((seat) => seat.kind === "human"));
  const roomSeats = seats.map((seat, index) => {
    if (index === host) return { kind: "host", name: seat.name };
    return seat.kind === "computer" ? { kind: "computer", level: seat.level } : { kind: "friend", name: "" };
  });
  if (!roomSeats.some((seat) => seat.kind === "friend")) roomSeats[host === 0 ? 1 : 0] = { kind: "friend", name: "" };
  const key = await makeHostKey();
  const room = { id: randomToken(9), secret: randomToken(12), ...key, game: describe.id,
    settings: { players: settings.players, options: settings.options, seed: secretSeed() },
    seats: roomSeats, route: null, started: false };
  storeHostedRoom(room);
  return roomHash(room);
}

function panel(...children) {
  return h("div", { class: "lobby room" }, h("section", { class: "panel" }, ...children));
}

/** The room screen's way to its settings (the TURN server its problem may point at). */
function settingsButton() {
  return h("button", { type: "button", class: "room-settings", onclick: () => showSettings() },
    `⚙ ${t("shell.settings")}`);
}

/** From NO_PEER_MS on, while `alone()` (no other device has come), say in `problem` why: this
 * device reaches no relay (`net.relayReached()`), or it does and `noPeerKey` (no device
 * connects through the network between them). Stops once another device came. */
function explainSilence(screen, problem, { alone, net, noPeerKey }) {
  let shown = null;
  const explain = () => {
    if (!alone()) {
      if (shown !== null && problem.textContent === shown) problem.textContent = "";
      clearInterval(screen.ticker);
      return;
    }
    shown = t(net()?.relayReached() ? noPeerKey : "room.no-relay");
    problem.textContent = shown;
  };
  screen.timer = setTimeout(() => {
    explain();
    screen.ticker = setInterval(explain, 1000);
  }, NO_PEER_MS);
}

/** Show the room of `link` ({id, secret, publicKey}): its host's screens on the device that
 * made it, a friend's elsewhere. `input`: the page's input guard; `reopen()` shows it again. */
export async function showRoom(app, link, { input, reopen, games }) {
  const hosted = readHostedRoom(link.id);
  if (hosted && hosted.secret === link.secret) return showHostRoom(app, hosted, { input, reopen, games });
  return showPeerRoom(app, link);
}

async function showHostRoom(app, room, { input, reopen, games }) {
  const describe = (await games()).find((game) => game.id === room.game);
  const screen = { host: null, game: null, destroy() {
    clearTimeout(this.timer);
    clearInterval(this.ticker);
    if (this.game) this.game.destroy();
    else this.host?.leave();
  } };
  const host = new RoomHost(room, { describe, changed: () => screen.redraw?.() });
  screen.host = host;
  window.cardtableRoom = host; // the tests' handle on the host (what it sent, what it dropped)
  host.net = await joinNetwork(room.id, room.secret, host.listeners, HOST_LIMITS);
  if (room.started) {
    screen.game = await openHostedGame(app, describe, host, { input, reopen });
    return screen;
  }
  const link = roomUrl(room);
  const qr = await qrSvg(link, t("room.qr"));
  const seatsBox = h("div", { class: "room-seats" });
  const startButton = h("button", { class: "primary", type: "button", onclick: () => start() }, t("room.start"));
  const status = h("p", { class: "room-status", role: "status" });
  const linkInput = h("input", { type: "text", readonly: true, value: link, class: "room-link",
    "aria-label": t("room.link"), onfocus: () => linkInput.select() });
  const seatRow = (seat, index) => {
    const kind = h("select", { "aria-label": t("new-game.played-by", { seat: index + 1 }), onchange: () => {
      room.seats[index] = kind.value === "computer" ? { kind: "computer", level: level.value }
        : { kind: kind.value, name: kind.value === "host" ? seat.name ?? "" : "" };
      host.freeSeat(index);
      for (const peer of host.peers.keys()) host.greet(peer);
      screen.redraw();
    } }, ["host", "friend", ...(describe.levels.length ? ["computer"] : [])].map((code) =>
      h("option", { value: code, selected: seat.kind === code }, t(`room.kind.${code}`))));
    const level = h("select", { "aria-label": t("new-game.level", { seat: index + 1 }),
      hidden: seat.kind !== "computer" || describe.levels.length < 2, onchange: () => {
        room.seats[index].level = level.value;
        host.save();
      } }, (describe.levels.length ? describe.levels : LEVELS).map((code) =>
      h("option", { value: code, selected: code === (seat.level ?? "normal") }, t(`level.${code}`))));
    let state = "";
    if (seat.kind === "friend") {
      state = seat.token ? t(host.connected(index) ? "room.taken-by" : "room.away", { name: seat.name })
        : t("room.open");
    }
    return h("div", { class: "seat" }, h("span", {}, t("new-game.seat", { seat: index + 1 })), kind,
      describe.levels.length > 1 ? level : null, h("span", { class: "room-seat-state" }, state));
  };
  const problem = h("p", { class: "room-problem", role: "alert" });
  screen.redraw = () => {
    if (screen.game) return;
    seatsBox.replaceChildren(...room.seats.map(seatRow));
    const open = host.openSeats.length;
    startButton.disabled = open > 0;
    status.textContent = open ? t("room.waiting", { count: open }) : t("room.ready");
    if (host.peers.size) problem.textContent = "";
  };
  // No device has come after 15 s: say what may stand between them, never just wait.
  explainSilence(screen, problem, { alone: () => !host.peers.size && !screen.game, net: () => host.net,
    noPeerKey: "room.no-friend" });
  const start = () => input.run(async () => {
    if (host.openSeats.length) return;
    const seats = recordSeats(room);
    const route = await createDeal(describe, { ...room.settings, game: describe.id }, seats, readSave(saveKey(formatRoute(describe, room.settings))).revision);
    Object.assign(room, { route, started: true });
    host.save();
    screen.game = await openHostedGame(app, describe, host, { input, reopen });
  });
  screen.redraw();
  app.replaceChildren(panel(h("h2", {}, t("room.host-title", { game: t(`${describe.id}.title`) })),
    h("p", {}, t("room.share")),
    h("div", { class: "room-share" }, qr, h("div", { class: "room-link-box" }, linkInput,
      h("button", { type: "button", onclick: () => navigator.clipboard?.writeText(link).then(
        () => { status.textContent = t("room.copied"); }, () => linkInput.select()) }, t("room.copy")))),
    seatsBox, status, problem,
    h("p", { class: "dialog-buttons" }, h("a", { class: "button", href: "#" }, t("shell.lobby")), settingsButton(),
      startButton)));
  return screen;
}

/** The host's game screen for the room's started game, from its save (so a reload resumes). */
async function openHostedGame(app, describe, host, { input, reopen }) {
  const { record, revision } = readSave(saveKey(host.room.route));
  const { table } = await call("open", { save: record.save });
  const renderer = await loadRenderer(describe.id);
  const screen = new GameScreen(app, { describe, record, revision, table, renderer, input, reopen, room: host });
  document.body.dataset.screen = "game";
  await screen.refresh();
  return screen;
}

function showPeerRoom(app, link) {
  const screen = { peer: null, game: null, destroy() {
    this.closed = true;
    this.game?.destroy();
    this.peer?.leave();
    clearTimeout(this.timer);
    clearInterval(this.ticker);
  } };
  const nameInput = h("input", { type: "text", maxlength: 24, required: true, class: "room-name",
    "aria-label": t("room.your-name"), value: readText(NAME_KEY) ?? "" });
  const seatsBox = h("div", { class: "room-seats" });
  const status = h("p", { class: "room-status", role: "status" }, t("room.connecting"));
  const problem = h("p", { class: "room-problem", role: "alert" });
  const body = h("div", {}, h("label", { class: "field" }, h("span", {}, t("room.your-name")), nameInput), seatsBox);
  body.hidden = true;
  app.replaceChildren(panel(h("h2", {}, t("room.join-title")), status, problem, body,
    h("p", { class: "dialog-buttons" }, h("a", { class: "button", href: "#" }, t("shell.lobby")), settingsButton())));
  const drawLobby = (lobby) => {
    body.hidden = false;
    status.textContent = peer.seat === undefined ? t("room.choose-seat") : t("room.wait-start");
    seatsBox.replaceChildren(...lobby.seats.map((seat, index) => {
      const label = seat.kind === "computer" ? t("room.kind.computer")
        : seat.name || t(seat.kind === "friend" ? "room.open" : "room.host-seat");
      const free = seat.kind === "friend" && !seat.taken && peer.seat === undefined;
      return h("div", { class: "seat" }, h("span", {}, t("new-game.seat", { seat: index + 1 })),
        h("span", { class: "room-seat-state" }, label),
        free ? h("button", { type: "button", class: "primary", onclick: () => {
          const name = nameInput.value.trim();
          if (!name) return nameInput.reportValidity();
          writeText(NAME_KEY, name);  // not kept: typed again next time
          return peer.take(index, name);
        } }, t("room.take")) : null);
    }));
  };
  const peer = new RoomPeer(link, { changed: async (kind, message) => {
    if (kind === "host") {
      problem.textContent = "";
      status.textContent = t("room.connected");
      screen.game?.notify(t("room.connected")); // back after the host had gone
    } else if (kind === "failed") {
      problem.textContent = t("room.no-peer");
    } else if (kind === "host-left") {
      (screen.game ?? { notify: (text) => { problem.textContent = text; } }).notify(t("room.host-left"));
    } else if (kind === "seat") {
      peer.seat = message.seat ?? undefined;
    } else if (kind === "refused" && !screen.game) {
      problem.textContent = has(String(message.message?.key)) ? say(message.message) : t("room.refused");
    } else if (kind === "lobby" && !screen.game) {
      drawLobby(message);
    } else if (kind === "start") {
      // The first start opens the game; a later one moves this device to the seat the host
      // gives it now (back at its seat after a reload, or watching once another device has it).
      if (screen.opening) (await screen.opening).seatGiven(message);
      else screen.opening = PeerScreen.open(app, peer, message).then((game) => { screen.game = game; return game; });
    } else if (kind === "snap") {
      screen.game?.show(message);
    } else if (kind === "end") {
      screen.game?.finished(message.save);
    }
  } });
  peer.seat = undefined;
  screen.peer = peer;
  window.cardtableRoom = peer;
  explainSilence(screen, problem, { alone: () => !peer.host, net: () => peer.net, noPeerKey: "room.no-peer" });
  joinNetwork(link.id, link.secret, peer.listeners, PEER_LIMITS).then((net) => {
    peer.net = net;
    if (screen.closed) net.leave(); // left before the network was joined: leave it now
  });
  return screen;
}
