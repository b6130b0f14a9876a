import type { APIRoute } from 'astro';
import { buildOpenApiDocument } from '../../openapi/document.ts';

export const GET: APIRoute = () => new Response(JSON.stringify(buildOpenApiDocument(), null, 2));
