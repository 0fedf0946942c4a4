import type { AuthResponse } from '@shop/contract/auth-schemas';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathBackTo } from './auth-user';

const doctor: AuthResponse = {
  isAdmin: false,
  user: { id: 7, email: 'jane@clinic.example', fullName: 'Dr. Jane Carter', status: 'approved' },
};

describe('a page that sends a guest to sign in first', () => {
  it('names itself, its search too, in the sign-in page’s redirect, which brings the doctor back', () => {
    const back = '/checkout?product=12&quantity=2';
    const login = new URL(loginPathBackTo(back), 'https://shop.example');
    expect(login.pathname).toBe('/login');
    expect(afterLoginPath(doctor, login.searchParams.get('redirect'))).toBe(back);
  });
});
