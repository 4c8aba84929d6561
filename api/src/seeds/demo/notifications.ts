import type pg from 'pg';
import type { UserType } from '@portal/contracts';

interface DemoNotification {
  userType: UserType;
  email: string;
  titulo: string;
  texto: string;
  importante?: boolean;
  urlAcceso?: string;
  urlExterna?: string;
  leida?: boolean;
  horasAtras: number;
}

const demoNotifications: DemoNotification[] = [
  {
    userType: 'Alumno',
    email: 'alumno@demo.test',
    titulo: 'Nueva oferta de prácticas que encaja contigo',
    texto: 'Hay una oferta de prácticas en marketing digital publicada esta semana.',
    urlAcceso: '/ofertas-practicas',
    horasAtras: 3,
  },
  {
    userType: 'Alumno',
    email: 'alumno@demo.test',
    titulo: 'Revisa tu CV',
    texto: 'Completa tu presentación para que las empresas te conozcan mejor.',
    horasAtras: 30,
  },
  {
    userType: 'Alumno',
    email: 'alumno@demo.test',
    titulo: 'Foro de empleo 2026',
    texto: 'Ya puedes inscribirte al foro de empleo de la universidad.',
    importante: true,
    urlAcceso: '/eventos',
    leida: true,
    horasAtras: 72,
  },
  {
    userType: 'Empresa',
    email: 'empresa@demo.test',
    titulo: 'Convenio de colaboración pendiente de firma',
    texto: 'El servicio de prácticas ha preparado vuestro convenio; revisad la documentación.',
    importante: true,
    horasAtras: 5,
  },
];

const demoCommunications: { audience: UserType; dias: number; descripcion: string; enlace: string | null }[] = [
  { audience: 'Alumno', dias: 2, descripcion: 'Abierto el plazo de prácticas extracurriculares del segundo cuatrimestre.', enlace: '/ofertas-practicas' },
  { audience: 'Alumno', dias: 10, descripcion: 'Taller de preparación de entrevistas: inscripciones en Eventos.', enlace: '/eventos' },
  { audience: 'Empresa', dias: 4, descripcion: 'Nueva normativa de prácticas: revisad las condiciones antes de publicar ofertas.', enlace: null },
];

/**
 * Notifications and communications of the demo accounts, written once per database (a seed
 * mark): what a user reads or deletes stays so after a restart.
 */
export const seedNotifications = async (client: pg.PoolClient): Promise<void> => {
  const mark = await client.query(
    `INSERT INTO seed_marks (key) VALUES ('notifications') ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (mark.rowCount === 0) return;
  for (const item of demoNotifications) {
    await client.query(
      `INSERT INTO notifications (user_id, title, body, important, access_url, external_url, read_at, created_at)
       SELECT id, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END, now() - make_interval(hours => $9)
         FROM users WHERE user_type = $1 AND lower(email) = lower($2)`,
      [
        item.userType,
        item.email,
        item.titulo,
        item.texto,
        item.importante ?? false,
        item.urlAcceso ?? null,
        item.urlExterna ?? null,
        item.leida ?? false,
        item.horasAtras,
      ],
    );
  }
  for (const item of demoCommunications) {
    await client.query(
      `INSERT INTO communications (audience, shown_from, description, link)
       VALUES ($1, current_date - $2::int, $3, $4) ON CONFLICT DO NOTHING`,
      [item.audience, item.dias, item.descripcion, item.enlace],
    );
  }
};
