// The reader's language: the page's own words and the engine's messages, in English or French.
//
// Every word the player reads comes from a catalog, i18n/<language>.json, which tools/build.py
// writes from web/i18n/<language>.json (the page's words), web/games/<id>/i18n/<language>.json
// (each board's words and help) and the engine's message templates (pygames/core/messages.py
// and each game's). A message is data, {key, ...params}: the engine
// logs and refuses with messages, so a save holds no language and a game started in English
// reads in French after a switch. The rules of a template are pygames/core/messages.py's, and
// this file renders exactly as `Reader.render` does there (a test compares the two).
//
//   t("lobby.new-game")                        a word of the page
//   t("lobby.moves", { count: 3 })              with parameters
//   say(entry, { names, you })                  an engine message, seats named for the reader
//   cardName("QS", { article: true })           "the Queen of spades", "la Dame de pique"

import { readText, writeText } from "./storage.js";

export const LANGUAGES = ["en", "fr"];
const CHOSEN_KEY = "cardtable/language";
const PLACEHOLDER = /\{(\w+)(?::([\w.]+)|\|([^{}]*))?\}/g;
// French elides these words before a vowel: "de Ordinateur 2" reads "d'Ordinateur 2". A name
// or card put into a template is only known once rendered, so the rendered text is elided.
const FRENCH_ELISION = /(^|[\s(«])(de|que|le|la|ne|se) (?=[aeiouàâäéèêëîïôöûüœæ])/giu;
// French keeps a space before : ; ? ! » and % and after «, one that never breaks: a line may not
// start with the "?" or the "%" of the word before it.
const FRENCH_SPACE = / (?=[:;?!»%])|(?<=«) /g;
// How much of a value that a template cannot name is shown.
const WRITTEN_LIMIT = 60;

let language = "en";
let catalog = {};

/** The language to start in: the one the player chose, else the browser's first we speak. */
export function preferredLanguage() {
  const chosen = readText(CHOSEN_KEY);  // storage off: the browser's language
  if (LANGUAGES.includes(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

/** Load a language's catalog and make it the page's (sets <html lang>). */
export async function useLanguage(wanted = preferredLanguage()) {
  const chosen = LANGUAGES.includes(wanted) ? wanted : "en";
  const response = await fetch(`i18n/${chosen}.json`);
  if (!response.ok) throw new Error(`the ${chosen} words answered ${response.status}`);
  catalog = await response.json();
  language = chosen;
  document.documentElement.lang = chosen;
  return chosen;
}

/** Switch language for good: remembered, and every screen is told to draw itself again. */
export async function chooseLanguage(wanted) {
  await useLanguage(wanted);
  writeText(CHOSEN_KEY, language);
  dispatchEvent(new CustomEvent("languagechange", { detail: language }));
}

export function currentLanguage() {
  return language;
}

/** The locale dates are written in: the browser's own for the page's language ("en-GB": 27
 * November, not November 27), else the language itself. */
export function dateLocale() {
  const tags = navigator.languages ?? [navigator.language];
  return tags.find((tag) => String(tag).toLowerCase().split("-")[0] === language) ?? language;
}

/** `number` with `digits` decimals as the page's language writes it: "1.0", "1,0". */
export function decimal(number, digits) {
  return new Intl.NumberFormat(dateLocale(), { minimumFractionDigits: digits,
    maximumFractionDigits: digits }).format(number);
}

/** Whether the catalog has `key` (an optional word, such as an option's help). */
export function has(key) {
  return key in catalog;
}

/** A word or sentence of the page: t(key, params). */
export function t(key, params = {}) {
  return render({ key, ...params }, {});
}

/** An engine message for one reader: `names` per seat, `you` the seat named "You" (or null). */
export function say(entry, { names = null, you = null } = {}) {
  return render(entry, { names, you });
}

function render(entry, reader) {
  let { key } = entry;
  if (reader.you !== null && reader.you !== undefined && entry.seat === reader.you
      && `${key}.you` in catalog) key += ".you";
  const template = catalog[key];
  if (template === undefined) return key;  // visibly untranslated, never a crash
  const text = template.replace(PLACEHOLDER, (_, name, form, plural) =>
    placeholder(entry[name], form, plural, reader));
  return language === "fr" ? french(text) : text;
}

/** French text with "de", "que", "le"... before a vowel written "d'", "qu'", "l'", and its
 * spaces before a colon, a question mark... that never break. */
function french(text) {
  return text.replace(FRENCH_ELISION, (_, before, word) => `${before}${word.slice(0, -1)}'`)
    .replace(FRENCH_SPACE, "\u00a0");
}

function placeholder(value, form, plural, reader) {
  if (plural !== undefined) {
    const [one, other = ""] = splitOnce(plural, "|");
    return (isOne(value) ? one : other).replaceAll("#", asWritten(value));
  }
  if (form === undefined) return plain(value, reader);
  if (Array.isArray(value)) return joined(value.map((item) => formatted(item, form, reader)));
  return formatted(value, form, reader);
}

function splitOnce(text, separator) {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function isOne(number) {
  return language === "en" ? number === 1 : number === 0 || number === 1;
}

function plain(value, reader) {
  if (value && typeof value === "object" && !Array.isArray(value) && "key" in value) {
    return render(value, reader);
  }
  if (Array.isArray(value)) return joined(value.map((item) => plain(item, reader)));
  return typeof value === "string" ? value : asWritten(value);
}

/** A value that no template names as it is (a suit, rank, card or seat that is none): text
 * cut to WRITTEN_LIMIT characters, a number as written when it is short, anything else "…".
 * A message always renders, as Reader.render's does (pygames/core/messages.py as_written). */
function asWritten(value) {
  if (typeof value === "string") {
    return value.length <= WRITTEN_LIMIT ? value : `${value.slice(0, WRITTEN_LIMIT)}…`;
  }
  if (value === null || typeof value === "boolean"
      || (typeof value === "number" && Math.abs(value) < 10 ** WRITTEN_LIMIT)) return String(value);
  return "…";
}

function joined(parts) {
  if (parts.length < 2) return parts.join("");
  return parts.slice(0, -1).join(", ") + catalog["core.and"] + parts[parts.length - 1];
}

function formatted(value, form, reader) {
  switch (form) {
    case "seat": return seatName(value, reader);
    case "card": return cardName(value, { reader });
    case "card.the": return cardName(value, { article: true, reader });
    case "suit": case "rank": return codeName(form, value);
    case "ordinal": case "ordinal.f":
      return Number.isInteger(value) ? ordinal(value, form === "ordinal.f") : asWritten(value);
    case "game": return (typeof value === "string" ? catalog[`${value}.title`] : undefined)
      ?? asWritten(value);
    default: throw new Error(`unknown placeholder format ${form}`);
  }
}

function seatName(seat, { names, you }) {
  if (seat === you) return catalog["core.you"];
  if (names && Number.isInteger(seat) && seat >= 0 && seat < names.length) return names[seat];
  return catalog["core.seat-name"].replaceAll("#", asWritten(seat));
}

/** The name of a suit or a rank ("suit", "S": "spades"); a code that names none, as written. */
function codeName(kind, code) {
  const name = typeof code === "string" ? catalog[`core.${kind}.${code}`] : undefined;
  return name ?? asWritten(code);
}

/** 1st 2nd 3rd 4th 11th 21st; 1er (1re) 2e 3e. */
export function ordinal(number, feminine = false) {
  if (language === "fr") return number === 1 ? (feminine ? "1re" : "1er") : `${number}e`;
  if ([11, 12, 13].includes(number % 100)) return `${number}th`;
  return `${number}${{ 1: "st", 2: "nd", 3: "rd" }[number % 10] ?? "th"}`;
}

/** A card's name from its code ("QS", "JOKER"), or a game's own card given as a message; a
 * code that names no card, as written. */
export function cardName(code, { article = false, reader = {} } = {}) {
  if (code && typeof code === "object" && "key" in code) {
    const definite = `${code.key}.the`;
    return render(article && definite in catalog ? { ...code, key: definite } : code, reader);
  }
  const named = code === "JOKER" || (typeof code === "string" && code.length === 2
    && `core.rank.${code[0]}` in catalog && `core.suit.${code[1]}` in catalog);
  if (!named) return asWritten(code);
  const rank = code === "JOKER" ? "joker" : code[0];
  const name = code === "JOKER" ? catalog["core.card.joker"]
    : catalog["core.card"].replace("{rank}", catalog[`core.rank.${rank}`])
      .replace("{suit}", catalog[`core.suit.${code[1]}`]);
  if (!article) return name;
  return (catalog[`core.card.the.${rank}`] ?? catalog["core.card.the"]).replace("{card}", name);
}

/** A message as a sentence: its first letter a capital. */
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
