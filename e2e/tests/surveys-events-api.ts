import type { APIRequestContext } from '@playwright/test';
import { demoPassword } from './support';

/** Ids of seeded rows, asked of the API as a logged student (ids depend on the database). */
const studentToken = async (request: APIRequestContext, email: string): Promise<string> => {
  const answer = await request.post('/api/Alumno/logaUsuario', {
    data: { usuario: email, password: demoPassword },
  });
  const body = (await answer.json()) as { datos?: { token?: string } };
  if (!body.datos?.token) throw new Error(`Login of ${email} failed: ${JSON.stringify(body)}`);
  return body.datos.token;
};

export const surveyIdBySlug = async (
  request: APIRequestContext,
  slug: string,
  email = 'alumno@demo.test',
) => {
  const token = await studentToken(request, email);
  const answer = await request.get('/api/Alumno/dameEncuestasUsuario', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { datos } = (await answer.json()) as { datos: { idEncuesta: number; urlAcceso: string }[] };
  const survey = datos.find((candidate) => candidate.urlAcceso === slug);
  if (!survey) throw new Error(`No survey ${slug} for ${email}`);
  return survey.idEncuesta;
};

export const eventIdBySlug = async (request: APIRequestContext, slug: string) => {
  const token = await studentToken(request, 'alumno@demo.test');
  const answer = await request.get('/api/Alumno/dameEventos', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { datos } = (await answer.json()) as { datos: { idEvento: number; urlAcceso: string }[] };
  const event = datos.find((candidate) => candidate.urlAcceso === slug);
  if (!event) throw new Error(`No event ${slug}`);
  return event.idEvento;
};
