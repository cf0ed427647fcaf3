// The pages' words: the language picked, and the texts of the server's catalogue (strings.json)
// in it. Loaded before each page's own script, which sets ``catalogue`` once it has read it.
"use strict";

const LANGS = [["en", "English"], ["zh-Hant", "繁體中文"], ["zh-Hans", "简体中文"], ["nl", "Nederlands"]];

let catalogue = null;
let lang = "en";

function pickLanguage() {
  const saved = window.localStorage ? localStorage.getItem("scorekeeper-lang") : null;
  if (saved && LANGS.some(([code]) => code === saved)) return saved;
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const w = wanted.toLowerCase();
    if (w.startsWith("zh")) return /hant|tw|hk|mo/.test(w) ? "zh-Hant" : "zh-Hans";
    if (w.startsWith("nl")) return "nl";
    if (w.startsWith("en")) return "en";
  }
  return "en";
}

function t(key, values) {
  let text = (catalogue && catalogue[lang].page[key]) || key;
  for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(value);
  return text;
}

function term(key) {
  return (catalogue && catalogue[lang].terms[key]) || String(key).replace(/-/g, " ");
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
