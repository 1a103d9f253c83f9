import { describe, expect, it } from 'vitest';
import { toPublicUrls, toStoragePaths, type ImageHostConfig } from './imageHost';

const config: ImageHostConfig = {
  publicHost: 'https://img.salon.example',
  aliases: ['https://old-cdn.salon.example/', 'http://oss.salon.example'],
  prefix: '/files/',
};

describe('image host normalisation', () => {
  it('sends storage paths for public-host and alias-host URLs, anywhere in the payload', () => {
    const sent = toStoragePaths(
      {
        cover: 'https://img.salon.example/files/store/1.jpg',
        old: 'https://old-cdn.salon.example/files/store/2.png',
        plain: 'http://oss.salon.example/files/a/b.gif',
        other: 'https://elsewhere.example/files/x.jpg',
        name: '门店一',
        count: 3,
        gallery: ['https://img.salon.example/files/g/1.jpg', 'https://old-cdn.salon.example/files/g/2.jpg'],
        nested: { avatar: 'http://oss.salon.example/files/u/9.jpg', none: null },
      },
      config,
    );
    expect(sent).toEqual({
      cover: '/files/store/1.jpg',
      old: '/files/store/2.png',
      plain: '/files/a/b.gif',
      other: 'https://elsewhere.example/files/x.jpg',
      name: '门店一',
      count: 3,
      gallery: ['/files/g/1.jpg', '/files/g/2.jpg'],
      nested: { avatar: '/files/u/9.jpg', none: null },
    });
  });

  it('shows public-host URLs for storage paths and alias-host URLs received', () => {
    const shown = toPublicUrls(
      {
        cover: '/files/store/1.jpg',
        old: 'https://old-cdn.salon.example/files/store/2.png',
        already: 'https://img.salon.example/files/store/3.jpg',
        prefixOnly: '/files/',
        route: '/system/manage/user',
        list: [{ pic: '/files/p/1.png' }],
      },
      config,
    );
    expect(shown).toEqual({
      cover: 'https://img.salon.example/files/store/1.jpg',
      old: 'https://img.salon.example/files/store/2.png',
      already: 'https://img.salon.example/files/store/3.jpg',
      prefixOnly: '/files/',
      route: '/system/manage/user',
      list: [{ pic: 'https://img.salon.example/files/p/1.png' }],
    });
  });

  it('round-trips: what is shown goes back as the same storage path', () => {
    const stored = { pics: ['/files/a.jpg', '/files/b/c.png'] };
    expect(toStoragePaths(toPublicUrls(stored, config), config)).toEqual(stored);
  });

  it('accepts a public host with a trailing slash', () => {
    const slash = { ...config, publicHost: 'https://img.salon.example/' };
    expect(toPublicUrls('/files/x.jpg', slash)).toBe('https://img.salon.example/files/x.jpg');
    expect(toStoragePaths('https://img.salon.example/files/x.jpg', slash)).toBe('/files/x.jpg');
  });
});
