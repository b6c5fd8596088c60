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

/** Puts every picture in the order of `ids`, based on the order `from` shown (409 if it moved on). */
export async function putImageOrder(
  key: string,
  ids: number[],
  from: number[],
): Promise<ProductImage[]> {
  const body = { ids, base: from };
  return rowsOf<ProductImage>((await call<unknown>('PUT', `${base(key)}/images/order`, body)).data);
}

/** Sets one picture's alt text, based on the alt text `from` shown (409 if it moved on). */
export async function patchImageAlt(
  key: string,
  id: number,
  alt: string,
  from: string,
): Promise<ProductImage[]> {
  return rowsOf<ProductImage>(
    (await call<unknown>('PATCH', `${base(key)}/images/${id}`, { alt, base: from })).data,
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

/** Saves (or with null removes) the size table, based on the table `from` shown (409 if it moved on). */
export async function putSizeTable(
  key: string,
  table: SizeTable | null,
  from: SizeTable | null,
): Promise<SizeTable | null> {
  const body = { size_table: table, base: from };
  return (await call<{ size_table: SizeTable | null }>('PUT', `${base(key)}/size-table`, body)).data
    .size_table;
}

/** The product's related, recommended and accessory products. */
export async function fetchRelations(key: string): Promise<Relations> {
  return (await call<Relations>('GET', `${base(key)}/relations`)).data;
}

/** Replaces one kind of links by the products `keys`, in order, based on the keys `from` shown (409 if they moved on). */
export async function putRelations(
  key: string,
  kind: RelationKind,
  keys: string[],
  from: string[],
): Promise<Relations> {
  const body = { [kind]: keys, base: { [kind]: from } };
  return (await call<Relations>('PUT', `${base(key)}/relations`, body)).data;
}
