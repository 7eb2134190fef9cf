import { describe, expect, it } from 'vitest';
import { staticPaths } from './router.js';

describe('staticPaths', () => {
  it('collects absolute and nested paths, leaving splats out', () => {
    expect(
      staticPaths([
        {
          children: [
            { path: '/home', children: [{ index: true }, { path: 'homePage' }] },
            { path: '/admin', children: [{ path: 'catalog' }, { path: 'catalog/:id' }] },
            { id: 'workbench', children: [{ path: '/views/main' }] },
            { path: '*' },
          ],
        },
      ]),
    ).toEqual([
      '/home',
      '/home/homePage',
      '/admin',
      '/admin/catalog',
      '/admin/catalog/:id',
      '/views/main',
    ]);
  });
});
