// One player's seat: set 13 cards into front, middle and back, see the engine's checks, submit.
// Nothing is decided here: every check comes from the server (POST check), and only a submit
// (POST hand) or a withdraw (DELETE hand) changes anything; the scorekeeper records the hand.
// A row may also be typed (seat_typing.js).
"use strict";

const ROWS = ["front", "middle", "back"];
const SIZES = { front: 3, middle: 5, back: 5 };
const SUITS = [["s", "♠", "black"], ["h", "♥", "red"], ["d", "♦", "red"], ["c", "♣", "black"]];
const RANKS = "AKQJT98765432";
const POLL_MS = 2000;

let seat = null; // seat.json: player, hand, status, set
let rows = { front: [], middle: [], back: [] };
let typed = { front: null, middle: null, back: null }; // a row's text as typed, until the server has read it
let unread = null; // {row, error}: typed text the engine could not read as cards
let active = "front";
let checks = null;
let submitted = false;
let gone = false;
let asked = 0; // the newest check request: an older answer arriving late is dropped

// -- words -------------------------------------------------------------------------
function rankText(rank) {
  return { 14: "A", 13: "K", 12: "Q", 11: "J", 10: "10" }[rank] || String(rank);
}

function cardLabel(card) {
  const rank = card[0] === "T" ? "10" : card[0];
  const suit = SUITS.find(([s]) => s === card[1]);
  return rank + (suit ? suit[1] : card[1]);
}

// -- the DOM -----------------------------------------------------------------------
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("data-")) node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
}

function cardButton(card) {
  const suit = SUITS.find(([s]) => s === card[1]);
  return el("button", { type: "button", class: "card " + (suit ? suit[2] : "black"), "data-card": card }, cardLabel(card));
}

function placedCards() {
  return new Set(ROWS.flatMap((row) => rows[row]));
}

// -- drawing -----------------------------------------------------------------------
function drawWords() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  for (const field of document.querySelectorAll(".typed")) {
    const row = capital(term(field.dataset.row));
    field.placeholder = t("type_row", { row: term(field.dataset.row) });
    field.setAttribute("aria-label", t("type_row", { row }));
  }
  if (seat) {
    document.querySelector("#who").textContent = seat.hand_of_two
      ? t("seat_of_two", { name: seat.name, n: seat.hand_of_two }) // criss-cross: one of the player's two hands
      : t("seat_of", { name: seat.player });
    document.querySelector("#hand").textContent = [seat.session, t("hand_n", { n: seat.hand })].filter(Boolean).join(" · ");
  }
}

function rowWords(row) {
  const info = checks && checks.rows ? checks.rows[row] : null;
  if (!info || !info.hand) return t("count", { count: rows[row].length, size: SIZES[row] });
  let name = term(info.hand);
  if (info.low) return term("low") + ": " + name;
  if (["high-card", "pair", "three-of-a-kind", "four-of-a-kind"].includes(info.hand)) name += " · " + rankText(info.rank);
  else if (["straight", "straight-flush"].includes(info.hand)) name += " · " + (info.wheel ? "A-5" : rankText(info.rank));
  return name;
}

function drawRows() {
  for (const box of document.querySelectorAll(".row")) {
    const row = box.dataset.row;
    box.classList.toggle("active", row === active && !submitted);
    const head = box.querySelector(".row-head");
    head.replaceChildren(el("span", { class: "name" }, capital(term(row))), el("span", { class: "what" }, rowWords(row)));
    head.setAttribute("aria-pressed", String(row === active));
    box.querySelector(".placed").replaceChildren(...rows[row].map(cardButton));
    const field = box.querySelector(".typed");
    if (typed[row] === null && document.activeElement !== field) field.value = rows[row].join(" ");
    field.setAttribute("aria-invalid", String(!!unread && unread.row === row));
    field.disabled = submitted || gone;
  }
  const used = placedCards();
  for (const button of document.querySelectorAll("#picker .card")) {
    const taken = used.has(button.dataset.card);
    button.classList.toggle("used", taken);
    button.setAttribute("aria-pressed", String(taken));
  }
}

function foulReason(c) {
  const parts = (c.foul || []).map(([weaker, stronger]) => t("weaker", { weaker: term(weaker), stronger: term(stronger) }));
  if (!parts.length && c.qualifier) parts.push(t("qualifier", { rank: c.qualifier === "T" ? "10" : c.qualifier }));
  let text = t("foul", { reason: parts.join("; ") });
  if (c.foul_plays) text += " (" + t("foul_plays") + ")";
  return text;
}

function drawChecks() {
  const c = checks || { problems: [], royalties: [], foul: [] };
  const foul = document.querySelector("#foul");
  foul.hidden = c.status !== "fouled";
  foul.textContent = c.status === "fouled" ? foulReason(c) : "";
  document.querySelector("#royalties").replaceChildren(
    ...(c.royalties || []).map((r) =>
      el("li", { "data-row": r.row }, t("royalty", { row: capital(term(r.row)), hand: term(r.hand), units: "+" + r.units }))
    )
  );
  const natural = document.querySelector("#natural");
  natural.hidden = !c.natural;
  natural.textContent = c.natural ? t("natural", { natural: term(c.natural.id), units: c.natural.units }) : "";
  document.querySelector("#declare-box").hidden = !c.natural;
  document.querySelector("#surrender-box").hidden = !(seat && seat.surrender_allowed);
  const problems = (c.problems || []).map((p) =>
    p.problem === "duplicate" ? t("duplicate", { card: cardLabel(p.card) })
    : p.problem === "too-many" ? t("too_many", { row: capital(term(p.row)), size: p.size })
    : t("no_surrender")
  );
  if (unread) problems.unshift(t("unread", { row: capital(term(unread.row)), error: unread.error }));
  const box = document.querySelector("#problems");
  box.hidden = !problems.length;
  box.textContent = problems.join("; ");
  const ready = c.complete && !(c.problems || []).length && !unread;
  const submit = document.querySelector("#submit");
  submit.disabled = !ready || submitted || gone;
  submit.hidden = submitted;
  document.querySelector("#withdraw").hidden = !submitted || gone;
  document.querySelector("#clear").hidden = submitted;
  document.body.classList.toggle("locked", submitted || gone);
}

function say(state, text) {
  const status = document.querySelector("#status");
  status.dataset.state = state;
  status.textContent = text;
}

function drawAll() {
  drawWords();
  drawRows();
  drawChecks();
}

// -- the server --------------------------------------------------------------------
function rowText(row) {
  return typed[row] !== null ? typed[row] : rows[row].join(" ");
}

function body() {
  return JSON.stringify({
    front: rowText("front"), middle: rowText("middle"), back: rowText("back"),
    surrender: document.querySelector("#surrender").checked,
    declare_natural: document.querySelector("#declare").checked,
    hand: seat ? seat.hand : null,
  });
}

async function send(method, path, withBody) {
  const options = { method, cache: "no-store", credentials: "omit", headers: {} };
  if (withBody) {
    options.headers["Content-Type"] = "application/json";
    options.body = body();
  }
  const response = await fetch(path, options);
  let answer = {};
  try { answer = await response.json(); } catch (e) { answer = {}; }
  if (response.status === 403) stopAll();
  return { status: response.status, answer };
}

function stopAll() {
  gone = true;
  say("revoked", t("revoked"));
  drawChecks();
}

// One check in flight at most: taps made while it is out are checked together when it returns,
// so a fast thumb never sends more than the server answers (and never meets its rate limit).
let checking = false;
let again = false;

async function check() {
  if (checking) {
    again = true;
    return;
  }
  checking = true;
  try {
    do {
      again = false;
      await checkOnce();
    } while (again && !gone);
  } finally {
    checking = false;
  }
}

async function checkOnce() {
  const mine = ++asked;
  const sent = { ...typed }; // a row typed on while this check was out is read by the next one
  let result;
  try {
    result = await send("POST", "check", true);
  } catch (e) {
    say("lost", t("lost"));
    return;
  }
  const { status, answer } = result;
  if (mine !== asked || gone) return;
  if (status === 200) {
    checks = answer.checks;
    unread = null;
    tookTyped(sent);
    drawRows();
    drawChecks();
  } else if (status === 409) {
    await load();
  } else if (status === 422 && /^(front|middle|back): /.test(answer.error || "")) {
    const [row, ...rest] = answer.error.split(": "); // a typed row the engine cannot read: say which
    unread = { row, error: rest.join(": ") };
    checks = null;
    drawRows();
    drawChecks();
  } else if (status !== 403) {
    say("refused", t("refused", { error: answer.error || status }));
  }
}

async function submit() {
  clearTimeout(typingTimer);
  const { status, answer } = await send("POST", "hand", true);
  if (status === 200) {
    submitted = true;
    checks = answer.checks;
    unread = null;
    for (const row of ROWS) {
      rows[row] = checks.rows[row].cards.split(" ").filter(Boolean);
      typed[row] = null;
    }
    say("submitted", t("submitted"));
  } else if (status === 409) {
    await load();
  } else if (status !== 403) {
    say("refused", t("refused", { error: answer.error || status }));
  }
  drawAll();
}

async function withdraw() {
  const { status, answer } = await send("DELETE", "hand", false);
  if (status === 200) {
    submitted = false;
    say("setting", t("withdrawn"));
  } else if (status !== 403) {
    say("refused", t("refused", { error: answer.error || status }));
  }
  drawAll();
}

function restore(set) {
  rows = { front: [], middle: [], back: [] };
  typed = { front: null, middle: null, back: null };
  unread = null;
  if (!set) return;
  for (const row of ROWS) rows[row] = set[row] ? set[row].split(" ").filter(Boolean) : [];
  document.querySelector("#surrender").checked = !!set.surrender;
  document.querySelector("#declare").checked = set.declare_natural !== false;
}

async function load() {
  let response;
  try {
    response = await fetch("seat.json", { cache: "no-store", credentials: "omit" });
  } catch (e) {
    say("lost", t("lost"));
    return;
  }
  if (response.status === 403) return stopAll();
  if (response.status !== 200) return;
  const fresh = await response.json();
  const before = seat;
  seat = fresh;
  if (!before) {
    submitted = fresh.status === "submitted";
    if (submitted) restore(fresh.set);
    checks = fresh.checks || null;
    say(submitted ? "submitted" : "waiting", t(submitted ? "submitted" : "waiting"));
  } else if (before.hand !== fresh.hand) {
    submitted = false;
    restore(null);
    checks = null;
    active = "front";
    say("waiting", t("next_hand", { n: before.hand }));
  } else if (submitted && fresh.status !== "submitted") {
    submitted = false; // withdrawn elsewhere (another tab of this seat)
  }
  drawAll();
}

// -- taps --------------------------------------------------------------------------
function place(card) {
  if (submitted || gone) return;
  forgetTyped();
  const where = ROWS.find((row) => rows[row].includes(card));
  if (where) {
    rows[where] = rows[where].filter((c) => c !== card);
    active = where;
  } else {
    if (rows[active].length >= SIZES[active]) {
      const open = ROWS.find((row) => rows[row].length < SIZES[row]);
      if (!open) return;
      active = open;
    }
    rows[active].push(card);
    if (rows[active].length === SIZES[active]) {
      const next = ROWS.find((row) => rows[row].length < SIZES[row]);
      if (next) active = next;
    }
  }
  if (!submitted) say("setting", t("setting"));
  drawRows();
  check();
}

function buildPicker() {
  const picker = document.querySelector("#picker");
  for (const [suit] of SUITS) {
    const line = el("div", { class: "suit", "data-suit": suit });
    for (const rank of RANKS) line.append(cardButton(rank + suit));
    picker.append(line);
  }
  picker.addEventListener("click", (e) => {
    const button = e.target.closest(".card");
    if (button) place(button.dataset.card);
  });
  document.querySelector("#rows").addEventListener("click", (e) => {
    const card = e.target.closest(".card");
    if (card) return place(card.dataset.card);
    const row = e.target.closest(".row");
    if (row && !submitted) {
      active = row.dataset.row;
      drawRows();
    }
  });
  document.querySelector("#clear").addEventListener("click", () => {
    restore(null);
    active = "front";
    drawRows();
    check();
  });
  for (const id of ["#surrender", "#declare"]) document.querySelector(id).addEventListener("change", check);
  document.querySelector("#submit").addEventListener("click", submit);
  document.querySelector("#withdraw").addEventListener("click", withdraw);
}

// The bundled CJK font is loaded before Chinese is first drawn: text drawn while it was still
// on its way stayed as empty boxes in Chromium (the header, the first status line).
async function fontFor(code) {
  if (!code.startsWith("zh") || !document.fonts) return;
  try {
    await document.fonts.load('16px "Scorekeeper CJK"', "的牌第手");
  } catch (e) {
    // no bundled font: the phone's own is used
  }
}

function buildLanguages() {
  const select = document.querySelector("#lang");
  for (const [code, name] of LANGS) select.append(el("option", { value: code }, name));
  select.value = lang;
  select.addEventListener("change", async () => {
    await fontFor(select.value);
    lang = select.value;
    if (window.localStorage) localStorage.setItem("scorekeeper-lang", lang);
    drawAll();
    const status = document.querySelector("#status");
    const key = { submitted: "submitted", waiting: "waiting", setting: "setting", revoked: "revoked" }[status.dataset.state];
    if (key) say(status.dataset.state, t(key));
  });
}

async function start() {
  lang = pickLanguage();
  catalogue = await (await fetch("strings.json", { cache: "no-store", credentials: "omit" })).json();
  await fontFor(lang);
  buildLanguages();
  buildPicker();
  buildTyping();
  say("connecting", t("connecting"));
  await load();
  setInterval(() => { if (!gone) load(); }, POLL_MS);
}

start();
