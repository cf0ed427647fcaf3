// Typing a row on the seat page ("as kd 7h", "AsKd7h", "10h"), beside the taps of seat.js.
// The text goes to the server as the row, as it is: the engine reads it (the page has no card
// rules of its own), and the page takes the cards back from the server's answer, so the taps
// and the picker follow them. Loaded before seat.js, whose state (rows, typed, unread) it shares.
"use strict";

const TYPING_MS = 250; // a pause in typing before the server reads the row

// The cards of each typed row as the server read them: the taps and the picker follow them.
function tookTyped(sent) {
  for (const row of ROWS) {
    if (typed[row] === null || typed[row] !== sent[row] || !checks || !checks.rows[row]) continue;
    rows[row] = checks.rows[row].cards.split(" ").filter(Boolean);
    const field = document.querySelector(`.typed[data-row=${row}]`);
    if (document.activeElement !== field) typed[row] = null; // still typing: the text stays as typed
  }
}

// A tap after typing: the rows as the server last read them (a row it could not read is emptied).
function forgetTyped() {
  for (const row of ROWS) {
    if (typed[row] === null) continue;
    if (unread && unread.row === row) rows[row] = [];
    typed[row] = null;
  }
  unread = null;
}

let typingTimer = 0;

function typing(field) {
  if (submitted || gone) return;
  const row = field.dataset.row;
  typed[row] = field.value;
  active = row;
  say("setting", t("setting"));
  clearTimeout(typingTimer);
  typingTimer = setTimeout(check, TYPING_MS);
}

function buildTyping() {
  for (const field of document.querySelectorAll(".typed")) {
    field.addEventListener("input", () => typing(field));
    field.addEventListener("focus", () => {
      active = field.dataset.row;
      drawRows();
    });
    field.addEventListener("change", () => { // left the box: it shows the cards as read
      clearTimeout(typingTimer);
      check();
    });
    field.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      const next = ROWS[ROWS.indexOf(field.dataset.row) + 1];
      if (next) document.querySelector(`.typed[data-row=${next}]`).focus();
      else field.blur();
    });
  }
}

