import { crc32, deflateSync } from 'node:zlib';
import type pg from 'pg';
import { defaultCvSettings, type Language } from '@portal/contracts';
import { syncStandingWithCv } from '../../cv/standing';
import { demoStudents } from './data';
import { onePagePdf } from './files';

/** A PNG of one colour (a placeholder photo that is a real image of a known size). */
export const solidPng = (width: number, height: number, [red, green, blue]: [number, number, number]): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const photoName = 'seed-demo-photo.png';
const cvFileName = 'seed-demo-cv.pdf';

/** Stored name → content of the demo student's CV files. */
export const demoCvFiles: Record<string, Buffer> = {
  [photoName]: solidPng(240, 240, [31, 78, 121]),
  [cvFileName]: onePagePdf('Lucia Martin Perez - Curriculum vitae'),
};

type GuideTexts = Record<Language, { titulo: string; descripcion: string }>;

/**
 * Orientation guides of the demo careers office, in es, ca and en. The last one carries hostile
 * HTML (a script, an event handler, a javascript: link) among its real content: the client must
 * show it harmless, and the browser tests check that it does.
 */
const demoGuides: { slug: string; fichero: string | null; imagen: string | null; textos: GuideTexts }[] = [
  {
    slug: 'curriculum-eficaz',
    fichero: null,
    imagen: null,
    textos: {
      es: {
        titulo: 'Cómo preparar un currículum eficaz',
        descripcion:
          '<p>Tu currículum es lo primero que ve una empresa. Dedica tiempo a que sea <strong>claro, breve y verificable</strong>.</p><ul><li>Una o dos páginas, con la experiencia más reciente primero.</li><li>Adapta el perfil y las competencias a cada oferta.</li><li>Cuantifica los logros: proyectos, resultados, idiomas con su nivel MCER.</li><li>Revisa la ortografía y guarda el documento en PDF.</li></ul>',
      },
      ca: {
        titulo: 'Com preparar un currículum eficaç',
        descripcion:
          "<p>El teu currículum és el primer que veu una empresa. Dedica-hi temps perquè sigui <strong>clar, breu i verificable</strong>.</p><ul><li>Una o dues pàgines, amb l'experiència més recent primer.</li><li>Adapta el perfil i les competències a cada oferta.</li><li>Quantifica els èxits: projectes, resultats, idiomes amb el nivell MECR.</li><li>Revisa l'ortografia i desa el document en PDF.</li></ul>",
      },
      en: {
        titulo: 'How to write an effective CV',
        descripcion:
          '<p>Your CV is the first thing a company sees. Take time to make it <strong>clear, short and verifiable</strong>.</p><ul><li>One or two pages, most recent experience first.</li><li>Adapt the profile and skills to each offer.</li><li>Quantify achievements: projects, results, languages with their CEFR level.</li><li>Proofread it and save it as a PDF.</li></ul>',
      },
    },
  },
  {
    slug: 'entrevista-de-trabajo',
    fichero: null,
    imagen: null,
    textos: {
      es: {
        titulo: 'Prepara tu entrevista de trabajo',
        descripcion:
          '<p>Infórmate sobre la empresa y el puesto, y prepara ejemplos concretos con el método <em>STAR</em> (situación, tarea, acción, resultado).</p><ol><li>Llega con diez minutos de margen o prueba antes la conexión si es en línea.</li><li>Lleva preguntas sobre el equipo y el plan de formación.</li><li>Agradece la entrevista por correo el mismo día.</li></ol>',
      },
      ca: {
        titulo: "Prepara l'entrevista de feina",
        descripcion:
          "<p>Informa't sobre l'empresa i el lloc, i prepara exemples concrets amb el mètode <em>STAR</em> (situació, tasca, acció, resultat).</p><ol><li>Arriba amb deu minuts de marge o prova abans la connexió si és en línia.</li><li>Porta preguntes sobre l'equip i el pla de formació.</li><li>Agraeix l'entrevista per correu el mateix dia.</li></ol>",
      },
      en: {
        titulo: 'Get ready for your job interview',
        descripcion:
          '<p>Learn about the company and the role, and prepare concrete examples with the <em>STAR</em> method (situation, task, action, result).</p><ol><li>Arrive ten minutes early, or test your connection first if it is online.</li><li>Bring questions about the team and the training plan.</li><li>Send a thank-you e-mail the same day.</li></ol>',
      },
    },
  },
  {
    slug: 'perfil-linkedin',
    fichero: null,
    imagen: null,
    textos: {
      es: {
        titulo: 'Tu perfil profesional en LinkedIn',
        descripcion:
          '<p>Un perfil completo multiplica las visitas de los reclutadores.</p><ul><li>Foto profesional y un titular que diga qué buscas.</li><li>Un extracto de tres o cuatro líneas con tus puntos fuertes.</li><li>Personaliza la URL del perfil y enlázala en tu CV del portal.</li></ul>',
      },
      ca: {
        titulo: 'El teu perfil professional a LinkedIn',
        descripcion:
          "<p>Un perfil complet multiplica les visites dels reclutadors.</p><ul><li>Foto professional i un titular que digui què busques.</li><li>Un extracte de tres o quatre línies amb els teus punts forts.</li><li>Personalitza l'URL del perfil i enllaça-la al teu CV del portal.</li></ul>",
      },
      en: {
        titulo: 'Your professional profile on LinkedIn',
        descripcion:
          '<p>A complete profile gets many more visits from recruiters.</p><ul><li>A professional photo and a headline that says what you are looking for.</li><li>A three or four line summary of your strengths.</li><li>Customise the profile URL and link it in your portal CV.</li></ul>',
      },
    },
  },
  {
    slug: 'practicas-derechos-obligaciones',
    fichero: null,
    imagen: null,
    textos: {
      es: {
        titulo: 'Prácticas: derechos y obligaciones',
        descripcion:
          '<p>Las prácticas académicas externas se rigen por el <strong>Real Decreto 592/2014</strong>. Tienes derecho a un tutor en la entidad y otro en la universidad, y a un certificado al terminar.</p><p>Desde el 1 de enero de 2024 las prácticas cotizan a la Seguridad Social: completa tu número en el apartado «Datos Seguridad Social» del CV.</p>',
      },
      ca: {
        titulo: 'Pràctiques: drets i obligacions',
        descripcion:
          "<p>Les pràctiques acadèmiques externes es regeixen pel <strong>Reial decret 592/2014</strong>. Tens dret a un tutor a l'entitat i un altre a la universitat, i a un certificat en acabar.</p><p>Des de l'1 de gener de 2024 les pràctiques cotitzen a la Seguretat Social: completa el teu número a l'apartat «Dades Seguretat Social» del CV.</p>",
      },
      en: {
        titulo: 'Internships: rights and duties',
        descripcion:
          '<p>External academic internships follow <strong>Royal Decree 592/2014</strong>. You are entitled to a tutor at the organisation and one at the university, and to a certificate at the end.</p><p>Since 1 January 2024 internships pay social security contributions: add your number in the "Social security data" part of your CV.</p>',
      },
    },
  },
  {
    slug: 'busqueda-activa-empleo',
    fichero: null,
    imagen: null,
    textos: {
      es: {
        titulo: 'Búsqueda activa de empleo',
        descripcion:
          '<p>Activa la búsqueda de empleo en tu CV para poder inscribirte en las ofertas.</p><script>alert("xss")</script><img src="x" onerror="alert(1)" alt=""><p><a href="javascript:alert(2)">Enlace inseguro</a> · <a href="https://www.sepe.es/">Servicio Público de Empleo Estatal</a></p>',
      },
      ca: {
        titulo: 'Cerca activa de feina',
        descripcion:
          '<p>Activa la cerca de feina al teu CV per poder inscriure\'t a les ofertes.</p><script>alert("xss")</script><img src="x" onerror="alert(1)" alt=""><p><a href="javascript:alert(2)">Enllaç insegur</a> · <a href="https://www.sepe.es/">Servei Públic d\'Ocupació Estatal</a></p>',
      },
      en: {
        titulo: 'Active job search',
        descripcion:
          '<p>Switch on the job search in your CV to apply to offers.</p><script>alert("xss")</script><img src="x" onerror="alert(1)" alt=""><p><a href="javascript:alert(2)">Unsafe link</a> · <a href="https://www.sepe.es/">Spanish Public Employment Service</a></p>',
      },
    },
  },
];

/** The demo student's CV in every section, written once (seed mark), then kept as the student leaves it. */
const seedDemoStudentCv = async (client: pg.PoolClient, userId: number) => {
  await client.query(
    `UPDATE students SET gender = 'mujer', personal_email = 'lucia.martin@correo.example', student_email = 'lmartin@alumnos.demo.test',
            phone2 = '963000111', iban = 'ES9121000418450200051332', social_security_number = '281234567840',
            social_security_policy_accepted_at = now(), nationality_ids = '{1}', birth_country_id = 1,
            birth_province_id = '46', birth_municipality_id = 46250, validated_fields = '{dni,fechaNacimiento}'
      WHERE user_id = $1`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_addresses (user_id, street_type_id, street, street_number, floor, door, postal_code, country_id, province_id, municipality_id)
     VALUES ($1, 2, 'del Port', '24', '3', 'B', '46023', 1, '46', 46250) ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  await client.query(
    `UPDATE student_cvs SET internship_period_id = 3, sne_level_id = 6, competence_ids = '{1,2,5}', interest_tag_ids = '{1,3}',
            sector_ids = '{10,13}', functional_area_ids = '{8}', driving_licence = true, available_to_relocate = true,
            photo_stored_name = $2, photo_width = 240, photo_height = 240
      WHERE user_id = $1`,
    [userId, photoName],
  );
  await client.query(
    `INSERT INTO student_studies (user_id, from_university, degree_id, degree_code, name, level, start_year, finished, grade, validated)
     VALUES ($1, true, 15, 'G-II', 'Grado en Ingeniería Informática', 'grado', 2021, false, 3.1, true),
            ($1, false, NULL, NULL, 'Técnico Superior en Desarrollo de Aplicaciones Web', 'cicloFormativo', 2019, true, 3.6, false)`,
    [userId],
  );
  await client.query(`UPDATE student_studies SET end_year = 2021, centre = 'IES Serra Perenxisa' WHERE user_id = $1 AND NOT from_university`, [userId]);
  await client.query(
    `INSERT INTO student_languages (user_id, language_id, level_id, certificate)
     VALUES ($1, 1, 7, NULL), ($1, 2, 5, 'Certificat de nivell C1 (JQCV)'), ($1, 3, 4, 'Cambridge First (B2)')`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_experiences (user_id, position, company, description, sector_id, country_id, province_id, starts_on, ends_on,
            duration_months, contract_type_id, contract_subtype_id)
     VALUES ($1, 'Desarrolladora web en prácticas', 'Levante Tech', 'Mantenimiento de una aplicación React y pruebas de API con Node.js.',
             10, 1, '46', '2024-02-01', '2024-07-31', 6, 4, NULL),
            ($1, 'Monitora de campamento tecnológico', 'Asociación Código Joven', 'Talleres de programación para jóvenes de 12 a 16 años.',
             16, 1, '46', '2023-07-01', '2023-08-31', 2, 7, NULL)`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_stays_abroad (user_id, stay_type_id, country_id, institution, city, starts_on, ends_on, description)
     VALUES ($1, 1, 528, 'Technische Universiteit Delft', 'Delft', '2023-09-01', '2024-01-31', 'Semestre Erasmus+ en ingeniería del software.')`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_trainings (user_id, training_type_id, title, centre, hours, finished_on)
     VALUES ($1, 6, 'Machine Learning', 'Coursera', 60, '2023-05-15'), ($1, 1, 'Accesibilidad web (WCAG 2.2)', 'Universidad', 20, '2024-03-10')`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_certificates (user_id, name, issuer, issued_on, url)
     VALUES ($1, 'AWS Certified Cloud Practitioner', 'Amazon Web Services', '2024-06-20', 'https://aws.amazon.com/certification/')`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_it_skills (user_id, programme_id, level_id) VALUES ($1, 1, 3), ($1, 2, 3), ($1, 11, 2)`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_documents (user_id, kind, name, url) VALUES
       ($1, 'publico', 'Portfolio de proyectos', 'https://portfolio.example.org/lucia-martin/proyectos'),
       ($1, 'privado', 'Título de Técnico Superior', 'https://sede.example.org/titulos/lmartin')`,
    [userId],
  );
  await client.query(
    `INSERT INTO student_documents (user_id, kind, name, stored_name, extension, size_bytes, content_sha256)
     VALUES ($1, 'cv', 'CV Lucía Martín', $2, 'pdf', $3, 'seed')`,
    [userId, cvFileName, demoCvFiles[cvFileName]!.length],
  );
  await syncStandingWithCv(client, userId);
};

/**
 * The CV part of the demo institution: its CV configuration (kept once written), the orientation
 * guides (once), and the demo student's CV (once). Runs after the offers' seed, whose standing
 * row of the demo student it completes.
 */
export const seedCv = async (client: pg.PoolClient): Promise<void> => {
  await client.query(`INSERT INTO cv_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
    JSON.stringify(defaultCvSettings),
  ]);
  // Inserted once: from then on the guides are the careers office's to edit, order and withdraw.
  for (const [position, guide] of demoGuides.entries()) {
    const { es, ca, en } = guide.textos;
    await client.query(
      `INSERT INTO orientation_guides (slug, position, title_es, title_ca, title_en, description_es, description_ca, description_en,
                                       link_url, image_url, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (slug) DO NOTHING`,
      [guide.slug, position + 1, es.titulo, ca.titulo, en.titulo, es.descripcion, ca.descripcion, en.descripcion, guide.fichero, guide.imagen],
    );
  }
  const mark = await client.query(`INSERT INTO seed_marks (key) VALUES ('student-cv') ON CONFLICT DO NOTHING RETURNING key`);
  if (mark.rowCount === 0) return;
  const demo = demoStudents[0]!;
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`,
    [demo.email],
  );
  if (rows[0]) await seedDemoStudentCv(client, rows[0].id);
};
