// The tournament's board: renders the server's snapshot (the numbers of `scorekeeper tournament show`,
// counted by the engine) and follows it over server-sent events, as the table's page does.
// Every text from the book goes in through textContent (never innerHTML).
"use strict";

// (the words: words.js; money, the DOM and the live stream: live.js)

// -- numbers: the engine's exact strings and integers, only written out here ------------------
function money(amount) {
  return moneyIn(state ? state.board.currency : "", amount);
}

function chips(n) {
  return Number(n).toLocaleString(lang);
}

function handsToNext(n) {
  return n === 1 ? t("one_hand_to_next") : t("hands_to_next", { n });
}

// -- clocks: counted down from the server's moment, so a phone's own clock does not matter --
let skew = 0; // server time minus this device's, set at each snapshot
let skewOf = null; // the snapshot it was set from (a language change renders the same one again)

function serverNow() {
  return Date.now() + skew;
}

function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function tickClocks() {
  for (const node of document.querySelectorAll("[data-deadline]")) {
    const left = (Number(node.dataset.deadline) - serverNow()) / 1000;
    node.classList.toggle("expired", left <= 0);
    node.textContent = left > 0 ? t(node.dataset.words, { time: clockText(left) }) : t("time_up");
  }
}

function fact(label, value, attrs) {
  return el("div", { class: "fact", ...(attrs || {}) }, el("span", { class: "label" }, label), el("strong", { class: "num" }, value));
}

// -- sections -------------------------------------------------------------------------
function renderHeader() {
  const b = state.board;
  document.getElementById("name").textContent = b.name;
  document.title = b.name;
  const facts = [t("level_n", { n: b.level }), `${t("point_value")} ${chips(b.point_value)}`];
  if (b.finished) facts.push(t("finished"));
  document.getElementById("facts").textContent = facts.join(" · ");
}

function renderLevel() {
  const b = state.board;
  let ahead = t("last_level");
  if (b.next_point_value !== null) {
    ahead = t("next_value", { value: chips(b.next_point_value) });
    if (b.hands_to_next !== null) ahead += " · " + handsToNext(b.hands_to_next);
  }
  const clock = b.clock && b.clock.seconds_to_next !== null ? b.clock : null;
  const timed = !clock
    ? []
    : clock.running
      ? [" · ", el("span", { id: "level-clock", "data-deadline": serverNow() + clock.seconds_to_next * 1000, "data-words": "next_level_in" })]
      : [" · ", el("span", { id: "level-clock" }, t("clock_paused"))];
  fill(
    "level-body",
    el(
      "div",
      { class: "level-big" },
      el("span", { id: "level-number", "data-level": b.level }, t("level_n", { n: b.level })),
      el("span", { id: "point-value", class: "num", "data-value": b.point_value }, chips(b.point_value)),
    ),
    el("p", { class: "muted level-sub" }, `${t("point_value")} · `, el("span", { id: "level-ahead" }, ahead), ...timed),
    el(
      "div",
      { class: "facts-grid" },
      fact(t("players_left"), `${b.players_left} / ${b.field.length}`, { id: "players-left" }),
      fact(t("average"), chips(b.average_stack)),
      fact(t("chips_in_play"), chips(b.chips_in_play)),
      fact(t("entries"), String(b.entries)),
    ),
  );
}

function renderLeaderboard() {
  const b = state.board;
  const head = el(
    "tr",
    {},
    el("th", { class: "rank" }, t("rank")),
    el("th", { class: "who" }, t("player")),
    el("th", { class: "num" }, t("chips")),
    el("th", { class: "num" }, t("table")),
    el("th", { class: "num" }, t("seat")),
    el("th", { class: "more" }, t("status")),
    el("th", { class: "num more" }, t("entries")),
  );
  const rows = b.field.map((p) =>
    el(
      "tr",
      { class: p.status, "data-player": p.name, "data-chips": p.chips, "data-table": p.table, "data-place": p.place },
      el("td", { class: "rank num" }, p.rank === null ? "" : String(p.rank)),
      el("td", { class: "who" }, p.name),
      el("td", { class: "num chips" }, chips(p.chips)),
      el("td", { class: "num" }, p.table === null ? "·" : String(p.table)),
      el("td", { class: "num" }, p.seat === null ? "·" : String(p.seat)),
      el("td", { class: "more" }, p.status === "out" && p.place ? t("place_n", { n: p.place }) : t(p.status)),
      el("td", { class: "num more" }, String(p.entries)),
    ),
  );
  if (!rows.length) rows.push(el("tr", {}, el("td", { colspan: 7, class: "muted" }, t("nobody"))));
  fill("board-table", el("thead", {}, head), el("tbody", {}, ...rows));
}

function renderPrizes() {
  const b = state.board;
  const list = el(
    "ol",
    { class: "payouts", id: "payouts" },
    ...b.payouts.map((p) =>
      el(
        "li",
        { "data-place": p.place, "data-amount": p.amount },
        el("span", {}, t("place_n", { n: p.place })),
        el("strong", { class: "num" }, money(p.amount)),
      ),
    ),
  );
  fill(
    "prizes-body",
    el("div", { id: "prize-pool", class: "pool num", "data-amount": b.prize_pool }, money(b.prize_pool)),
    el("h3", {}, t("payouts")),
    list,
  );
}

function renderEliminations() {
  const out = state.board.eliminations;
  if (!out.length) {
    fill("eliminations-body", el("p", { class: "muted" }, t("nobody_out")));
    return;
  }
  const items = out.map((e) =>
    el(
      "li",
      { "data-player": e.name, "data-place": e.place },
      el("span", { class: "place num" }, t("place_n", { n: e.place })),
      el("span", { class: "who" }, e.name),
      el("span", { class: "muted small" }, t("out_at", { n: e.hand, table: e.table })),
    ),
  );
  fill("eliminations-body", el("ol", { class: "out-list", id: "out-list" }, ...items));
}

function renderTables() {
  const b = state.board;
  if (!b.drawn) {
    fill("tables-body", el("p", { class: "muted" }, t("no_draw")));
    return;
  }
  const started = new Map(((b.setting && b.setting.started) || []).map((s) => [s.table, Date.parse(s.deadline)]));
  const cards = b.tables.map((table) => {
    const ahead = table.hands_to_next === null ? t("last_level") : handsToNext(table.hands_to_next);
    const deadline = started.get(table.table);
    const setting = deadline === undefined ? [] : [el("p", { class: "setting num", "data-deadline": deadline, "data-words": "to_set" })];
    return el(
      "article",
      { class: "table-card", "data-table": table.table, "data-hands": table.hands },
      el("header", {}, el("strong", {}, t("table_n", { n: table.table })), el("span", { class: "muted small" }, t("level_n", { n: table.level }))),
      el("ol", { class: "seated" }, ...table.players.map((name) => el("li", {}, name))),
      el("p", { class: "muted small" }, `${t("hands_played", { n: table.hands })} · ${ahead}`),
      ...setting,
    );
  });
  fill("tables-body", el("div", { class: "table-cards" }, ...cards), ...renderMoves(b.moves));
}

function renderMoves(moves) {
  const out = [];
  const lists = [
    ["moves_proposed", moves ? moves.proposed : [], "moves-proposed"],
    ["moves_made", moves ? moves.made : [], "moves-made"],
  ];
  for (const [key, list, id] of lists) {
    if (!list.length) continue;
    const items = list.map((m) =>
      el("li", { "data-player": m.player, "data-from": m.from, "data-to": m.to }, t("move_line", { player: m.player, from: m.from, to: m.to })),
    );
    out.push(el("div", { class: "moves", id }, el("h3", {}, t(key)), el("ul", {}, ...items)));
  }
  return out;
}

function renderPage() {
  if (state !== skewOf && state.board.now) skew = Date.parse(state.board.now) - Date.now(); // a new snapshot only
  skewOf = state;
  renderHeader();
  renderLevel();
  renderLeaderboard();
  renderPrizes();
  renderEliminations();
  renderTables();
  tickClocks();
}

setInterval(() => {
  if (state) tickClocks();
}, 250);
