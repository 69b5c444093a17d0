// The settings dialog, from the lobby and every game's header: the pace of the table, whether
// cards move on screen, a patience's timer, the look of the table (look.js: deck, backs,
// felt, larger cards, a left-handed layout), the sound (sound.js: sounds, volume, vibration),
// the language, and the TURN server of online rooms. Each change takes effect at once and is
// remembered.

import { cardFace } from "../kit/cards.js";
import { h, s } from "../kit/dom.js";
import { chooseLanguage, currentLanguage, LANGUAGES, t } from "../kit/i18n.js";
import { setTurnServer, turnServer } from "../rooms/network.js";
import { CHOICES, PACES, settings, updateSettings } from "../store/settings.js";
import { playSound } from "../kit/sound.js";

/** A group of radio buttons for setting `name`, each choice's label after a preview. */
function choices(name, values, now, preview = () => null) {
  return h("fieldset", { class: `choices ${name}-choices` },
    h("legend", {}, t(`settings.${name}`)),
    values.map((value) => h("label", { class: "choice" },
      h("input", { type: "radio", name, value, checked: value === now[name],
        onchange: () => updateSettings({ [name]: value }) }),
      preview(value),
      h("span", {}, t(`settings.${name}.${value}`)))));
}

/** A yes/no setting: the box (ticked when `checked`; a tick is written by `write`), its
 * label, and a line of help under them. */
function toggle({ name, checked, label, help = null, write, disabled = false }) {
  const box = h("input", { type: "checkbox", checked: checked && !disabled, disabled,
    onchange: () => write(box.checked) });
  return [h("label", { class: "field inline" }, box, h("span", {}, t(label))),
    help ? h("small", { class: `${name}-help` }, t(help)) : null];
}

// What each look is, shown small beside its name (not read out: the name says it).
const deckPreview = (deck) => h("span", { class: "deck-preview", "data-deck": deck, "aria-hidden": "true" },
  ["AS", "AH", "AD", "AC"].map((code) => cardFace(code)));
const backPreview = (back) => s("svg", { class: "back-preview", viewBox: "0 0 20 28", "aria-hidden": "true" },
  s("rect", { x: 0.5, y: 0.5, width: 19, height: 27, rx: 3, fill: `url(#card-back-${back})`,
    stroke: "#fff", "stroke-width": 1 }));
const feltPreview = (felt) => h("span", { class: "felt-preview", "data-felt": felt, "aria-hidden": "true" });

/** The TURN server online rooms may relay through (rooms/network.js), for networks that block
 * direct connections: remembered as typed, forgotten when its address is emptied. Each of its
 * three boxes says what it takes above it, not only to a screen reader. */
function turnFields() {
  const now = turnServer() ?? { urls: "", username: "", credential: "" };
  const save = () => setTurnServer(urls.value.trim()
    ? { urls: urls.value.trim(), username: user.value, credential: password.value } : null);
  const urls = h("input", { type: "text", value: now.urls, placeholder: "turn:turn.example.org:3478",
    pattern: "turns?:.+", onchange: save, spellcheck: "false" });
  const user = h("input", { type: "text", value: now.username, onchange: save, autocomplete: "off" });
  const password = h("input", { type: "password", value: now.credential, onchange: save,
    autocomplete: "off" });
  const field = (key, input) => h("label", { class: "turn-field" }, h("span", {}, t(key)), input);
  return h("fieldset", { class: "turn" }, h("legend", {}, t("settings.turn")),
    field("settings.turn-address", urls),
    h("div", { class: "turn-login" }, field("settings.turn-user", user),
      field("settings.turn-password", password)),
    h("small", {}, t("settings.turn-help")));
}

export function showSettings() {
  const now = settings();
  const paces = Object.keys(PACES).map((pace) => h("label", { class: "choice" },
    h("input", { type: "radio", name: "pace", value: pace, checked: pace === now.pace,
      onchange: () => updateSettings({ pace }) }),
    h("span", {}, t(`settings.pace.${pace}`))));
  // The system's "reduce motion" wins over the setting: the box then says cards stay still.
  const systemStill = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const animations = h("input", { type: "checkbox", checked: now.animations && !systemStill,
    disabled: systemStill, onchange: () => updateSettings({ animations: animations.checked }) });
  const language = h("select", { "aria-label": t("settings.language"),
    onchange: () => chooseLanguage(language.value).then(() => { dialog.close(); showSettings(); }) },
  LANGUAGES.map((code) => h("option", { value: code, selected: code === currentLanguage() },
    t(`language.${code}`))));
  // The volume is heard as it is chosen: a card placed at the new level.
  const volume = h("input", { type: "range", min: 0, max: 100, step: 10,
    value: Math.round(now.volume * 100), "aria-label": t("settings.volume"),
    onchange: () => { updateSettings({ volume: Number(volume.value) / 100 }); playSound("placed"); } });
  const canVibrate = typeof navigator.vibrate === "function";
  const dialog = h("dialog", { class: "settings", "aria-labelledby": "settings-title" },
    h("form", { method: "dialog", class: "dialog-bar" },
      h("h2", { id: "settings-title" }, t("settings.title")),
      h("button", { class: "tool", title: t("dialog.close"), "aria-label": t("dialog.close") }, "✕")),
    h("fieldset", { class: "paces" }, h("legend", {}, t("settings.pace")), paces,
      h("small", {}, t("settings.pace-help"))),
    h("label", { class: "field inline" }, animations, h("span", {}, t("settings.animations"))),
    h("small", { class: "animations-help" },
      t(systemStill ? "settings.animations-system" : "settings.animations-help")),
    toggle({ name: "timer", checked: now.timer, label: "settings.timer", help: "settings.timer-help",
      write: (timer) => updateSettings({ timer }) }),
    h("h3", { class: "settings-section" }, t("settings.table")),
    choices("deck", CHOICES.deck, now, deckPreview),
    choices("back", CHOICES.back, now, backPreview),
    choices("felt", CHOICES.felt, now, feltPreview),
    toggle({ name: "large-cards", checked: now.cardSize === "large", label: "settings.large-cards",
      help: "settings.large-cards-help",
      write: (large) => updateSettings({ cardSize: large ? "large" : "normal" }) }),
    toggle({ name: "left-handed", checked: now.leftHanded, label: "settings.left-handed",
      help: "settings.left-handed-help", write: (leftHanded) => updateSettings({ leftHanded }) }),
    h("h3", { class: "settings-section" }, t("settings.sound-title")),
    toggle({ name: "sound", checked: now.sound, label: "settings.sound",
      write: (sound) => { updateSettings({ sound }); playSound("placed"); } }),
    h("label", { class: "field volume" }, h("span", {}, t("settings.volume")), volume),
    toggle({ name: "vibration", checked: now.vibration, label: "settings.vibration",
      help: canVibrate ? "settings.vibration-help" : "settings.vibration-none", disabled: !canVibrate,
      write: (vibration) => updateSettings({ vibration }) }),
    h("label", { class: "field" }, h("span", {}, t("settings.language")), language),
    turnFields());
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
