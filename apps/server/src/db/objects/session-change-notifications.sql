-- Each server process keeps the sessions it read in the last half minute (docs/decisions/024). Every
-- write that could make a kept session wrong announces itself on the channel `sessions_changed`, and
-- each process empties its cache when told: a session ended (sign-out, sign-in replacing it, expiry,
-- its user removed) or a change to what a session carries of its user (role, status, e-mail, name,
-- licence expiry date, disabling, practice and role in it, the practice's PO rule and tax
-- exemption). The minute-by-minute "last seen" touch announces nothing. Statement-level: one
-- notification per statement, sent at commit (notify_changed, db/objects/statement-signals.sql).
CREATE OR REPLACE TRIGGER sessions_changed_delete AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
CREATE OR REPLACE TRIGGER sessions_changed_update AFTER UPDATE OF id_hash, user_id, idle_timeout_seconds, expires_at ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
CREATE OR REPLACE TRIGGER users_sessions_changed_delete AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
CREATE OR REPLACE TRIGGER users_sessions_changed_update AFTER UPDATE OF role, status, email, full_name, disabled_at, license_expiry_date,
  tax_exemption_number, tax_exemption_expires ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
CREATE OR REPLACE TRIGGER practice_members_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practice_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
CREATE OR REPLACE TRIGGER practices_sessions_changed AFTER UPDATE OF po_number_required, tax_exemption_number,
  tax_exemption_expires ON practices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_changed('sessions_changed');
