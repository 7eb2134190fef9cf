import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { StorageKeyExistsError, type StorageDriver } from '../../../storage/index.js';
import { contentSeeds } from '../../content/index.js';
import { seedOnce } from '../../content/index.js';
import { groups } from '../../users/index.js';
import {
  basicProducts,
  blankBottomTemplates,
  blankCategories,
  blankColors,
  blankImages,
  blankSizes,
  blankViews,
  designMasks,
  designStyles,
  privilegePrices,
} from '../schema.js';
import { drawBlankSvg } from './blank-art.js';
import {
  demoBlanks,
  demoWarehouseBlanks,
  demoBottomTemplates,
  demoDesignStyles,
  demoLevelPercents,
  type DemoBlank,
} from './demo-blanks.js';

const allDemoBlanks = [...demoBlanks, ...demoWarehouseBlanks];
import { drawPackageSvg } from './package-art.js';
import { renderPictureSet, type PictureSize } from './render-png.js';
import { and } from 'drizzle-orm';
import { categoryPathResolver } from '../../../db/category-path.js';

/** Stores an object unless its key already holds it (a database reset keeps the files). */
export async function putOnce(
  storage: StorageDriver,
  key: string,
  body: Buffer,
  contentType: string,
): Promise<void> {
  try {
    await storage.put(key, body, { contentType });
  } catch (error) {
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
}

/** The design styles blanks refer to; once per site. */
export function seedDesignStyles(db: Db, siteId: number): Promise<boolean> {
  return seedOnce(db, siteId, 'design-styles', async (tx) => {
    await tx
      .insert(designStyles)
      .values(demoDesignStyles.map((style) => ({ ...style, siteId })))
      .onConflictDoNothing();
  });
}

type PictureUrls = Record<PictureSize, string>;

function pictureKey(
  siteId: number,
  blank: DemoBlank,
  view: number,
  color: number,
  size: PictureSize,
) {
  return `s${siteId}/site/catalog/${blank.code.toLowerCase()}/v${view + 1}-c${color + 1}-${size}.png`;
}

/** Draws every view × colour of every demo blank and stores the three sizes of each picture. */
async function storeBlankPictures(
  storage: StorageDriver,
  siteId: number,
): Promise<Map<string, PictureUrls>> {
  const jobs = allDemoBlanks.flatMap((blank) =>
    blank.views.flatMap((view, v) =>
      blank.colors.map((color, c) => ({ blank, view, v, c, hex: color[1] })),
    ),
  );
  const urls = new Map<string, PictureUrls>();
  await Promise.all(
    jobs.map(async ({ blank, view, v, c, hex }) => {
      const pictures = await renderPictureSet(drawBlankSvg(blank.shape, view.side, hex));
      const set = {} as PictureUrls;
      for (const size of ['big', 'image', 'small'] as const) {
        const key = pictureKey(siteId, blank, v, c, size);
        await putOnce(storage, key, pictures[size], 'image/png');
        set[size] = storage.publicUrl(key);
      }
      urls.set(`${blank.code}/${v}/${c}`, set);
    }),
  );
  return urls;
}

async function storeTemplatePictures(storage: StorageDriver, siteId: number): Promise<string[]> {
  const kinds = ['bag', 'box'] as const;
  return Promise.all(
    kinds.map(async (kind) => {
      const key = `s${siteId}/site/catalog/package-${kind}.svg`;
      await putOnce(storage, key, Buffer.from(drawPackageSvg(kind)), 'image/svg+xml');
      return storage.publicUrl(key);
    }),
  );
}

async function alreadySeeded(db: Db, siteId: number, name: string): Promise<boolean> {
  const [mark] = await db
    .select({ name: contentSeeds.name })
    .from(contentSeeds)
    .where(and(eq(contentSeeds.siteId, siteId), eq(contentSeeds.name, name)));
  return Boolean(mark);
}

/**
 * The demo catalog of a site: categories, eight blanks with colours, sizes, views at true print
 * sizes, pictures drawn by the project, a phone-case mask, packaging templates and a privilege
 * price per group level. Pictures are drawn before the transaction; rows go in once.
 */
export async function seedDemoCatalog(
  db: Db,
  storage: StorageDriver,
  siteId: number,
): Promise<boolean> {
  if (await alreadySeeded(db, siteId, 'catalog-demo')) return false;
  const [pictures, templateImages] = await Promise.all([
    storeBlankPictures(storage, siteId),
    storeTemplatePictures(storage, siteId),
  ]);
  return seedOnce(db, siteId, 'catalog-demo', async (tx) => {
    const levels = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.siteId, siteId))
      .orderBy(asc(groups.thresholdCents), asc(groups.sort), asc(groups.id));
    const categoryOf = categoryPathResolver(async (category) => {
      const [row] = await tx
        .insert(blankCategories)
        .values({ siteId, ...category })
        .returning({ id: blankCategories.id });
      if (!row) throw new Error('category insert returned no row');
      return row.id;
    });

    for (const [index, blank] of allDemoBlanks.entries()) {
      const [product] = await tx
        .insert(basicProducts)
        .values({
          siteId,
          categoryId: await categoryOf(blank.category),
          name: blank.name,
          code: blank.code,
          description: blank.description,
          isMergeDesign: blank.isMergeDesign,
          designStyle: blank.designStyle,
          is3d: blank.is3d,
          status: 1,
          weightGrams: blank.weightGrams,
          basePriceCents: blank.basePriceCents,
          sort: (index + 1) * 10,
        })
        .returning({ id: basicProducts.id });
      if (!product) throw new Error('blank insert returned no row');
      const productId = product.id;
      const colors = await tx
        .insert(blankColors)
        .values(blank.colors.map(([name, hex], sort) => ({ productId, name, hex, sort })))
        .returning({ id: blankColors.id });
      await tx.insert(blankSizes).values(
        blank.sizes.map(([name, surchargeCents], sort) => ({
          productId,
          name,
          sort,
          surchargeCents,
        })),
      );
      const views = await tx
        .insert(blankViews)
        .values(
          blank.views.map((view, sort) => ({
            productId,
            name: view.name,
            sort,
            canvasWidth: 1000,
            canvasHeight: 1000,
            areaLeft: view.area.left,
            areaTop: view.area.top,
            areaWidth: view.area.width,
            areaHeight: view.area.height,
            printWidthMm: view.widthMm,
            printHeightMm: view.heightMm,
            printDpi: view.dpi,
          })),
        )
        .returning({ id: blankViews.id });
      await tx.insert(blankImages).values(
        blank.views.flatMap((view, v) =>
          blank.colors.map((_, c) => {
            const urls = pictures.get(`${blank.code}/${v}/${c}`);
            const viewId = views[v]?.id;
            const colorId = colors[c]?.id;
            if (!urls || viewId === undefined || colorId === undefined)
              throw new Error(`missing demo picture ${blank.code} ${v} ${c}`);
            return {
              productId,
              viewId,
              colorId,
              imageSrc: urls.image,
              bigImageSrc: urls.big,
              smallImageSrc: urls.small,
              isPoint: view.points ? 1 : 0,
              canvasConfig: { width: 1000, height: 1000 },
              pointOriginConfig: view.points
                ? { points: view.points, ...(view.columns ? { columns: view.columns } : {}) }
                : null,
              isUserShowImage: v === 0 ? 1 : 0,
              showModel: 0,
            };
          }),
        ),
      );
      await tx.insert(blankBottomTemplates).values(
        demoBottomTemplates.map((name, sort) => ({
          productId,
          name,
          image: templateImages[sort] ?? '',
          sort,
        })),
      );
      if (blank.mask)
        await tx.insert(designMasks).values({
          siteId,
          name: blank.mask.name,
          svgPath: blank.mask.svgPath,
          productId,
          viewId: views[0]?.id ?? null,
        });
      const rules = levels.map((level, rank) => {
        const top = rank === levels.length - 1 && rank > 0;
        if (top && blank.topLevelFixedCents !== undefined)
          return {
            productId,
            groupId: level.id,
            mode: 'fixed' as const,
            discountBasisPoints: null,
            fixedPriceCents: blank.topLevelFixedCents,
          };
        const percent = demoLevelPercents[Math.min(rank, demoLevelPercents.length - 1)] ?? 100;
        return {
          productId,
          groupId: level.id,
          mode: 'percent' as const,
          discountBasisPoints: percent * 100,
          fixedPriceCents: null,
        };
      });
      if (rules.length > 0) await tx.insert(privilegePrices).values(rules);
    }
  });
}
