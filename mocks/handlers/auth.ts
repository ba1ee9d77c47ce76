import type { CreatedUser, CreateUserRequest, LoginRequest, LoginResponse } from '../runtime/apiTypes';
import { getScenario } from '../scenarios/store';
import { issueToken } from './authToken';
import { defineOperation } from './defineOperation';
import { created, invalid, ok, unauthorized } from './responses';

/**
 * Tag Auth (the separate auth backend): login with the seeded accounts, account creation. The role `Driver` is
 * proposed (openapi.yaml, `x-proposed-values`): today's backend (scenario proposed:off) refuses it as it refuses any
 * role it does not know.
 */

const TODAYS_ROLES: readonly CreateUserRequest['role'][] = ['Admin', 'User', 'Manager'];

export const authOperations = [
  defineOperation(
    'login',
    ({ db, body }) => {
      const { username, password } = body as LoginRequest;
      const user = db.users.all().find((candidate) => candidate.username === username.trim());
      if (!user || user.password !== password)
        unauthorized('The username or password is wrong.', 'Invalid username or password');
      const response: LoginResponse = {
        token: issueToken(user.username),
        username: user.username,
        role: user.role,
        idCustomer: user.idCustomer,
      };
      return ok(response);
    },
    { persist: false },
  ),

  defineOperation('createUser', ({ db, body }) => {
    const input = body as CreateUserRequest;
    if (getScenario().proposedOff && !TODAYS_ROLES.includes(input.role))
      invalid({ role: [`role must be one of: ${TODAYS_ROLES.join(', ')}`] });
    const username = input.username.trim();
    if (db.users.all().some((user) => user.username.toLowerCase() === username.toLowerCase())) {
      invalid({ username: [`username ${username} is already taken`] });
    }
    const row = db.users.insert({ username, password: input.password, role: input.role, idCustomer: null });
    const response: CreatedUser = { id: row.id, username: row.username, role: row.role };
    return created(response);
  }),
];
