import { type FormLayout, FormLayoutSchema } from '../../../contract/account/form-layout.schema';
import { buildGet } from '../shared/build-api';

/** The user-form layout of the build's channel (theme+channel → theme → default on the server). */
export async function buildUserFormLayout(): Promise<FormLayout> {
  return (await buildGet('/v1/pages/front/layout/user', FormLayoutSchema)).data;
}
