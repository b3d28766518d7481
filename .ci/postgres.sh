#!/usr/bin/env bash
# Installs (if missing) and starts Debian's PostgreSQL, and makes a role and database for the
# server's tests. Run as root; safe to run again. The last line on stdout is the only line on
# stdout: the connection URL, so CI can do
#   export TEST_DATABASE_URL=$(bash .ci/postgres.sh | tail -1)
set -euo pipefail

# Everything but the final URL goes to stderr so the caller's capture stays clean.
exec 3>&1 1>&2

role=academy_test
password=academy_test
database=academy_test

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine may have no package lists yet: update only when the install needs it.
  apt-get install -y postgresql || { apt-get update && apt-get install -y postgresql; }
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -1)

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  pg_createcluster "$version" main 3>&-
fi

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 ~ /^online/ { up = 1 } END { exit !up }'; then
  # The server must not inherit fd 3, or the caller's pipe never closes.
  pg_ctlcluster "$version" main start 3>&-
fi

port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port"

as_postgres() {
  runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q -p "$port" "$@"
}

as_postgres -d postgres <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$role') THEN
    CREATE ROLE $role LOGIN;
  END IF;
END
\$\$;
ALTER ROLE $role LOGIN CREATEDB PASSWORD '$password';
SQL

if [ "$(as_postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$database'")" != 1 ]; then
  as_postgres -d postgres -c "CREATE DATABASE $database OWNER $role"
fi

echo "postgres://$role:$password@127.0.0.1:$port/$database" >&3
