// The live table: renders the server's snapshot, follows it over server-sent events.
// Every text from the book goes in through textContent (never innerHTML), so a
// player called <script>...</script> is shown as those characters.
"use strict";

const COLOURS = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#7f7f7f", "#8c564b"];
const SUITS = { s: "♠", h: "♥", d: "♦", c: "♣" };
const ROWS = ["front", "middle", "back"];

// -- numbers: exact decimal strings, never floats --------------------------------------
function money(amount, options) {
  return moneyIn(state ? state.show.currency : "", amount, options);
}

function signed(value) {
  const text = String(value);
  if (text.startsWith("-")) return "−" + text.slice(1);
  return Number(text) > 0 ? "+" + text : text;
}

function tone(value) {
  const n = Number(value);
  return n > 0 ? "win" : n < 0 ? "lose" : "muted";
}

function svg(tag, attrs, ...children) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
  for (const child of children) node.append(typeof child === "string" ? document.createTextNode(child) : child);
  return node;
}

function colourOf(name) {
  const i = state.show.players.findIndex((p) => p.name === name);
  return COLOURS[(i < 0 ? 0 : i) % COLOURS.length];
}

// -- sections -------------------------------------------------------------------------
function renderHeader() {
  const show = state.show;
  document.getElementById("name").textContent = show.name;
  document.title = show.name;
  const facts = [state.meta.date, state.meta.place, show.currency].filter(Boolean);
  if (state.meta.settled) facts.push(t("settled"));
  document.getElementById("facts").textContent = facts.join(" · ");
}

function renderTotals() {
  const items = state.show.players.map((p) =>
    el(
      "li",
      { class: "player", "data-player": p.name, "data-money": p.money },
      el("div", { class: "who" }, p.name),
      el("div", { class: "money num " + tone(p.money) }, money(p.money, { sign: true })),
      el("div", { class: "sub muted num" }, `${signed(p.units)} ${t("units")} · ${p.hands} ${t("hands")}`),
    ),
  );
  fill("totals-list", ...items);
  for (const li of document.querySelectorAll("#totals-list li")) li.style.borderLeftColor = colourOf(li.dataset.player);
  renderChart();
}

function renderChart() {
  const points = state.ledger.filter((h) => h.running).map((h) => ({ hand: h.hand, totals: h.running }));
  const names = state.show.players.map((p) => p.name);
  const box = document.getElementById("chart");
  if (!points.length) {
    box.replaceChildren();
    return;
  }
  const W = Math.max(300, Math.round(box.clientWidth || 640)), H = Math.round(Math.min(260, Math.max(170, W * 0.42)));
  const L = 40, R = 10, T = 10, B = 22;
  const series = names.map((n) => [0, ...points.map((p) => Number(p.totals[n] || 0))]);
  const all = series.flat();
  let lo = Math.min(0, ...all), hi = Math.max(0, ...all);
  if (lo === hi) { lo -= 1; hi += 1; }
  const x = (i) => L + (i * (W - L - R)) / Math.max(1, points.length);
  const y = (v) => T + ((hi - v) * (H - T - B)) / (hi - lo);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("chart") });
  chart.append(svg("line", { class: "axis", x1: L, y1: T, x2: L, y2: H - B }));
  chart.append(svg("line", { class: "zero", x1: L, y1: y(0), x2: W - R, y2: y(0) }));
  for (const v of [hi, 0, lo]) chart.append(svg("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end" }, String(Math.round(v * 100) / 100)));
  const last = points[points.length - 1].hand;
  chart.append(svg("text", { x: W - R, y: H - 6, "text-anchor": "end" }, "#" + last));
  chart.append(svg("text", { x: L, y: H - 6, "text-anchor": "start" }, "#0"));
  series.forEach((values, s) => {
    const d = values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    chart.append(svg("path", { class: "line", d, stroke: colourOf(names[s]) }, svg("title", {}, names[s])));
  });
  box.replaceChildren(chart, el("figcaption", { class: "small muted" }, t("chart")));
}

function cardChip(code) {
  const rank = code.slice(0, -1), suit = code.slice(-1).toLowerCase();
  if (!SUITS[suit]) return el("span", { class: "pc" }, code);
  return el(
    "span",
    { class: "pc suit-" + suit, title: code, "data-card": code },
    el("span", { class: "rank" }, rank === "T" ? "10" : rank),
    el("span", { class: "suit" }, SUITS[suit]),
  );
}

function royaltyWords(royalty) {
  return `${term(royalty.row)} ${term(royalty.hand)} +${royalty.units}`;
}

function seatCard(seat) {
  const badges = [];
  if (seat.status === "fouled") badges.push(el("span", { class: "badge foul" }, term("fouled").toUpperCase()));
  if (seat.status === "surrendered") badges.push(el("span", { class: "badge surrender" }, term("surrendered")));
  if (seat.natural) badges.push(el("span", { class: "badge natural" }, term(seat.natural)));
  const rows = ROWS.map((row) => {
    const royalties = seat.royalties.filter((r) => r.row === row);
    return el(
      "div",
      { class: "row", "data-row": row },
      el("span", { class: "label" }, capital(term(row))),
      el("span", { class: "cards" }, ...(seat.cards[row] || []).map(cardChip)),
      el(
        "span",
        { class: "what" },
        seat.rows[row] ? term(seat.rows[row]) : "",
        ...royalties.map((r) => el("span", { class: "badge royalty" }, "+" + r.units)),
      ),
    );
  });
  const label = seat.hand ? `${seat.name} (${seat.hand})` : seat.name;
  return el(
    "article",
    { class: "seat", "data-player": seat.name },
    el(
      "header",
      {},
      el("span", {}, el("span", { class: "who" }, label), ...badges),
      el("span", { class: "num " + tone(seat.money), "data-money": seat.money }, money(seat.money, { sign: true })),
    ),
    ...rows,
    el("div", { class: "small muted num" }, `${signed(seat.units)} ${t("units")}`),
  );
}

function pairsTable(pairs) {
  const head = el("tr", {}, el("th", {}, ""), ...ROWS.map((r) => el("th", {}, capital(term(r)))), el("th", {}, t("units")), el("th", {}, t("money")));
  const body = pairs.map((pair) => {
    const [a, b] = pair.players;
    const rows = pair.rows || [null, null, null];
    return el(
      "tr",
      { "data-pair": `${a}|${b}` },
      el("td", {}, `${a} – ${b}`),
      ...rows.map((v) => el("td", { class: "num " + (v === null ? "muted" : tone(v)) }, v === null ? "·" : signed(v))),
      el("td", { class: "num " + tone(pair.units) }, signed(pair.units)),
      el("td", { class: "num " + tone(pair.money), "data-money": pair.money }, money(pair.money, { sign: true })),
    );
  });
  return el("table", { class: "pairs" }, el("caption", {}, t("pairs")), el("thead", {}, head), el("tbody", {}, ...body));
}

function renderLast() {
  const last = state.last;
  const title = document.getElementById("last-title");
  if (!last) {
    title.textContent = t("last_hand");
    fill("last-body", el("p", { class: "muted" }, t("no_hands")));
    return;
  }
  title.textContent = `${t("last_hand")} · ${t("hand_n", { n: last.hand })}`;
  const meta = [last.dealer ? t("dealer", { name: last.dealer }) : "", last.corrected ? "✎ " + t("corrected") : ""].filter(Boolean);
  fill(
    "last-body",
    meta.length ? el("p", { class: "hand-meta muted" }, meta.join(" · ")) : null,
    el("div", { class: "seats" }, ...last.seats.map(seatCard)),
    pairsTable(last.pairs),
  );
}

function transferList(transfers) {
  if (!transfers.length) return el("p", { class: "muted" }, t("nobody_owes"));
  return el(
    "ol",
    { class: "transfers" },
    ...transfers.map((tr) =>
      el(
        "li",
        { "data-from": tr.from, "data-to": tr.to, "data-amount": tr.amount },
        el("span", {}, t("pays", { from: tr.from, to: tr.to })),
        el("strong", { class: "num" }, money(tr.amount)),
      ),
    ),
  );
}

function renderSettle() {
  const s = state.settle;
  fill(
    "settle-body",
    s.verified ? null : el("p", { class: "banner" }, t("not_verified")),
    el("h3", {}, t("fewest")),
    el("div", { id: "simplified" }, transferList(s.simplified)),
    el("h3", {}, t("by_pair")),
    el("div", { id: "by-pair" }, transferList(s.by_pair)),
    el(
      "div",
      { class: "fingerprint" },
      el("span", {}, t("fingerprint")),
      el("code", { id: "fingerprint" }, s.fingerprint),
      s.verified ? el("span", { class: "small ok" }, "✓ " + t("verified")) : null,
    ),
    el("p", { class: "small muted" }, t("fingerprint_tip")),
  );
}

// The column's name inside each cell: shown only by the phone's narrow layout, where the ledger
// is a list of hands (a table of every player is wider than a phone).
function cellLabel(text) {
  return el("span", { class: "label" }, text);
}

function renderLedger() {
  const names = state.show.players.map((p) => p.name);
  const moneyByHand = new Map(state.show.hands.map((h) => [h.hand, h]));
  const head = el("tr", {}, el("th", {}, "#"), el("th", {}, t("marks")), ...names.map((n) => el("th", {}, n)));
  const rows = state.ledger
    .slice()
    .reverse()
    .map((h) => {
      const shown = moneyByHand.get(h.hand) || { money: {} };
      const marks = h.marks.map((m) => el("span", { class: "badge mark", title: t("mark_" + m) }, m === "E" ? "✎" : m));
      return el(
        "tr",
        { class: h.status === "void" ? "void" : "", "data-hand": h.hand },
        el("td", { class: "hand" }, cellLabel("#"), String(h.hand)),
        el("td", { class: "marks" }, ...marks, h.status === "void" ? t("void") : ""),
        ...names.map((n) => {
          const m = shown.money[n];
          const total = h.running ? h.running[n] : undefined;
          if (m === undefined) return el("td", { class: "muted" }, cellLabel(n), "·");
          return el(
            "td",
            { class: "num" },
            cellLabel(n),
            el("span", { class: tone(m) }, signed(m)),
            total === undefined ? "" : el("span", { class: "muted small" }, ` (${signed(total)})`),
          );
        }),
      );
    });
  const foot = el(
    "tr",
    {},
    el("td", { class: "hand" }, ""),
    el("td", { class: "marks" }, t("totals")),
    ...state.show.players.map((p) =>
      el("td", { class: "num " + tone(p.money) }, cellLabel(p.name), money(p.money, { sign: true })),
    ),
  );
  fill("ledger-table", el("thead", {}, head), el("tbody", {}, ...rows), el("tfoot", {}, foot));
}

function renderRules() {
  const stakes = state.stakes;
  const lines = [[t("unit_value"), money(stakes.unit)]];
  for (const pair of stakes.pairs) lines.push([t("pair_stake", { a: pair.players[0], b: pair.players[1] }), money(pair.stake)]);
  let label = "";
  for (const [name, text] of state.rules[lang] || state.rules.en) {
    label = name || "";
    lines.push([label, text]);
  }
  const dl = el("dl", { class: "rules" });
  for (const [name, text] of lines) dl.append(el("dt", {}, name), el("dd", {}, text));
  fill("rules-body", dl);
}

function renderPage() {
  renderHeader();
  renderTotals();
  renderLast();
  renderSettle();
  renderLedger();
  renderRules();
}
