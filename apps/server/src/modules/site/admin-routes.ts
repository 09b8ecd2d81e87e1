import type { FastifyInstance } from 'fastify';
import { serverSettingsRequestSchema, type ServerSettings } from '@app/shared/contracts/server-settings';
import { sponsorRequestSchema, type AdminSponsor, type AdminSponsorsResponse } from '@app/shared/contracts/sponsors';
import { contactRequestSchema, SITE_IMAGE_PURPOSES, siteImageRequestSchema, type SiteImagePurpose } from '@app/shared/contracts/site-admin';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireOperator } from '../../core/session/index';
import { setContact, setSiteImage } from './admin-site';
import type { SiteInfo } from './service';
import { getServerSettings, setServerSettings } from './server-settings';
import { createSponsor, deleteSponsor, listSponsors, updateSponsor } from './sponsors';

const sponsorId = (params: unknown) => pathId(params, () => notFound('Sponsor not found.'));

/** The console's Site section: logos, contact links, sponsors and the server settings. */
export function registerSiteAdminRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.put('/api/admin/site/images/:purpose', async (request): Promise<SiteInfo> => {
    const operator = await requireOperator(request, db);
    const { purpose } = request.params as { purpose: string };
    if (!(SITE_IMAGE_PURPOSES as readonly string[]).includes(purpose)) throw notFound('No such image.');
    const { imageUrl } = siteImageRequestSchema.parse(request.body ?? {});
    return setSiteImage(db, operator.id, purpose as SiteImagePurpose, imageUrl);
  });

  app.put('/api/admin/site/contact', async (request): Promise<SiteInfo> => {
    const operator = await requireOperator(request, db);
    return setContact(db, operator.id, contactRequestSchema.parse(request.body ?? {}));
  });

  app.get('/api/admin/sponsors', async (request, reply): Promise<AdminSponsorsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return { sponsors: await listSponsors(db) };
  });

  app.post('/api/admin/sponsors', async (request, reply): Promise<AdminSponsor> => {
    const operator = await requireOperator(request, db);
    const input = sponsorRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createSponsor(db, operator.id, input);
  });

  app.put('/api/admin/sponsors/:id', async (request): Promise<AdminSponsor> => {
    const operator = await requireOperator(request, db);
    const id = sponsorId(request.params);
    return updateSponsor(db, operator.id, id, sponsorRequestSchema.parse(request.body ?? {}));
  });

  app.delete('/api/admin/sponsors/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    await deleteSponsor(db, operator.id, sponsorId(request.params));
    return reply.status(204).send();
  });

  app.get('/api/admin/settings', async (request, reply): Promise<ServerSettings> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return getServerSettings(db);
  });

  app.put('/api/admin/settings', async (request): Promise<ServerSettings> => {
    const operator = await requireOperator(request, db);
    return setServerSettings(db, operator.id, serverSettingsRequestSchema.parse(request.body ?? {}));
  });
}
