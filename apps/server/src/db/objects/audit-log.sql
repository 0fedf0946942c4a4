-- The audit trail is append-only (issue 20, docs/decisions/035): an entry, once written, is never
-- changed or removed, by the shop or by anyone with SQL short of its owner disabling the trigger.
-- The row triggers refuse UPDATE and DELETE, the statement trigger TRUNCATE. Nothing refers to
-- audit_log with a foreign key and its actor has none, so no cascade or `set null` ever has to
-- change a row.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE OR REPLACE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
