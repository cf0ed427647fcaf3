"""The PostgreSQL book's server-side functions: the only way into its logs.

Every event of a session, and of the player register, is appended by a function that
runs with its owner's rights (``SECURITY DEFINER``, ``search_path`` pinned to the book's
schema) and refuses an event that does not follow the log: its ``seq`` must be the
next one and its hash must be the chain's next link, computed on the server exactly as
``scorekeeper.session.events.event_hash`` computes it (the same canonical JSON text,
SHA-256 in hex). So a card room's terminal needs no right to write ``events``,
``register_events`` or a session's head and count: it may add to the logs, never rewrite,
delete or reorder them (README, "A card room's terminal role"). The book always records
through these functions, whoever its role: the path the tests run is the terminals' one.

The functions belong to the book's schema and to the role that made or upgraded it;
``book_meta('functions')`` holds the version installed (PostgreSQL's own, apart from the
schema version both backends share). None may be called by ``PUBLIC``: each is granted.
"""

from __future__ import annotations

from typing import Any

FUNCTIONS_VERSION = 1  # book_meta 'functions': raise it when a function below changes

# The chain's link as events.event_hash makes it: canonical({"seq", "kind", "at", "payload", "prev"})
# is keys sorted, no spaces, strings escaped as Python's json does (to_json's escapes are the
# same: \" \\ \b \f \n \r \t, other controls \u00xx in lower case, the rest as it is).
_HASH = """CREATE OR REPLACE FUNCTION book_event_hash(
    h_seq INTEGER, h_kind TEXT, h_at TEXT, h_payload TEXT, h_prev TEXT)
RETURNS TEXT LANGUAGE sql STABLE STRICT PARALLEL SAFE
RETURN encode(sha256(convert_to('{"at":' || to_json(h_at)::text || ',"kind":' || to_json(h_kind)::text
    || ',"payload":' || to_json(h_payload)::text || ',"prev":' || to_json(h_prev)::text
    || ',"seq":' || h_seq::text || '}', 'UTF8')), 'hex')"""

# One action of a session: its event, and the rows derived from it (the session's row
# but its head and count, which follow the event; the players; the touched hands' money).
_APPEND = """CREATE OR REPLACE FUNCTION book_append_event(
    p_session BIGINT, p_seq INTEGER, p_kind TEXT, p_at TEXT, p_payload TEXT, p_hash TEXT,
    p_name TEXT, p_date TEXT, p_hands INTEGER, p_state TEXT, p_archived INTEGER, p_seal TEXT,
    p_players TEXT[], p_touched INTEGER[], m_hand INTEGER[], m_player TEXT[], m_at TEXT[],
    m_units TEXT[], m_money TEXT[])
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
DECLARE
    v_head TEXT;
    v_count INTEGER;
BEGIN
    SELECT head, events INTO v_head, v_count FROM sessions WHERE id = p_session FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'the book holds no session %', p_session USING ERRCODE = 'no_data_found';
    END IF;
    IF p_seq IS DISTINCT FROM v_count + 1 THEN
        RAISE EXCEPTION 'session %: event % is not the next one (the log holds % events)', p_session, p_seq, v_count
            USING ERRCODE = 'check_violation';
    END IF;
    IF p_hash IS DISTINCT FROM book_event_hash(p_seq, p_kind, p_at, p_payload, v_head) THEN
        RAISE EXCEPTION 'session %: event % does not chain to the event before it', p_session, p_seq
            USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO events(session_id, seq, kind, at, payload, hash)
        VALUES (p_session, p_seq, p_kind, p_at, p_payload, p_hash);
    UPDATE sessions SET name = p_name, date = p_date, hands = p_hands, state = p_state, archived = p_archived,
        head = p_hash, events = p_seq, seal = p_seal WHERE id = p_session;
    INSERT INTO players(name, created) SELECT unnest(p_players), p_at ON CONFLICT DO NOTHING;
    DELETE FROM hand_money WHERE session_id = p_session AND hand = ANY(p_touched);
    INSERT INTO hand_money(session_id, hand, player, at, units, money)
        SELECT p_session, m.* FROM unnest(m_hand, m_player, m_at, m_units, m_money) AS m;
END $$"""

# A new, empty session (its first event follows): the next number, under the book's lock on
# making sessions, which holder_after_lock (pg_queries) waits on too.
_NEW_SESSION = """CREATE OR REPLACE FUNCTION book_new_session(p_created TEXT)
RETURNS BIGINT LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
DECLARE
    v_id BIGINT;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext(current_schema() || ':sessions'));
    SELECT COALESCE(MAX(id), 0) + 1 INTO v_id FROM sessions;
    INSERT INTO sessions(id, name, created, head, events) VALUES (v_id, '', p_created, '', 0);
    RETURN v_id;
END $$"""

_REGISTER = """CREATE OR REPLACE FUNCTION book_append_register(
    p_seq INTEGER, p_kind TEXT, p_at TEXT, p_payload TEXT, p_hash TEXT)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
DECLARE
    v_head TEXT := '';
    v_count INTEGER := 0;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext(current_schema() || ':register'));
    SELECT seq, hash INTO v_count, v_head FROM register_events ORDER BY seq DESC LIMIT 1;
    IF NOT FOUND THEN
        v_count := 0;
        v_head := '';
    END IF;
    IF p_seq IS DISTINCT FROM v_count + 1 THEN
        RAISE EXCEPTION 'the player register: event % is not the next one (it holds % events)', p_seq, v_count
            USING ERRCODE = 'check_violation';
    END IF;
    IF p_hash IS DISTINCT FROM book_event_hash(p_seq, p_kind, p_at, p_payload, v_head) THEN
        RAISE EXCEPTION 'the player register: event % does not chain to the event before it', p_seq
            USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO register_events(seq, kind, at, payload, hash) VALUES (p_seq, p_kind, p_at, p_payload, p_hash);
END $$"""

# Removing a session that holds no hand: not a terminal's right (README); the program asks
# a casino session's manager first, the server refuses a session with hands whoever asks.
_DELETE = """CREATE OR REPLACE FUNCTION book_delete_session(p_session BIGINT)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = @SCHEMA@, pg_temp AS $$
BEGIN
    PERFORM 1 FROM sessions WHERE id = p_session FOR UPDATE;
    IF EXISTS (SELECT 1 FROM events WHERE session_id = p_session AND kind = 'added') THEN
        RAISE EXCEPTION 'session % holds hands: archive it instead', p_session USING ERRCODE = 'check_violation';
    END IF;
    DELETE FROM events WHERE session_id = p_session;
    DELETE FROM drafts WHERE session_id = p_session;
    DELETE FROM hand_money WHERE session_id = p_session;
    DELETE FROM sessions WHERE id = p_session;
END $$"""

RECORDING = ("book_new_session", "book_append_event", "book_append_register")
GRANTED = (*RECORDING, "book_delete_session")

# The roles that could write the events table when the functions arrive (the README's older
# grants): each keeps what it could do, so a card room's terminals record on after the upgrade.
_WRITERS = """SELECT DISTINCT a.privilege_type,
    CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(r.rolname) END
FROM pg_class c CROSS JOIN aclexplode(c.relacl) a LEFT JOIN pg_roles r ON r.oid = a.grantee
WHERE c.oid = 'events'::regclass AND a.privilege_type IN ('INSERT', 'DELETE') AND a.grantee <> c.relowner"""


def quoted(schema: str) -> str:
    return '"' + schema.replace('"', '""') + '"'


def install_functions(db: Any, schema: str) -> None:
    """Create (or bring up to date) the functions in ``schema``, inside the caller's transaction."""
    for text in (_HASH, _APPEND, _NEW_SESSION, _REGISTER, _DELETE):
        db.execute(text.replace("@SCHEMA@", quoted(schema)))  # no parameters: the text goes as it is
    for name in GRANTED:  # only the roles granted it (a function is everyone's by default)
        db.execute(f"REVOKE ALL ON FUNCTION {name} FROM PUBLIC")
    for right, grantee in db.execute(_WRITERS).fetchall():
        names = ", ".join(RECORDING if right == "INSERT" else ("book_delete_session",))
        db.execute(f"GRANT EXECUTE ON FUNCTION {names} TO {grantee}")
    db.execute(
        "INSERT INTO book_meta(key, value) VALUES ('functions', %s)"
        " ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
        (str(FUNCTIONS_VERSION),),
    )
