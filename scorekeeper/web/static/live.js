// What the table's page and the tournament's board share: exact money from the engine's
// decimal strings, the DOM built by hand (text always through text nodes, never innerHTML),
// and the live stream. Loaded after words.js and before the page's own script, which
// defines renderPage() for its snapshot's sections.
"use strict";

const SYMBOLS = { EUR: "€", USD: "$", GBP: "£", JPY: "¥", CNY: "¥", TWD: "NT$", HKD: "HK$", SGD: "S$", AUD: "A$", CAD: "C$" };
const NO_CENTS = new Set(["JPY", "KRW", "TWD", "VND", "ISK", "CLP"]);

let state = null;
let status = "connecting";

// -- numbers: exact decimal strings, never floats --------------------------------------
function moneyIn(currency, amount, { sign = false } = {}) {
  let text = String(amount);
  const negative = text.startsWith("-");
  if (negative) text = text.slice(1);
  if (currency && !NO_CENTS.has(currency)) {
    const [whole, frac = ""] = text.split(".");
    text = whole + "." + (frac + "00").slice(0, Math.max(2, frac.length));
  }
  const symbol = SYMBOLS[currency];
  text = symbol ? symbol + text : currency ? text + " " + currency : text;
  if (negative) return "−" + text;
  return sign && text !== "0" && Number(amount) !== 0 ? "+" + text : text;
}

// -- the DOM, by hand: el("td", {class: "num"}, "text", child) ---------------------------
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else node.setAttribute(key, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

function fill(id, ...children) {
  const node = document.getElementById(id);
  node.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

// -- the page around the snapshot: its words, the stream's state, then the page's own sections --
function renderStatus() {
  const node = document.getElementById("status");
  node.className = "status " + status;
  node.dataset.state = status;
  node.textContent = { live: t("live"), lost: t("lost"), revoked: t("revoked") }[status] || t("connecting");
}

function renderWords() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  document.getElementById("lang").setAttribute("aria-label", t("language"));
}

function render() {
  renderWords();
  renderStatus();
  if (!state) return;
  renderPage();
  const when = new Date().toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  document.getElementById("updated").textContent = t("updated", { time: when });
  document.body.dataset.version = String(state.meta.version);
}

// -- the live stream ------------------------------------------------------------------
function connect() {
  const stream = new EventSource("events");
  stream.onopen = () => {
    status = "live";
    renderStatus();
  };
  stream.addEventListener("snapshot", (event) => {
    state = JSON.parse(event.data);
    status = "live";
    render();
  });
  stream.addEventListener("again", () => {
    stream.close(); // the server ends every stream after a while: open a new one at once
    connect();
  });
  stream.addEventListener("revoked", () => {
    stream.close();
    status = "revoked";
    renderStatus();
  });
  stream.onerror = () => {
    if (status === "revoked") return;
    status = "lost";
    renderStatus();
    if (stream.readyState === EventSource.CLOSED) setTimeout(connect, 2000); // refused (403): try again later
  };
}

async function start() {
  lang = pickLanguage();
  const select = document.getElementById("lang");
  for (const [code, name] of LANGS) select.append(el("option", { value: code, selected: code === lang }, name));
  select.addEventListener("change", () => {
    lang = select.value;
    if (window.localStorage) localStorage.setItem("scorekeeper-lang", lang);
    render();
  });
  try {
    const response = await fetch("strings.json", { cache: "no-store" });
    catalogue = await response.json();
  } catch (error) {
    catalogue = null;
  }
  render();
  connect();
}

document.addEventListener("DOMContentLoaded", start);
