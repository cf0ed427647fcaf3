# shellcheck shell=bash
# CI step (sourced by .ci/run before the tests): a PostgreSQL server for the book's tests.
#
# Exports SCOREKEEPER_TEST_PG, a postgresql:// URL the tests create their own databases on.
# Order: a SCOREKEEPER_TEST_PG already set that answers; else the machine's server at
# 127.0.0.1:5432; else Debian's postgresql (installed if missing) running a throwaway
# cluster in a temporary folder on a free port, stopped when .ci/run ends
# (SCOREKEEPER_CI_PG_THROWAWAY=1 forces that last way, to try it on a machine with a server). If none can be
# had, CI fails here: the PostgreSQL tests never skip silently in CI.

_pg_bin() {  # the folder of the server's programs (initdb refuses to run from elsewhere)
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && { dirname "$(readlink -f "$(command -v initdb)")"; return 0; }
  return 1
}

_pg_answers() {  # URL: true when a server there accepts a connection and a query
  local url=$1 bin
  if command -v psql >/dev/null 2>&1; then
    psql "$url" -XAtqc 'SELECT 1' >/dev/null 2>&1
  elif bin=$(_pg_bin) && [ -x "$bin/psql" ]; then
    "$bin/psql" "$url" -XAtqc 'SELECT 1' >/dev/null 2>&1
  else
    python3 - "$url" <<'EOF' >/dev/null 2>&1
import sys, psycopg
psycopg.connect(sys.argv[1], connect_timeout=5).close()
EOF
  fi
}

_pg_free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

_pg_throwaway_cluster() {  # starts a cluster; sets _SCOREKEEPER_PG_URL and _SCOREKEEPER_PG_STOP
  local bin dir port as=()
  if ! bin=$(_pg_bin); then
    command -v apt-get >/dev/null 2>&1 || return 1
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >&2 || return 1
    bin=$(_pg_bin) || return 1
  fi
  dir=$(mktemp -d "${TMPDIR:-/tmp}/scorekeeper-ci-pg.XXXXXX") || return 1
  if [ "$(id -u)" = 0 ]; then  # initdb refuses to run as root
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres >&2 || return 1
    chown postgres "$dir"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
  port=$(_pg_free_port) || return 1
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -w -t 60 -l "$dir/log" \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on" start >&2 || { cat "$dir/log" >&2; return 1; }
  _SCOREKEEPER_PG_STOP="${as[*]} $bin/pg_ctl -D $dir/data -m fast stop >/dev/null 2>&1; rm -rf $dir"
  "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test >&2 || return 1
  _SCOREKEEPER_PG_URL="postgresql://postgres@127.0.0.1:$port/test"
}

_pg_setup() {
  local url
  if [ -n "${SCOREKEEPER_TEST_PG:-}" ]; then
    _pg_answers "$SCOREKEEPER_TEST_PG" && return 0
    echo "postgres.sh: SCOREKEEPER_TEST_PG=$SCOREKEEPER_TEST_PG does not answer" >&2
    return 1
  fi
  for url in postgresql://postgres@127.0.0.1:5432/test postgresql://postgres@127.0.0.1:5432/postgres; do
    [ -n "${SCOREKEEPER_CI_PG_THROWAWAY:-}" ] && break  # asked for a throwaway cluster (to test this path)
    if _pg_answers "$url"; then
      export SCOREKEEPER_TEST_PG=$url
      echo "postgres.sh: using the server at $url" >&2
      return 0
    fi
  done
  echo "postgres.sh: no server at 127.0.0.1:5432; starting a throwaway cluster" >&2
  _SCOREKEEPER_PG_STOP=""
  _pg_throwaway_cluster
  local started=$?
  if [ -n "$_SCOREKEEPER_PG_STOP" ]; then  # it runs: stop it when .ci/run ends, keeping .ci/run's own EXIT trap
    local previous=""
    [ -n "$(trap -p EXIT)" ] && eval "set -- $(trap -p EXIT)" && previous=$3
    # shellcheck disable=SC2064  # expand now: the folder and port are fixed
    trap "$_SCOREKEEPER_PG_STOP${previous:+; $previous}" EXIT
  fi
  [ "$started" = 0 ] || return 1
  url=$_SCOREKEEPER_PG_URL
  _pg_answers "$url" || return 1
  export SCOREKEEPER_TEST_PG=$url
  echo "postgres.sh: throwaway cluster at $url" >&2
}

if ! _pg_setup; then
  echo "postgres.sh: no PostgreSQL server could be had; the PostgreSQL tests cannot run" >&2
  exit 1  # sourced: ends .ci/run itself, so CI fails instead of skipping
fi
