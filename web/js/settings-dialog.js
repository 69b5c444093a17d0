// The settings dialog, from the lobby and every game's header: the pace of the table, whether
// cards move on screen, a patience's timer, and the language. Each change takes effect at once and is remembered.

import { h } from "./dom.js";
import { chooseLanguage, currentLanguage, LANGUAGES, t } from "./i18n.js";
import { PACES, settings, updateSettings } from "./settings.js";

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
    h("label", { class: "field" }, h("span", {}, t("settings.language")), language));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
