import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, formOf, makeImage, sendForm, signInDemo, signUpShopper } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let other: { userId: string; token: string };
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  other = await signUpShopper(server, 1);
});
afterAll(() => server.close());

const PHONE_MESSAGE = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';

const profile = (userId = demo.userId, token = demo.token) => call(server, `/user/${userId}`, { token });
const update = (fields: Record<string, string>, files: Parameters<typeof formOf>[1] = [], token = demo.token) =>
  sendForm(server, `/user/${demo.userId}`, formOf(fields, files), { method: 'PUT', token });

describe('GET /user/{userId}', () => {
  it('answers only the safe profile fields', async () => {
    expect(await profile()).toEqual({
      status: 200,
      body: { Id: demo.userId, Name: 'Ayesha Khan', Phone: '3001234567', Email: 'demo@sauda.pk', Images: null },
    });
  });

  it('answers 401 without a valid token, 403 for someone else, 400 for a bad id', async () => {
    const none = await call(server, `/user/${demo.userId}`);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    expect((await call(server, `/user/${demo.userId}`, { token: 'forged.token' })).status).toBe(401);
    expect(await profile(other.userId)).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
    expect((await profile('not-a-uuid')).body).toEqual({ message: 'Invalid id format', code: 'invalid_id' });
  });
});

describe('PUT /user/{userId}', () => {
  it('updates name and phone, ignores email, and answers the updated profile', async () => {
    const answer = await update({ name: 'Ayesha K.', phone: '3211234567', email: 'hacker@example.pk' });
    const user = { Id: demo.userId, Name: 'Ayesha K.', Phone: '3211234567', Email: 'demo@sauda.pk', Images: null };
    expect(answer).toEqual({ status: 200, body: { message: 'Profile details updated successfully', user } });
    expect((await profile()).body).toEqual(user);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash|code/i);
  });

  it('keeps the old name and phone when they are sent empty', async () => {
    await update({ name: 'Ayesha Khan', phone: '3001234567' });
    const answer = await update({ name: '  ', phone: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ Name: 'Ayesha Khan', Phone: '3001234567' });
  });

  it.each(['03211234567', '+923211234567', '+92 321 1234567', '0321-1234567', '3211234567'])(
    'stores the phone typed as %s in its one form, 3211234567',
    async (phone) => {
      await update({ name: '', phone: '3001234567' });
      const answer = await update({ name: '', phone });
      expect(answer.status).toBe(200);
      expect(answer.body.user.Phone).toBe('3211234567');
      expect((await profile()).body.Phone).toBe('3211234567');
      await update({ name: '', phone: '3001234567' });
    },
  );

  it.each(['0300123456', '300123456', '4001234567', '+913001234567', '30012345ab'])(
    'refuses the phone %s with the spec message',
    async (phone) => {
      expect(await update({ name: 'Ayesha', phone })).toEqual({
        status: 400,
        body: { message: PHONE_MESSAGE, code: 'phone_invalid' },
      });
      expect((await profile()).body.Phone).toBe('3001234567');
    },
  );

  it("refuses another account's phone and over-long names", async () => {
    const taken = (await profile(other.userId, other.token)).body.Phone;
    // Neither typed form says that the number has an account (the legacy text 'Phone number already registered!').
    for (const phone of [taken, `0${taken}`]) {
      expect(await update({ name: '', phone })).toEqual({
        status: 409,
        body: { message: 'This phone number cannot be used. Please enter a different number.', code: 'phone_taken' },
      });
    }
    expect(await update({ name: 'x'.repeat(101), phone: '' })).toEqual({
      status: 400,
      body: { message: 'Name must be at most 100 characters', code: 'name_too_long', params: { max: 100 } },
    });
  });

  it('stores a new picture, serves it, and retires the one it replaces', async () => {
    const first = await update({ name: '', phone: '' }, [['image', 'me.png', await makeImage('png')]]);
    expect(first.status).toBe(200);
    const firstUrl = first.body.user.Images as string;
    expect((await profile()).body.Images).toBe(firstUrl);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(200);
    const second = await update({ name: '', phone: '' }, [['image', 'me.jpg', await makeImage('jpeg'), 'image/jpeg']]);
    expect(second.body.user.Images).not.toBe(firstUrl);
    expect((await fetch(`${server.url}${second.body.user.Images}`)).status).toBe(200);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);
    const untouched = await update({ name: 'Ayesha Khan', phone: '' });
    expect(untouched.body.user.Images).toBe(second.body.user.Images);
  });

  it('refuses two pictures, a picture sent as text and a JSON body', async () => {
    const png = await makeImage('png');
    expect(
      await update({ name: '', phone: '' }, [
        ['image', 'a.png', png],
        ['image', 'b.png', png],
      ]),
    ).toEqual({ status: 400, body: { message: 'Send one profile image', code: 'too_many_images' } });
    expect(await update({ name: '', phone: '', image: 'https://evil.test/x.png' })).toEqual({
      status: 400,
      body: { message: 'image must be an image file', code: 'field_not_image', params: { field: 'image' } },
    });
    const json = await call(server, `/user/${demo.userId}`, {
      method: 'PUT',
      body: { name: 'A', phone: '3001234567' },
      token: demo.token,
    });
    expect(json).toEqual({
      status: 415,
      body: { message: 'Send this form as multipart/form-data.', code: 'form_required' },
    });
  });

  it("answers 401 without a token and 403 for someone else's profile, changing nothing", async () => {
    const form = () => formOf({ name: 'Intruder', phone: '' });
    const none = await sendForm(server, `/user/${demo.userId}`, form(), { method: 'PUT' });
    expect(none.status).toBe(401);
    const forbidden = await sendForm(server, `/user/${demo.userId}`, form(), { method: 'PUT', token: other.token });
    expect(forbidden).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
    expect((await profile()).body.Name).not.toBe('Intruder');
  });
});
