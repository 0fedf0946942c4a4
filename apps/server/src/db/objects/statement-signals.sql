-- The statement-level trigger functions the change signals below share (catalog- and
-- session-change-notifications, search- and catalogue-version): each trigger names what it signals
-- in its argument, so the function is written once. Both run once per statement, however many rows
-- it writes, and return nothing to it.

-- `notify_changed('<channel>')`: announces the statement on the channel, the table's name as the
-- payload; sent at commit.
CREATE OR REPLACE FUNCTION notify_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- `bump_version('<table>')`: moves on the version kept in that one-row table.
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger AS $$
BEGIN
  EXECUTE format('UPDATE %I SET version = version + 1', TG_ARGV[0]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
