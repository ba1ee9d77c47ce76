import { describe, expect, it } from 'vitest';
import { MockDatabase } from '../db/database';
import { createSeed } from '../seed/createSeed';
import { authenticate, issueToken, readToken } from './authToken';

describe('mock bearer tokens', () => {
  const db = new MockDatabase(createSeed(new Date('2026-01-15T10:00:00Z')));

  it('are verified statelessly', () => {
    const token = issueToken('owner');
    expect(token).toMatch(/^mock\.[A-Za-z0-9_-]+\.[0-9a-f]{32}$/);
    expect(readToken(token)).toBe('owner');
    expect(authenticate(`Bearer ${token}`, db)?.username).toBe('owner');
    expect(authenticate(`bearer ${token}`, new MockDatabase(createSeed()))?.role).toBe('Owner');
  });

  it('reject forged, malformed or foreign tokens and unknown users', () => {
    const token = issueToken('owner');
    expect(readToken(token.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).toBeNull();
    expect(readToken(`mock.${Buffer.from('admin').toString('base64url')}.${token.split('.')[2]}`)).toBeNull();
    expect(readToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBeNull();
    expect(authenticate(token, db)).toBeNull(); // no "Bearer"
    expect(authenticate(null, db)).toBeNull();
    expect(authenticate(`Bearer ${issueToken('nobody')}`, db)).toBeNull();
  });

  it('handle non-ASCII usernames', () => {
    expect(readToken(issueToken('dewi.kasir-ñ'))).toBe('dewi.kasir-ñ');
  });
});
