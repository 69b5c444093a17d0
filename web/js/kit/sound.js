// Sound and touch, one module for every game: short sounds made by the page with Web Audio (no
// files) for a card placed, cards dealt, a trick taken, a refusal and a win, at the volume
// the player chose (settings.js: sound on or off, volume 0 to 1), and a vibration on a
// refusal where the device has one (its own switch).
//
// Browsers let a page make sound only after the player's first tap or key, and so does this
// module: no AudioContext exists before one (listenForFirstTap), none while the sound is off,
// and a context the browser suspended is resumed only inside a tap. The game screen tells it what
// happened: soundOfEvents(events) after a move (the engine's events, as the boards get them),
// refused() on a refusal (feedback.js), playSound("win") when the player wins.

import { settings } from "../store/settings.js";

// The loudest a sound gets at volume 1 (the sum of a chord's notes stays under 1).
const LOUDEST = 0.5;
// Which events are which sound: a trick taken, cards dealt; any other event that moves a card
// is a card placed. One sound per move, the first of these that the move's events have.
const TRICK_KINDS = new Set(["take"]);
const DEAL_KINDS = new Set(["deal", "redeal"]);
// The fields of an event that name a card or a place: such a move put a card somewhere.
const PLACES = ["card", "cards", "to", "row", "cell"];
const GESTURES = ["pointerdown", "keydown"];

let tapped = false;
let context = null;
let master = null;

/** From the first tap or key on, sounds may play (and a suspended context may resume). */
export function listenForFirstTap() {
  const onGesture = () => {
    tapped = true;
    if (settings().sound) wake();
  };
  for (const gesture of GESTURES) addEventListener(gesture, onGesture, { capture: true });
  addEventListener("settingschange", () => {
    if (master) master.gain.value = settings().volume * LOUDEST;
  });
}

/** The running context, made or resumed now (only ever inside a tap or after one), or null. */
function wake() {
  if (!tapped) return null;
  if (!context) {
    const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Context) return null;
    context = new Context();
    master = context.createGain();
    master.gain.value = settings().volume * LOUDEST;
    master.connect(context.destination);
  }
  if (context.state === "suspended") context.resume().catch(() => {});
  return context;
}

/** A note: `type` wave from `from` Hz (gliding to `to`), starting `at` seconds from now. */
function tone(audio, { type = "sine", from, to = from, at = 0, length, level }) {
  const start = audio.currentTime + at;
  const oscillator = audio.createOscillator();
  const envelope = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, start);
  if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, start + length);
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(level, start + 0.008);
  envelope.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(envelope).connect(master);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** A short burst of filtered noise: the brush of a card on the cloth. */
function brush(audio, { at = 0, length, level, pitch }) {
  const start = audio.currentTime + at;
  const samples = Math.ceil(audio.sampleRate * length);
  const buffer = audio.createBuffer(1, samples, audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples) ** 2;
  const noise = audio.createBufferSource();
  noise.buffer = buffer;
  const band = audio.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = pitch;
  const envelope = audio.createGain();
  envelope.gain.value = level;
  noise.connect(band).connect(envelope).connect(master);
  noise.start(start);
}

const SOUNDS = {
  placed: (audio) => {
    brush(audio, { length: 0.07, level: 0.9, pitch: 1800 });
    tone(audio, { from: 220, to: 140, length: 0.08, level: 0.35 });
  },
  dealt: (audio) => {
    for (let i = 0; i < 4; i++) brush(audio, { at: i * 0.06, length: 0.05, level: 0.7, pitch: 2600 });
  },
  trick: (audio) => {
    brush(audio, { length: 0.12, level: 0.8, pitch: 1200 });
    tone(audio, { from: 660, at: 0.05, length: 0.16, level: 0.25 });
    tone(audio, { from: 880, at: 0.13, length: 0.22, level: 0.25 });
  },
  refusal: (audio) => {
    tone(audio, { type: "square", from: 170, to: 120, length: 0.16, level: 0.12 });
  },
  win: (audio) => {
    [523.25, 659.25, 783.99, 1046.5].forEach((from, i) =>
      tone(audio, { type: "triangle", from, at: i * 0.11, length: 0.35 + (i === 3) * 0.3, level: 0.3 }));
  },
};

/** Play one of SOUNDS, if sound is on and the player has tapped; else nothing. */
export function playSound(kind) {
  const now = settings();
  if (!now.sound || now.volume === 0) return;
  const audio = wake();
  if (audio) SOUNDS[kind](audio);
}

/** The sound of a move from its events (see TRICK_KINDS), if it has one. */
export function soundOfEvents(events) {
  if (!events.length) return;
  const kinds = events.map((event) => event.kind);
  if (kinds.some((kind) => TRICK_KINDS.has(kind))) playSound("trick");
  else if (kinds.some((kind) => DEAL_KINDS.has(kind))) playSound("dealt");
  else if (events.some((event) => PLACES.some((field) => field in event))) playSound("placed");
}

/** A tap that cannot be used: its sound, and a short buzz where the device vibrates. */
export function refused() {
  playSound("refusal");
  if (settings().vibration && typeof navigator.vibrate === "function") {
    try {
      navigator.vibrate([40, 40, 40]);
    } catch {
      // a browser that refuses (no tap yet, a frame without the right): nothing to do
    }
  }
}
