import { describe, expect, it } from 'vitest';
import { imageCandidates } from './image-candidates';
import { pictureBytes } from './picture-bytes';

const widths = (list: ReturnType<typeof imageCandidates>) => list?.map(({ url, width }) => `${width}:${url}`);

describe('imageCandidates', () => {
  it("offers a demo picture at each width of the server's ladder", () => {
    expect(widths(imageCandidates('/api/v1/media/demo/kurta.navy-blue.1', false))).toEqual([
      '160:/api/v1/media/demo/kurta.navy-blue.1?w=160',
      '320:/api/v1/media/demo/kurta.navy-blue.1?w=320',
      '480:/api/v1/media/demo/kurta.navy-blue.1?w=480',
      '640:/api/v1/media/demo/kurta.navy-blue.1?w=640',
      '960:/api/v1/media/demo/kurta.navy-blue.1?w=960',
      '1280:/api/v1/media/demo/kurta.navy-blue.1?w=1280',
    ]);
  });

  it('in Lite mode claims each file one step wider, at lite quality', () => {
    expect(widths(imageCandidates('/api/v1/media/placeholder?text=Lawn&color=112233', true))).toEqual([
      '320:/api/v1/media/placeholder?text=Lawn&color=112233&w=160&q=lite',
      '480:/api/v1/media/placeholder?text=Lawn&color=112233&w=320&q=lite',
      '640:/api/v1/media/placeholder?text=Lawn&color=112233&w=480&q=lite',
      '960:/api/v1/media/placeholder?text=Lawn&color=112233&w=640&q=lite',
      '1280:/api/v1/media/placeholder?text=Lawn&color=112233&w=960&q=lite',
    ]);
  });

  it('resizes old demo names and uploads, and leaves other pictures alone', () => {
    expect(imageCandidates('/api/v1/media/demo/kurta.red.2.600.webp', false)?.[0]?.url).toBe(
      '/api/v1/media/demo/kurta.red.2?w=160',
    );
    const upload = '/api/v1/media/uploads/3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13.webp';
    expect(imageCandidates(upload, false)?.[1]?.url).toBe(`${upload}?w=320`);
    expect(imageCandidates('/api/v1/media/placeholder.svg?text=Old', false)).toBeUndefined();
    expect(imageCandidates('https://legacy.example/images/kurta.jpg', false)).toBeUndefined();
    expect(imageCandidates('/api/v1/media/uploads/../../etc.webp', false)).toBeUndefined();
  });
});

describe('pictureBytes', () => {
  it('sums the pictures that came over the network and estimates what Lite files saved', () => {
    const entry = (name: string, transferSize: number) => ({ name, transferSize }) as unknown as PerformanceEntry;
    expect(
      pictureBytes([
        entry('http://shop.test/api/v1/media/demo/kurta.red.1?w=480', 6000),
        entry('http://shop.test/api/v1/media/demo/kurta.red.1?w=320&q=lite', 2500),
        entry('http://shop.test/api/v1/media/demo/kurta.red.2?w=320&q=lite', 0),
        entry('http://shop.test/assets/app.js', 90000),
      ]),
    ).toEqual({ bytes: 8500, liteBytes: 2500, savedBytes: 2500 });
  });
});
