import { describe, expect, it } from 'vitest';
import { checkDecision } from './DecisionForm';

describe('what a decision sends', () => {
  const reject = { accion: 'rechazar', requiereMotivo: true };
  const formalise = { accion: 'formalizar', requiereMotivo: false };

  it('needs a reason where the action asks for one, trimmed', () => {
    expect(checkDecision(reject, [], { motivo: '  ', datos: {} })).toEqual({ problems: ['motivo'] });
    expect(checkDecision(reject, [], { motivo: ' CIF falso ', datos: {} })).toEqual({ motivo: 'CIF falso', problems: [] });
  });

  it('sends the values of datosAccion by type, and names the missing required ones', () => {
    const fields = [
      { campo: 'fechaVencimiento', tipo: 'fecha' as const },
      { campo: 'importe', tipo: 'numero' as const },
      { campo: 'nota', tipo: 'texto' as const, opcional: true },
    ];
    expect(checkDecision(formalise, fields, { motivo: '', datos: {} }).problems).toEqual(['fechaVencimiento', 'importe']);
    expect(checkDecision(formalise, fields, { motivo: '', datos: { fechaVencimiento: '2030-01-31', importe: '12,5' } })).toEqual({
      datos: { fechaVencimiento: '2030-01-31', importe: 12.5 },
      problems: [],
    });
    expect(checkDecision(formalise, fields, { motivo: '', datos: { fechaVencimiento: '2030-01-31', importe: 'doce' } }).problems).toEqual(['importe']);
  });
});
