import { describe, expect, it } from 'vitest';
import {
  jurisdictionKey,
  licenceNumberKey,
  namesAgree,
  registryResult,
  type RegisterEntry,
} from './licence-registry';

const entry = (fields: Partial<RegisterEntry> = {}): RegisterEntry => ({
  number: 'CPSO-12345',
  name: 'Lee, Ann',
  jurisdiction: 'ON',
  status: 'active',
  expiresOn: '2028-06-30',
  ...fields,
});
const doctor = { fullName: 'Dr. Ann Lee', expiryDate: '2028-06-30' };
const today = '2027-05-03';

describe('a register answer as a result', () => {
  it('matches an active licence with the same name and expiry date', () => {
    expect(registryResult(doctor, { kind: 'found', entry: entry() }, today)).toBe('match');
  });

  it('names what differs, the register’s standing first', () => {
    const found = (fields: Partial<RegisterEntry>) =>
      registryResult(doctor, { kind: 'found', entry: entry(fields) }, today);
    expect(found({ status: 'suspended', name: 'Someone Else' })).toBe('suspended');
    expect(found({ status: 'revoked' })).toBe('revoked');
    expect(found({ status: 'expired' })).toBe('expired');
    // Active in the register, but past its own date.
    expect(found({ expiresOn: '2027-05-02' })).toBe('expired');
    expect(found({ name: 'Bob Lee' })).toBe('name-mismatch');
    expect(found({ expiresOn: '2028-12-31' })).toBe('expiry-mismatch');
    expect(registryResult({ ...doctor, expiryDate: null }, { kind: 'found', entry: entry() }, today)).toBe(
      'expiry-mismatch',
    );
  });

  it('passes on no such licence and no answer', () => {
    expect(registryResult(doctor, { kind: 'not-found' }, today)).toBe('not-found');
    expect(registryResult(doctor, { kind: 'unavailable' }, today)).toBe('unavailable');
  });
});

describe('comparing as registers write', () => {
  it('takes names in any order, without titles, accents or a middle name on one side', () => {
    expect(namesAgree('Dr. Ann Lee, MD', 'LEE, Ann')).toBe(true);
    expect(namesAgree('Anne-Marie Lée', 'Anne Marie Lee')).toBe(true);
    expect(namesAgree('Ann Marie Lee', 'Ann Lee')).toBe(true);
    expect(namesAgree('Ann Lee', 'Bob Lee')).toBe(false);
    expect(namesAgree('Lee', 'Ann Lee')).toBe(false);
    expect(namesAgree('', 'Ann Lee')).toBe(false);
  });

  it('reads a licence number without case, spaces or dashes, and a province by its name or code', () => {
    expect(licenceNumberKey(' cpso-12 345 ')).toBe('CPSO12345');
    expect(jurisdictionKey('ON')).toBe(jurisdictionKey('Ontario'));
    expect(jurisdictionKey('Québec')).toBe(jurisdictionKey('qc'));
    expect(jurisdictionKey('College of Physicians')).toBe('collegeofphysicians');
    expect(jurisdictionKey('ON')).not.toBe(jurisdictionKey('QC'));
  });
});
