// The settings dialog, from the lobby and every game's header: the pace of the table, whether
// cards move on screen, a patience's timer, and the language. Each change takes effect at once and is remembered.

import { h } from "./dom.js";
import { chooseLanguage, currentLanguage, LANGUAGES, t } from "./i18n.js";
import { setTurnServer, turnServer } from "./room-network.js";
import { PACES, settings, updateSettings } from "./settings.js";

/** The TURN server online rooms may relay through (room-network.js), for networks that block
 * direct connections: remembered as typed, forgotten when its address is emptied. */
function turnFields() {
  const now = turnServer() ?? { urls: "", username: "", credential: "" };
  const save = () => setTurnServer(urls.value.trim()
    ? { urls: urls.value.trim(), username: user.value, credential: password.value } : null);
  const urls = h("input", { type: "text", value: now.urls, placeholder: "turn:turn.example.org:3478",
    pattern: "turns?:.+", onchange: save, spellcheck: "false" });
  const user = h("input", { type: "text", value: now.username, "aria-label": t("settings.turn-user"), onchange: save });
  const password = h("input", { type: "password", value: now.credential, "aria-label": t("settings.turn-password"),
    onchange: save });
  return h("label", { class: "field turn" }, h("span", {}, t("settings.turn")), urls,
    h("span", { class: "turn-login" }, user, password), h("small", {}, t("settings.turn-help")));
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
  const timer = h("input", { type: "checkbox", checked: now.timer,
    onchange: () => updateSettings({ timer: timer.checked }) });
  const language = h("select", { "aria-label": t("settings.language"),
    onchange: () => chooseLanguage(language.value).then(() => { dialog.close(); showSettings(); }) },
  LANGUAGES.map((code) => h("option", { value: code, selected: code === currentLanguage() },
    t(`language.${code}`))));
  const dialog = h("dialog", { class: "settings", "aria-labelledby": "settings-title" },
    h("form", { method: "dialog", class: "dialog-bar" },
      h("h2", { id: "settings-title" }, t("settings.title")),
      h("button", { class: "tool", title: t("dialog.close"), "aria-label": t("dialog.close") }, "✕")),
    h("fieldset", { class: "paces" }, h("legend", {}, t("settings.pace")), paces,
      h("small", {}, t("settings.pace-help"))),
    h("label", { class: "field inline" }, animations, h("span", {}, t("settings.animations"))),
    h("small", { class: "animations-help" },
      t(systemStill ? "settings.animations-system" : "settings.animations-help")),
    h("label", { class: "field inline" }, timer, h("span", {}, t("settings.timer"))),
    h("small", { class: "timer-help" }, t("settings.timer-help")),
    h("label", { class: "field" }, h("span", {}, t("settings.language")), language),
    turnFields());
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
