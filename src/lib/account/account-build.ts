import { buildGet } from '../shared/build-api';
import { type FormLayout, FormLayoutSchema } from './form-layout.schema';

/** The user-form layout of the build's channel (theme+channel → theme → default on the server). */
export async function buildUserFormLayout(): Promise<FormLayout> {
  return (await buildGet('/v1/pages/front/layout/user', FormLayoutSchema)).data;
}
