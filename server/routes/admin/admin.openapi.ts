import {
  BusinessApprovalSchema,
  BusinessStandingSchema,
} from '../../domains/admin/business.commands';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the business-customer approval calls (the rebuild calls live with content). */
export const adminDocs: RouteDoc[] = [
  {
    method: 'put',
    tag: 'admin',
    path: '/v1/admin/members/{id}/business',
    summary: '法人会員（掛け払い）として承認し与信枠を設定（ADMIN_TOKEN）',
    params: ['id'],
    body: BusinessApprovalSchema,
    response: BusinessStandingSchema,
    errors: [400, 401, 404, 422],
  },
  {
    method: 'delete',
    tag: 'admin',
    path: '/v1/admin/members/{id}/business',
    summary: '法人会員の承認を取り消し与信枠を外す（ADMIN_TOKEN）',
    params: ['id'],
    response: BusinessStandingSchema,
    errors: [401, 404],
  },
];
