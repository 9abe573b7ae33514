import type { SessionInfo, User } from '../schemas/user';
import { checkedBy } from './answer-check';
import { emailConfirmedSchema } from './answer-schemas/email-confirmed';
import { messageSchema } from './answer-schemas/message';
import { sessionSchema } from './answer-schemas/session';
import { userSchema } from './answer-schemas/user';
import { request } from './http';

const sessionAnswer = checkedBy<SessionInfo>(sessionSchema);
const userAnswer = checkedBy<{ user: User }>(userSchema);
const messageAnswer = checkedBy<{ message: string }>(messageSchema);
const emailConfirmedAnswer = checkedBy<{ message: string; linked: number; signed_in: boolean }>(emailConfirmedSchema);

/** Account calls. All send the no-cache headers (auth: true). */

/** 401 'Invalid username or password'; 429 code 'locked' with data.retry_after_ms. Never triggers a refresh. */
export const login = (username: string, password: string): Promise<SessionInfo> =>
  request('/api/auth/login', {
    method: 'POST',
    body: { username, password },
    auth: true,
    refreshOn401: false,
    schema: sessionAnswer,
  });

export const refresh = (): Promise<SessionInfo> =>
  request('/api/auth/refresh', { method: 'POST', auth: true, refreshOn401: false, schema: sessionAnswer });

export const logout = async (): Promise<void> => {
  await request('/api/auth/logout', { method: 'POST', auth: true, refreshOn401: false });
};

export const me = (): Promise<SessionInfo> => request('/api/auth/me', { auth: true, schema: sessionAnswer });

export const register = (input: { email: string; username: string; password: string }): Promise<{ user: User }> =>
  request('/api/auth/register', { method: 'POST', body: input, auth: true, refreshOn401: false, schema: userAnswer });

export const lostPassword = (email: string): Promise<{ message: string }> =>
  request('/api/auth/lost-password', {
    method: 'POST',
    body: { email },
    auth: true,
    refreshOn401: false,
    schema: messageAnswer,
  });

export const resetPassword = (code: string, password: string): Promise<{ message: string }> =>
  request('/api/auth/reset-password', {
    method: 'POST',
    body: { code, password },
    auth: true,
    refreshOn401: false,
    schema: messageAnswer,
  });

/** Follows the link mailed to the account's address; `signed_in`: the account is the one signed in here. */
export const confirmEmail = (code: string): Promise<{ message: string; linked: number; signed_in: boolean }> =>
  request('/api/auth/confirm-email', {
    method: 'POST',
    body: { code },
    auth: true,
    refreshOn401: false,
    schema: emailConfirmedAnswer,
  });

/** A new confirmation link to the signed-in customer's address. */
export const sendEmailConfirmation = (): Promise<{ message: string }> =>
  request('/api/auth/email-confirmation', { method: 'POST', auth: true, schema: messageAnswer });

export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  display_name?: string;
  email?: string;
  new_password?: string;
  current_password?: string;
}

/** 401 'User not logged in' when there is no session. Answers the updated user. */
export const updateProfile = async (input: ProfileUpdate): Promise<User> =>
  (await request('/api/auth/profile', { method: 'PUT', body: input, auth: true, schema: userAnswer })).user;
