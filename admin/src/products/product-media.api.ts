import { call, upload } from '../shared/http';
import { rowsOf } from '../shared/http.model';
import type { ProductImage, RelationKind, Relations, SizeTable } from './product-media.model';

const base = (key: string) => `/v1/admin/products/${encodeURIComponent(key)}`;

/** A product's pictures in display order. */
export async function fetchImages(key: string): Promise<ProductImage[]> {
  return rowsOf<ProductImage>((await call<unknown>('GET', `${base(key)}/images`)).data);
}

/** Uploads one picture with its alt text; answers the pictures after it. */
export async function postImage(key: string, file: File, alt: string): Promise<ProductImage[]> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', alt);
  return rowsOf<ProductImage>((await upload<unknown>(`${base(key)}/images`, form)).data);
}

/** Puts every picture in the order of `ids`. */
export async function putImageOrder(key: string, ids: number[]): Promise<ProductImage[]> {
  return rowsOf<ProductImage>(
    (await call<unknown>('PUT', `${base(key)}/images/order`, { ids })).data,
  );
}

/** Sets one picture's alt text. */
export async function patchImageAlt(key: string, id: number, alt: string): Promise<ProductImage[]> {
  return rowsOf<ProductImage>(
    (await call<unknown>('PATCH', `${base(key)}/images/${id}`, { alt })).data,
  );
}

/** Removes one picture. */
export async function deleteImage(key: string, id: number): Promise<ProductImage[]> {
  return rowsOf<ProductImage>((await call<unknown>('DELETE', `${base(key)}/images/${id}`)).data);
}

/** The product's size table (from the whole product). */
export async function fetchSizeTable(key: string): Promise<SizeTable | null> {
  return (await call<{ size_table: SizeTable | null }>('GET', base(key))).data.size_table;
}

/** Saves (or with null removes) the size table. */
export async function putSizeTable(
  key: string,
  table: SizeTable | null,
): Promise<SizeTable | null> {
  const body = { size_table: table };
  return (await call<{ size_table: SizeTable | null }>('PUT', `${base(key)}/size-table`, body)).data
    .size_table;
}

/** The product's related, recommended and accessory products. */
export async function fetchRelations(key: string): Promise<Relations> {
  return (await call<Relations>('GET', `${base(key)}/relations`)).data;
}

/** Replaces one kind of links by the products `keys`, in order. */
export async function putRelations(
  key: string,
  kind: RelationKind,
  keys: string[],
): Promise<Relations> {
  return (await call<Relations>('PUT', `${base(key)}/relations`, { [kind]: keys })).data;
}
