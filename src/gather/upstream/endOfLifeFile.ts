// A product's lifecycle from a folder of recorded answers (--endoflife DIR):
// one `<product>.json` each, exactly the body of GET /api/v1/products/<product>,
// read through the same parsing as the API's answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { endOfLifeProduct } from '../../github/cacheableEndpoints.js';
import { LocalFileError, shownPath } from '../localFile.js';
import { DEFAULT_ENDOFLIFE_URL, isProductName, parseProduct, productUrl, type ProductLifecycle } from './endOfLife.js';

/** What a recorded answer must be, for the message when it is not. */
function recordedAnswer(product: string): string {
  return `the body of GET ${productUrl(DEFAULT_ENDOFLIFE_URL, product)} (endoflife.date's API v1), as it answers it`;
}

/**
 * A product's lifecycle from a folder of recorded answers (`<product>.json`,
 * the body of GET /api/v1/products/<product>). A product the folder has no
 * file of is unknown; a file that is not JSON, or not of the API's shape, is a
 * LocalFileError naming it.
 */
export async function readProductLifecycleFile(
  folder: string,
  product: string,
  /** The folder `folder` is relative to; the process's when absent. The file is named as `folder` names it. */
  base?: string,
): Promise<ProductLifecycle> {
  if (!isProductName(product))
    return { product, known: false, why: `"${product}" is not a product name of endoflife.date` };
  const file = path.join(folder, `${product}.json`);
  // Named as typed, relative to the working folder; never by an absolute path of the machine.
  const shown = shownPath(file, base);
  const expected = recordedAnswer(product);
  let text: string;
  try {
    text = await readFile(base === undefined ? file : path.resolve(base, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { product, known: false, why: 'no recorded answer', from: shown };
    throw new LocalFileError(file, `cannot be read (${errorText(error)})`, expected);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LocalFileError(file, `not valid JSON (${errorText(error)})`, expected);
  }
  const projected = endOfLifeProduct(data);
  if ('problem' in projected) throw new LocalFileError(file, `not of API v1's shape: ${projected.problem}`, expected);
  const parsed = parseProduct(projected.kept);
  if ('problem' in parsed) throw new LocalFileError(file, `not of API v1's shape: ${parsed.problem}`, expected);
  return {
    product,
    known: true,
    cycles: parsed.cycles,
    source: { from: shown, lastModified: projected.kept.last_modified, revalidated: false },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
