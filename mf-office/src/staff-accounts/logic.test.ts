import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@portal/contracts';
import { newAccountProblems, rowActions } from './logic';

const account = (id: number, changes: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  nombre: `Persona ${id}`,
  email: `p${id}@orientacion.test`,
  rol: 'office',
  bloqueado: false,
  ultimoAcceso: null,
  pendienteContrasena: false,
  esPropia: false,
  ...changes,
});

describe('the changes each staff account offers', () => {
  const me = account(1, { rol: 'admin', esPropia: true });

  it('never lets an admin block or demote themself', () => {
    expect(rowActions(me, [me, account(2, { rol: 'admin' })])).toEqual({
      nextRole: 'office',
      roleUnavailable: 'ownAccount',
      blocks: true,
      blockUnavailable: 'ownAccount',
    });
  });

  it('never removes the last unblocked admin', () => {
    const other = account(2, { rol: 'admin' });
    // A blocked admin does not count.
    const accounts = [{ ...me, esPropia: false, bloqueado: true }, other];
    expect(rowActions(other, accounts)).toMatchObject({ roleUnavailable: 'lastAdmin', blockUnavailable: 'lastAdmin' });
    expect(rowActions(other, [me, other])).toMatchObject({ roleUnavailable: null, blockUnavailable: null });
  });

  it('promotes an office member and unblocks a blocked account freely', () => {
    expect(rowActions(account(3), [me])).toMatchObject({ nextRole: 'admin', roleUnavailable: null, blocks: true, blockUnavailable: null });
    expect(rowActions(account(4, { bloqueado: true, rol: 'admin' }), [me])).toMatchObject({ blocks: false, blockUnavailable: null, roleUnavailable: null });
  });
});

describe('the new account form', () => {
  it('asks for a name of three letters and a well-formed e-mail', () => {
    expect(newAccountProblems({ nombre: '', email: '', rol: 'office' })).toEqual({ nombre: 'required', email: 'required' });
    expect(newAccountProblems({ nombre: ' Al ', email: 'no-mail', rol: 'office' })).toEqual({ nombre: 'nameShort', email: 'emailMalformed' });
    expect(newAccountProblems({ nombre: 'Alba Roig', email: 'alba@uni.test', rol: 'admin' })).toEqual({ nombre: null, email: null });
  });
});
