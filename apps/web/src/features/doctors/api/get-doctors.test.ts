import { describe, expect, it } from 'vitest';
import { doctorsApiPath } from './get-doctors';

describe("the Doctors tab's request", () => {
  it("names the register's result beside the status, and leaves out the filters not chosen", () => {
    expect(doctorsApiPath({ search: '', page: 1 })).toBe('/api/admin/doctors');
    expect(
      doctorsApiPath({ status: 'approved', registry: 'expiry-mismatch', search: ' lee ', page: 2 }),
    ).toBe('/api/admin/doctors?status=approved&registry=expiry-mismatch&q=lee&page=2');
  });
});
