import { createApiClient, type ApiClient } from '@sauda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, makeImage, signInDemo, signUpShopper, type Wire } from './helpers';
import { deliverTo } from './support/buyer';

let server: TestServer;
let demo: { userId: string; token: string };
let api: ApiClient;
let shopperApi: ApiClient;
let productId: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  const shopper = await signUpShopper(server, 5);
  api = createApiClient({ baseUrl: server.url, getToken: () => demo.token });
  shopperApi = createApiClient({ baseUrl: server.url, getToken: () => shopper.token });
  productId = ((await call(server, '/products?perPage=1')).body.products as Wire[])[0]!.Id;
  await deliverTo(server, demo, productId);
});
afterAll(() => server.close());

const UPLOAD_URL = /^\/api\/v1\/media\/uploads\/[0-9a-f-]{36}\.webp$/;
const imageBlob = async (format: 'png' | 'jpeg') =>
  new File([new Uint8Array(await makeImage(format))], `photo.${format}`, { type: `image/${format}` });

describe('the api client against the reference server: account calls', () => {
  it('user.get and user.update read and change the profile, picture included', async () => {
    expect(await api.user.get(demo.userId)).toEqual({
      name: 'Ayesha Khan',
      email: 'demo@sauda.pk',
      phone: '3001234567',
      image: null,
    });
    const image = await imageBlob('png');
    expect(await api.user.update(demo.userId, { name: 'Ayesha K.', phone: '3331234567', image })).toEqual({
      message: 'Profile details updated successfully',
    });
    const profile = await api.user.get(demo.userId);
    expect(profile).toMatchObject({ name: 'Ayesha K.', phone: '3331234567', email: 'demo@sauda.pk' });
    expect(profile.image).toMatch(UPLOAD_URL);
    await expect(api.user.update(demo.userId, { name: '', phone: '12345' })).rejects.toMatchObject({
      status: 400,
      message: 'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    });
    await expect(shopperApi.user.get(demo.userId)).rejects.toMatchObject({ status: 403 });
  });

  it('addresses.get, create and edit round-trip the saved address', async () => {
    expect(await api.addresses.get('demo@sauda.pk')).toEqual({
      fullName: expect.any(String),
      country: 'Pakistan',
      streetAddressLine1: 'House 12, Street 4, Block C, Gulberg III',
      streetAddressLine2: 'Near Hussain Chowk',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54660',
      phoneNumber: expect.stringMatching(/^3\d{9}$/),
      email: 'demo@sauda.pk',
    });
    expect(await shopperApi.addresses.get('shopper5@example.pk')).toBeNull();
    const address = {
      email: 'shopper5@example.pk',
      streetAddressLine1: 'House 5, Satellite Town',
      city: 'Rawalpindi',
      state: 'Punjab',
      zipCode: '46000',
    };
    expect(await shopperApi.addresses.create(address)).toEqual({ message: 'Address created successfully' });
    expect(
      await shopperApi.addresses.edit({ ...address, city: 'Islamabad', state: 'Islamabad Capital Territory' }),
    ).toEqual({ message: 'Address updated successfully' });
    expect(await shopperApi.addresses.get('shopper5@example.pk')).toMatchObject({
      fullName: 'Shopper 5',
      streetAddressLine1: 'House 5, Satellite Town',
      streetAddressLine2: '',
      city: 'Islamabad',
      state: 'Islamabad Capital Territory',
    });
    await expect(shopperApi.addresses.get('demo@sauda.pk')).rejects.toMatchObject({
      status: 403,
      message: 'You may only access your own address',
    });
  });

  it('reviews.mine, submit and list: null before, the review with its photo after', async () => {
    expect(await api.reviews.mine({ productId, userId: demo.userId })).toBeNull();
    const image = await imageBlob('jpeg');
    expect(
      await api.reviews.submit({
        productId,
        userId: demo.userId,
        rating: 4.5,
        comment: 'Soft and warm',
        images: [image],
      }),
    ).toEqual({ message: 'Review submitted successfully!' });
    const review = await api.reviews.mine({ productId, userId: demo.userId });
    expect(review).toEqual({
      id: expect.any(String),
      productId,
      productName: expect.any(String),
      userId: demo.userId,
      rating: 4.5,
      comment: 'Soft and warm',
      images: [expect.stringMatching(UPLOAD_URL)],
      createdAt: expect.any(String),
    });
    const listed = await api.reviews.list(productId);
    expect(listed[0]).toMatchObject({
      id: review!.id,
      userName: expect.any(String),
      rating: 4.5,
      images: review!.images,
      totalLikes: 0,
      userReacted: false,
    });
    await expect(
      api.reviews.submit({ productId, userId: demo.userId, rating: 5, comment: 'Again' }),
    ).rejects.toMatchObject({ status: 409, message: 'You have already reviewed this product.' });
  });

  it('contact.send confirms with the server text', async () => {
    expect(await api.contact.send({ name: 'Ayesha', email: 'demo@sauda.pk', message: 'Hello' })).toEqual({
      message: 'Thank you! Your message has been sent. We will reply soon.',
    });
    await expect(api.contact.send({ name: 'Ayesha', email: 'not-an-email', message: 'Hello' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a valid email address.',
    });
  });

  it('shops.list pages the directory and shops.get carries the product count', async () => {
    const first = await api.shops.list({ perPage: 5 });
    expect(first.page).toBe(1);
    expect(first.totalPages).toBeGreaterThan(1);
    expect(first.shops).toHaveLength(5);
    expect(first.shops[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      logo: expect.any(String),
      followersCount: expect.any(Number),
      productsCount: expect.any(Number),
    });
    const counts = first.shops.map((shop) => shop.followersCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = first.shops[0]!;
    expect(await api.shops.get(top.id)).toMatchObject({ id: top.id, name: top.name, productsCount: top.productsCount });
    const found = await api.shops.list({ query: top.name.slice(0, 6).toUpperCase() });
    expect(found.shops.map((shop) => shop.id)).toContain(top.id);
    expect(await api.shops.list({ query: 'no shop is called this' })).toEqual({ shops: [], page: 1, totalPages: 0 });
  });
});
