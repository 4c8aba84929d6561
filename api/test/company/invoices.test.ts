import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesResponse } from '@portal/contracts';
import { caller, day, openCompanyWorld, type CompanyWorld } from './fixtures';

/**
 * The company's invoices and billing account (spec 001 §7 dameFacturasALTAI, addCuentaFacturacion):
 * the list with derived states and amounts, each invoice's PDF, the account with its IBAN rules
 * (72, 73) and 532, and who may see what.
 */
let world: CompanyWorld;
let company: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;

beforeAll(async () => {
  world = await openCompanyWorld();
  company = caller(world.app, world.company);
  other = caller(world.app, world.other);
});
afterAll(async () => {
  if (!world) return;
  await world.pool.query('DELETE FROM company_billing_accounts WHERE company_id = $1', [world.companyId]);
  await world.pool.end();
  await world.app.close();
});

const invoicesOf = async (who = company) => invoicesResponse.parse((await who.get('/api/Empresa/dameFacturasALTAI')).json()).datos;
/** A demo invoice's number: its serial under the year of its date, issued that many days ago. */
const seededNumber = (serial: string, daysAgo: number) => `FAC-${day(-daysAgo).slice(0, 4)}-${serial}`;
const validIban = 'ES91 2100 0418 4502 0005 1332';

describe('the invoices', () => {
  it("lists the company's invoices newest first with amounts and the state of each", async () => {
    const { facturas } = await invoicesOf();
    expect(facturas.map((invoice) => [invoice.numero, invoice.estado])).toEqual([
      [seededNumber('0307', 6), 'emitida'],
      [seededNumber('0214', 45), 'vencida'],
      [seededNumber('0101', 200), 'pagada'],
    ]);
    // Each number carries the year of the invoice's own date.
    for (const invoice of facturas) expect(invoice.numero.slice(4, 8)).toBe(invoice.fecha.slice(0, 4));
    expect(facturas[0]).toMatchObject({ concepto: 'Stand en el Foro de Empleo de otoño', baseImponible: 750, tipoIva: 21, iva: 157.5, total: 907.5, fechaPago: null });
    expect(facturas[2]?.fechaPago).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await invoicesOf(other)).facturas.map((invoice) => invoice.numero)).toEqual([seededNumber('0150', 60)]);
  });

  it('gives the PDF of each invoice to its company alone, issued in the institution’s name', async () => {
    const [invoice] = (await invoicesOf()).facturas;
    const file = await company.get(`/api/Empresa/dameFacturaPdf/${invoice!.idFactura}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''factura-${seededNumber('0307', 6)}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The institution is the invoice's author: pdfkit writes a text with accents in UTF-16BE.
    expect(file.rawPayload.includes(Buffer.from('Universidad de Demostración', 'utf16le').swap16())).toBe(true);
    expect((await other.get(`/api/Empresa/dameFacturaPdf/${invoice!.idFactura}`)).json()).toEqual({ status: 3 });
    expect((await company.get('/api/Empresa/dameFacturaPdf/999999')).statusCode).toBe(403);
  });
});

describe('the billing account (addCuentaFacturacion)', () => {
  it('refuses a missing IBAN with 72 and a wrong one with 73, worded per field, and writes nothing', async () => {
    const missing = await company.post('/api/Empresa/addCuentaFacturacion', { titular: 'Levante Tech SL', iban: '', email: 'facturas@levante.example' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 72, errores: [{ campo: 'iban', mensaje: 'Este campo es requerido' }] });
    const wrong = await company.post('/api/Empresa/addCuentaFacturacion', { titular: 'Levante Tech SL', iban: 'ES91 2100 0418 4502 0005 1333', email: 'facturas@levante.example' });
    expect(wrong.json()).toMatchObject({
      status: 73,
      errores: [{ campo: 'iban', mensaje: 'El IBAN no es correcto: revisa el formato y los dígitos de control' }],
    });
    const fields = await world.app.inject({
      method: 'POST',
      url: '/api/Empresa/addCuentaFacturacion',
      payload: { titular: 'L', iban: validIban, email: 'no-es-un-email' },
      headers: { authorization: `Bearer ${world.company}`, 'accept-language': 'ca' },
    });
    expect(fields.json()).toMatchObject({
      status: 15,
      errores: [
        { campo: 'titular', mensaje: 'Indica el titular del compte (almenys 3 caràcters)' },
        { campo: 'email', mensaje: "L'email està mal format" },
      ],
    });
    expect((await invoicesOf()).cuentaFacturacion).toBeNull();
  });

  it('saves the account (532) with the IBAN normalised, and it is the company’s own', async () => {
    const saved = await company.post('/api/Empresa/addCuentaFacturacion', { titular: 'Levante Tech SL', iban: validIban.toLowerCase(), email: 'facturas@levante.example' });
    expect(saved.json()).toMatchObject({
      status: 0,
      datos: { aviso: 532, cuenta: { titular: 'Levante Tech SL', iban: 'ES9121000418450200051332', email: 'facturas@levante.example' } },
    });
    expect((await invoicesOf()).cuentaFacturacion?.iban).toBe('ES9121000418450200051332');
    expect((await invoicesOf(other)).cuentaFacturacion).toBeNull();
    const changed = await company.post('/api/Empresa/addCuentaFacturacion', { titular: 'Levante Tech SL', iban: 'DE89 3704 0044 0532 0130 00', email: 'pagos@levante.example' });
    expect(changed.json()).toMatchObject({ status: 0, datos: { cuenta: { iban: 'DE89370400440532013000', email: 'pagos@levante.example' } } });
  });

  it('refuses students and calls without a token', async () => {
    const student = caller(world.app, world.student);
    expect((await student.get('/api/Empresa/dameFacturasALTAI')).statusCode).toBe(403);
    expect((await student.post('/api/Empresa/addCuentaFacturacion', { titular: 'Alumno', iban: validIban, email: 'a@b.es' })).statusCode).toBe(403);
    expect((await student.get('/api/Empresa/dameFacturaPdf/1')).statusCode).toBe(403);
    expect((await world.app.inject({ method: 'GET', url: '/api/Empresa/dameFacturasALTAI' })).statusCode).toBe(401);
  });
});

describe('the careers office issues invoices and records payments', () => {
  const staff = () => caller(world.app, world.staff);

  it('issues an invoice with the next number of the year, which the company sees as issued', async () => {
    const year = new Date().getFullYear();
    const issued = await staff().post('/api/Orientacion/emiteFactura', { cif: 'b46123451', concepto: 'Stand en el Foro de Empleo', baseImponible: 400, tipoIva: 21, diasVencimiento: 30 });
    expect(issued.json()).toMatchObject({ status: 0, datos: { estado: 'emitida', baseImponible: 400, iva: 84, total: 484 } });
    const first = issued.json<{ datos: { numero: string } }>().datos.numero;
    expect(first).toMatch(new RegExp(`^FAC-${year}-\\d{4}$`));
    const second = await staff().post('/api/Orientacion/emiteFactura', { cif: 'B46123451', concepto: 'Publicación destacada', baseImponible: 99.99 });
    expect(second.json()).toMatchObject({ status: 0 });
    const next = second.json<{ datos: { numero: string; tipoIva: number; total: number } }>().datos;
    expect(Number(next.numero.slice(-4))).toBe(Number(first.slice(-4)) + 1);
    expect(next).toMatchObject({ tipoIva: 21, total: 120.99 });
    expect((await invoicesOf()).facturas.slice(0, 2).map((invoice) => invoice.numero)).toEqual(expect.arrayContaining([first, next.numero]));
    expect((await invoicesOf(other)).facturas.map((invoice) => invoice.numero)).not.toContain(first);
  });

  it('records a payment, turning the invoice paid; refuses a day to come and an unknown company', async () => {
    const [latest] = (await invoicesOf()).facturas;
    const today = new Date().toISOString().slice(0, 10);
    expect((await staff().post('/api/Orientacion/registraPagoFactura', { idFactura: latest!.idFactura, fechaPago: '2999-01-01' })).statusCode).toBe(400);
    const paid = await staff().post('/api/Orientacion/registraPagoFactura', { idFactura: latest!.idFactura, fechaPago: today });
    expect(paid.json()).toMatchObject({ status: 0, datos: { estado: 'pagada', fechaPago: today } });
    expect((await invoicesOf()).facturas.find((invoice) => invoice.idFactura === latest!.idFactura)?.estado).toBe('pagada');
    const unknown = await staff().post('/api/Orientacion/emiteFactura', { cif: 'Z0000000Z', concepto: 'Nadie', baseImponible: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 15, errores: [{ campo: 'cif' }] });
  });

  it('is the careers office’s alone', async () => {
    expect((await company.post('/api/Orientacion/emiteFactura', { cif: 'B46123451', concepto: 'Propia', baseImponible: 1 })).statusCode).toBe(401);
    expect((await invoicesOf()).facturas.map((invoice) => invoice.concepto)).not.toContain('Propia');
  });
});
